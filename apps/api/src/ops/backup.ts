import { mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Client } from 'pg';
import rootPackage from '../../../../package.json';
import { migrations } from '../db/migrations';
import type { Db, Queryable } from '../db/types';
import { folderBlobs } from '../modules/clinical-files/file-store';
import { backupPathsFor, isBackupName, readBackupManifest, writeBackupFileAs, type BackupBlobs, type BackupInfo, type BackupManifest } from './backup-file';
import { pgDump } from './pg-tools';

/** Making a backup of a live database, consistent without stopping it; listing and pruning a folder of backups. */

export const PRODUCT_VERSION: string = rootPackage.version;

/** The newest migration this code knows. */
export const CODE_MIGRATION_LEVEL = Math.max(...migrations.map((migration) => migration.version));

/** The highest migration applied to the database (0 when none). */
export async function migrationLevelOf(q: Queryable): Promise<number> {
  const [exists] = await q.query<{ found: boolean }>(
    `select exists (select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'schema_migrations') as found`,
  );
  if (!exists?.found) return 0;
  const [row] = await q.query<{ level: number | null }>('select max(version)::int as level from schema_migrations');
  return row?.level ?? 0;
}

/** The base tables of the schema, by name. */
export async function tableNames(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, counted in one statement (one snapshot). */
export async function tableCounts(q: Queryable): Promise<Record<string, number>> {
  const names = await tableNames(q);
  if (names.length === 0) return {};
  // Names come from the catalogue and are quoted as identifiers.
  const parts = names.map((name) => `select '${name.replace(/'/g, "''")}' as name, count(*)::int as n from "${name.replace(/"/g, '""')}"`);
  const rows = await q.query<{ name: string; n: number }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

async function describe(q: Queryable): Promise<{ migrationLevel: number; tables: Record<string, number> }> {
  return { migrationLevel: await migrationLevelOf(q), tables: await tableCounts(q) };
}

export interface MadeBackup {
  path: string;
  name: string;
  size: number;
  manifest: BackupManifest;
}

export interface BackupOptions {
  now?: () => Date;
  /** PGlite: the folder of the patients' files (when they are not in the database), saved with it. */
  filesDir?: string;
}

async function listBlobs(dir: string): Promise<string[]> {
  const shas: string[] = [];
  for await (const sha256 of folderBlobs(dir)) shas.push(sha256);
  return shas;
}

/**
 * One backup of the database into `dir` (created if needed). PGlite: its own dump of the data
 * directory, taken with nothing written in between, and the patients' files of `filesDir` listed
 * at that moment. PostgreSQL: pg_dump of a snapshot exported by a repeatable-read transaction,
 * the row counts read in that same snapshot (the files are rows of stored_files there).
 */
export async function createBackup(db: Db, dir: string, options: BackupOptions = {}): Promise<MadeBackup> {
  const now = options.now ?? (() => new Date());
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (db.engine === 'pglite') {
    if (!db.snapshotDataDir) throw new Error('This database cannot dump its data directory.');
    const { filesDir } = options;
    const { read, dump } = await db.snapshotDataDir(async (q) => ({ ...(await describe(q)), shas: filesDir ? await listBlobs(filesDir) : undefined }));
    const { shas, ...counted } = read;
    const blobs = filesDir && shas ? { dir: filesDir, shas } : undefined;
    return write(dir, { ...counted, engine: 'pglite' }, Buffer.from(await dump.arrayBuffer()), now(), blobs);
  }
  if (!db.connectionString) throw new Error('The PostgreSQL address is unknown: pg_dump cannot reach the database.');
  return backupPostgres(db.connectionString, dir, now);
}

async function write(dir: string, read: Pick<BackupInfo, 'migrationLevel' | 'tables' | 'engine'>, payload: Buffer | Readable, at: Date, blobs?: BackupBlobs): Promise<MadeBackup> {
  const info: BackupInfo = { productVersion: PRODUCT_VERSION, createdAt: at.toISOString(), ...read };
  const { path, manifest } = await writeBackupFileAs(backupPathsFor(dir, at, read.migrationLevel), info, payload, blobs);
  const { size } = await stat(path);
  return { path, name: basename(path), size, manifest };
}

/** pg_dump of a PostgreSQL database with the row counts of the same snapshot. */
export async function backupPostgres(url: string, dir: string, now: () => Date = () => new Date()): Promise<MadeBackup> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const q: Queryable = {
      query: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[],
      exec: async (sql: string) => {
        await client.query(sql);
      },
    };
    const read = await describe(q);
    // The transaction stays open until pg_dump is done: its snapshot lives as long as it does.
    const made = await write(dir, { ...read, engine: 'postgres' }, pgDump(url, snapshot), now());
    await client.query('commit');
    return made;
  } finally {
    await client.end();
  }
}

export interface ListedBackup {
  name: string;
  path: string;
  size: number;
  modifiedAt: Date;
  manifest?: BackupManifest;
  /** Why the file's manifest cannot be read. */
  problem?: string;
}

/** The backup files of `dir` (names of the pattern only), newest first; none when the folder does not exist. */
export async function listBackups(dir: string): Promise<ListedBackup[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter(isBackupName);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const listed = await Promise.all(
    names.map(async (name): Promise<ListedBackup | undefined> => {
      const path = join(dir, name);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        const entry: ListedBackup = { name, path, size: info.size, modifiedAt: info.mtime };
        try {
          entry.manifest = await readBackupManifest(path);
        } catch (error) {
          entry.problem = error instanceof Error ? error.message : String(error);
        }
        return entry;
      } catch {
        return undefined;
      }
    }),
  );
  return listed.filter((entry): entry is ListedBackup => entry !== undefined).sort(newestFirst);
}

function createdOf(entry: ListedBackup): number {
  const created = entry.manifest ? Date.parse(entry.manifest.createdAt) : NaN;
  return Number.isNaN(created) ? entry.modifiedAt.getTime() : created;
}

function newestFirst(a: ListedBackup, b: ListedBackup): number {
  return createdOf(b) - createdOf(a) || b.name.localeCompare(a.name);
}

/** What a backup interrupted by a crash leaves: its hidden temporary files. */
const LEFTOVER = /^\.dental-.*\.(partial|payload|download)$/;
const LEFTOVER_AGE_MS = 24 * 3600 * 1000;

/**
 * Deletes the oldest backups of `dir` beyond the `keep` newest (files of the pattern only), and
 * the temporary files of backups interrupted more than a day ago. Returns the deleted backups' names.
 */
export async function pruneBackups(dir: string, keep: number, now: Date = new Date()): Promise<string[]> {
  const old = (await listBackups(dir)).slice(Math.max(keep, 0));
  for (const entry of old) await unlink(entry.path);
  for (const name of (await readdir(dir)).filter((file) => LEFTOVER.test(file))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now.getTime() - info.mtime.getTime() > LEFTOVER_AGE_MS) await unlink(path).catch(() => undefined);
  }
  return old.map((entry) => entry.name);
}
