import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DataDirBusyError } from '../../db/data-dir-lock';
import { openPglite } from '../../db/pglite';
import { filesDirOf } from '../../modules/clinical-files/file-store';
import { backupPostgres, createBackup, listBackups, type MadeBackup } from '../backup';
import { verifyBackupFile } from '../backup-file';
import { safeUrl } from '../pg-tools';
import { checkDatabaseUrl, CommandError, formatBytes, formatDate, runCommand, table, UsageError, type Io } from './common';
import { connectServer, readConnection } from './server';

export const BACKUP_USAGE = `Usage: npm run backup [-- --list]

  (no argument)  write one backup file into BACKUP_DIR and print its path and size
  --list         the backups of BACKUP_DIR: size, date, product version, migration level

Where from, the first that is set:
  DENTAL_URL     a running server (with a developer account in DENTAL_USER and DENTAL_PASSWORD,
                 or DENTAL_TOKEN): the server makes the backup, the file is downloaded
  DATABASE_URL   a PostgreSQL database (pg_dump, Debian's postgresql-client)
  DATA_DIR       a PGlite data folder (default ./data), when no server has it open, with the
                 patients' files of FILES_DIR (default: a "files" folder beside DATA_DIR)

BACKUP_DIR defaults to a "backups" folder beside DATA_DIR, or ./backups with DATABASE_URL or DENTAL_URL.`;

export interface CommandContext {
  env: NodeJS.ProcessEnv;
  /** Where relative DATA_DIR and BACKUP_DIR are taken from (as the server does). */
  cwd: string;
  io: Io;
}

type Source = { kind: 'server' } | { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

function sourceOf(env: NodeJS.ProcessEnv, cwd: string): Source {
  if (env.DENTAL_URL) return { kind: 'server' };
  if (env.DATABASE_URL) return { kind: 'postgres', url: checkDatabaseUrl(env.DATABASE_URL) };
  return { kind: 'pglite', dataDir: resolve(cwd, env.DATA_DIR || 'data') };
}

function backupDirOf(env: NodeJS.ProcessEnv, cwd: string, source: Source): string {
  if (env.BACKUP_DIR) return resolve(cwd, env.BACKUP_DIR);
  return source.kind === 'pglite' ? resolve(source.dataDir, '..', 'backups') : resolve(cwd, 'backups');
}

function printMade(io: Io, path: string, size: number, manifest: MadeBackup['manifest']): void {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  io.out(`Backup written: ${path}`);
  io.out(`  ${formatBytes(size)}, product ${manifest.productVersion}, migration level ${manifest.migrationLevel}, ${manifest.engine}, ${rows} rows in ${Object.keys(manifest.tables).length} tables`);
  if (manifest.files) io.out(`  ${manifest.files.count} patients' files (${formatBytes(manifest.files.bytes)})`);
}

async function backupFromPglite(io: Io, dataDir: string, dir: string, filesDir: string): Promise<void> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new CommandError(`There is no database in ${dataDir}: set DATA_DIR to the server's data folder, DATABASE_URL for PostgreSQL, or DENTAL_URL for a running server.`);
  }
  let db;
  try {
    db = await openPglite(dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new CommandError(
        `The database in ${dataDir} is in use by process ${error.pid} (the API server?).\n` +
          'A running server keeps its PGlite folder to itself: ask it for the backup instead, with DENTAL_URL (its address) and a developer account in DENTAL_USER and DENTAL_PASSWORD.',
      );
    }
    throw error;
  }
  try {
    const made = await createBackup(db, dir, { filesDir });
    printMade(io, made.path, made.size, made.manifest);
  } finally {
    await db.close();
  }
}

async function backupFromPostgres(io: Io, url: string, dir: string): Promise<void> {
  let made: MadeBackup;
  try {
    made = await backupPostgres(url, dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === '3D000' || code === '28P01') {
      throw new CommandError(`Cannot reach the database at ${safeUrl(url)} (${code}: ${(error as Error).message}): check DATABASE_URL and that PostgreSQL is running.`);
    }
    throw error;
  }
  printMade(io, made.path, made.size, made.manifest);
}

async function backupFromServer(io: Io, env: NodeJS.ProcessEnv, dir: string): Promise<void> {
  const server = await connectServer(readConnection(env));
  const made = await server.create();
  mkdirSync(dir, { recursive: true });
  const path = await server.download(made.name, dir);
  // The downloaded copy is checked whole before it is called a backup.
  const manifest = await verifyBackupFile(path);
  printMade(io, path, (await stat(path)).size, manifest);
}

async function list(io: Io, env: NodeJS.ProcessEnv, dir: string, source: Source): Promise<void> {
  if (source.kind === 'server') {
    const answer = await (await connectServer(readConnection(env))).list();
    const hour = answer.schedule.hour === null ? 'off' : `every day at ${String(answer.schedule.hour).padStart(2, '0')}:00`;
    io.out(`The server's backups in ${answer.schedule.folder} (daily backups: ${hour}, ${answer.schedule.keep} kept):`);
    if (answer.backups.length === 0) io.out('  none yet');
    else {
      const rows = answer.backups.map((b) => [b.name, formatBytes(b.size), formatDate(new Date(b.createdAt)), b.version, `m${b.migrationLevel}`, b.engine]);
      for (const line of table([['name', 'size', 'made', 'version', 'level', 'engine'], ...rows])) io.out(`  ${line}`);
    }
    return;
  }
  const backups = await listBackups(dir);
  io.out(`Backups in ${dir}:`);
  if (backups.length === 0) {
    io.out('  none yet');
    return;
  }
  const rows = backups.map((b) =>
    b.manifest
      ? [b.name, formatBytes(b.size), formatDate(new Date(b.manifest.createdAt)), b.manifest.productVersion, `m${b.manifest.migrationLevel}`, b.manifest.engine]
      : [b.name, formatBytes(b.size), formatDate(b.modifiedAt), '?', '?', `unreadable: ${b.problem ?? ''}`],
  );
  for (const line of table([['name', 'size', 'made', 'version', 'level', 'engine'], ...rows])) io.out(`  ${line}`);
}

/** `npm run backup [-- --list]`: returns the exit code. */
export async function runBackupCommand(argv: readonly string[], context: CommandContext): Promise<number> {
  const { env, cwd, io } = context;
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(BACKUP_USAGE);
    return 0;
  }
  return runCommand(io, BACKUP_USAGE, async () => {
    const unknown = argv.find((arg) => arg !== '--list');
    if (unknown) throw new UsageError(`Unknown argument "${unknown}".`);
    const source = sourceOf(env, cwd);
    const dir = backupDirOf(env, cwd, source);
    if (argv.includes('--list')) return list(io, env, dir, source);
    if (source.kind === 'server') return backupFromServer(io, env, dir);
    if (source.kind === 'postgres') return backupFromPostgres(io, source.url, dir);
    return backupFromPglite(io, source.dataDir, dir, filesDirOf(env, cwd, source.dataDir));
  });
}
