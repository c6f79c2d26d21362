import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataDirBusyError } from '../../db/data-dir-lock';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import type { Db } from '../../db/types';
import { BackupFileError } from '../backup-file';
import { RestoreRefused } from '../restore';

/** What the commands share: their failures, exit codes, number formats and the database they open. */

/** A refusal or failure the command prints and exits 1 with. */
export class CommandError extends Error {
  readonly exitCode: number = 1;
}

/** Bad arguments or environment: exit 2, the usage follows. */
export class UsageError extends CommandError {
  override readonly exitCode = 2;
}

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * Runs a command: its expected failures (refusals, damaged files, a busy folder) are printed as
 * they are, in English, with exit code 1 (2 and the usage for a usage error); 0 when it succeeds.
 */
export async function runCommand(io: Io, usage: string, command: () => Promise<void>): Promise<number> {
  try {
    await command();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err('');
      io.err(usage);
      return 2;
    }
    const known = error instanceof CommandError || error instanceof BackupFileError || error instanceof RestoreRefused || error instanceof DataDirBusyError;
    io.err(known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** A local date and time as people read it: 2026-11-27 03:00. */
export function formatDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Rows as aligned columns. */
export function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ').trimEnd());
}

/** DATABASE_URL as libpq and pg take it, or a usage error saying what is expected. */
export function checkDatabaseUrl(url: string): string {
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url)) throw new UsageError('DATABASE_URL must be a PostgreSQL address: postgresql://user:password@host:port/database');
  return url;
}

/**
 * The clinic's database for a command that works on it directly: DATABASE_URL (PostgreSQL), else
 * the PGlite folder DATA_DIR (default ./data), which no server may hold open; `instead` says what to
 * do while one does ('import from the administration ("Importer")').
 */
export async function openClinicDatabase(env: NodeJS.ProcessEnv, cwd: string, instead: string): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(checkDatabaseUrl(env.DATABASE_URL), { max: 2 });
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new CommandError(`There is no database in ${dataDir}: set DATA_DIR to the server's data folder, or DATABASE_URL for PostgreSQL.`);
  }
  try {
    return await openPglite(dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) throw new CommandError(`The database in ${dataDir} is in use by process ${error.pid} (the API server?): ${instead} instead, or stop the server first.`);
    throw error;
  }
}
