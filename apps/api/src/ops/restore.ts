import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { migrations as allMigrations, type Migration } from '../db/migrations';
import { dumpForLoading, PGLITE_EXTENSIONS, pgliteDb } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { blobPath, filesDirOf, folderBlobs, folderFileStore } from '../modules/clinical-files/file-store';
import { extractBackupFile, readBackupFile, type BackupManifest } from './backup-file';
import { migrationLevelOf, tableCounts } from './backup';
import { pgRestore, safeUrl } from './pg-tools';

/** Restoring a backup file into an empty PGlite folder or an empty PostgreSQL database. */

/** A PGlite folder with the folder of its patients' files (default: `files` beside it), or a PostgreSQL database (its files are rows). */
export type RestoreTarget = { engine: 'pglite'; dataDir: string; filesDir?: string } | { engine: 'postgres'; url: string };

/** A restore that was not attempted (or stopped before the data changed): the reason in words. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreOptions {
  /** Replace existing data: a PGlite folder is moved aside, a PostgreSQL schema public dropped. */
  force?: boolean;
  /** Progress lines for a person. */
  say?: (line: string) => void;
  /** The code's migrations (tests pass fewer to play an older code). */
  migrations?: readonly Migration[];
  /** For the moved-aside folder's name. */
  now?: () => Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table as restored, before any migration. */
  counts: Record<string, number>;
  /** Migrations applied after the restore (the backup was older than the code). */
  applied: number[];
  /** The database's migration level once restored and migrated. */
  migrationLevel: number;
  /** Where the replaced PGlite folder went (with --force). */
  movedAside?: string;
}

const ENGINE_WORDS = { pglite: 'the embedded database (PGlite, a DATA_DIR folder)', postgres: 'a PostgreSQL database (DATABASE_URL)' };

function checkEngine(manifest: BackupManifest, target: RestoreTarget): void {
  if (manifest.engine === target.engine) return;
  if (manifest.engine === 'pglite') {
    throw new RestoreRefused(
      `This backup is of ${ENGINE_WORDS.pglite}; it cannot be restored into PostgreSQL. To move its data to PostgreSQL use ` +
        '`npm run db:copy -- --to <postgres url>` (see the README, "Moving to PostgreSQL"), or unset DATABASE_URL to restore it into a DATA_DIR folder.',
    );
  }
  throw new RestoreRefused(
    `This backup is of ${ENGINE_WORDS.postgres}; it cannot be restored into a PGlite folder. Set DATABASE_URL to an empty PostgreSQL database and run the restore again.`,
  );
}

function checkLevel(manifest: BackupManifest, migrations: readonly Migration[]): void {
  const codeLevel = Math.max(0, ...migrations.map((migration) => migration.version));
  if (manifest.migrationLevel > codeLevel) {
    throw new RestoreRefused(
      `This backup is at migration level ${manifest.migrationLevel} (product ${manifest.productVersion}), newer than this code's level ${codeLevel}: ` +
        'update the product to a version at least as new, then restore it.',
    );
  }
}

function checkCounts(manifest: BackupManifest, counts: Record<string, number>): void {
  const wrong = Object.entries(manifest.tables)
    .filter(([table, rows]) => counts[table] !== rows)
    .map(([table, rows]) => `${table}: ${counts[table] ?? 'missing'} restored, ${rows} in the backup`);
  if (wrong.length > 0) throw new Error(`The restored rows do not match the backup:\n  ${wrong.join('\n  ')}`);
}

const quietLog = (say: (line: string) => void) => ({
  info: (fields: { version?: number; migration?: string }) => say(`  migration ${fields.version} (${fields.migration}) applied`),
  warn: () => undefined,
});

type Finished = Pick<RestoreResult, 'counts' | 'applied' | 'migrationLevel'>;

async function finish(db: Db, manifest: BackupManifest, options: RestoreOptions): Promise<Finished> {
  const say = options.say ?? (() => undefined);
  const counts = await tableCounts(db);
  checkCounts(manifest, counts);
  const applied = await db.transaction((tx) => migrate(tx, quietLog(say), options.migrations ?? allMigrations));
  return { counts, applied, migrationLevel: await migrationLevelOf(db) };
}

/**
 * Restores `file` into `target`. The file is read and checked whole (damaged, foreign, newer
 * format, other engine, newer migration level) before anything is touched; existing data is
 * refused without `force`. After the restore the row counts are checked against the backup and
 * the migrations the backup lacks are applied.
 */
export async function restoreBackup(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (target.engine === 'postgres') return restorePostgres(file, target.url, options);
  return restorePglite(file, target.dataDir, target.filesDir ?? filesDirOf({}, target.dataDir, target.dataDir), options);
}

function isEmptyFolder(dir: string): boolean {
  return readdirSync(dir).length === 0;
}

function stampOf(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * The patients' files of a backup, checked and set aside in a folder of their own until the
 * database is restored, then moved into the files folder (kept: the same name is the same bytes).
 */
async function placeBlobs(staging: string, filesDir: string): Promise<number> {
  let placed = 0;
  for await (const sha256 of folderBlobs(staging)) {
    mkdirSync(join(filesDir, sha256.slice(0, 2)), { recursive: true, mode: 0o700 });
    renameSync(join(staging, blobPath(sha256)), join(filesDir, blobPath(sha256)));
    placed += 1;
  }
  return placed;
}

async function restorePglite(file: string, dataDir: string, filesDir: string, options: RestoreOptions): Promise<RestoreResult> {
  // Beside the files folder: on its file system, each file is then moved in place by a rename.
  mkdirSync(dirname(filesDir), { recursive: true });
  const staging = mkdtempSync(join(dirname(filesDir), '.dental-restore-files-'));
  try {
    const stage = folderFileStore(staging);
    const { manifest, payload } = await readBackupFile(file, async (_sha256, bytes) => {
      await stage.put(bytes);
    });
    const result = await restorePgliteData(manifest, payload, dataDir, options);
    if (manifest.files) {
      const placed = await placeBlobs(staging, filesDir);
      options.say?.(`${placed} patients' files restored into ${filesDir}`);
    }
    return result;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function restorePgliteData(manifest: BackupManifest, payload: Buffer, dataDir: string, options: RestoreOptions): Promise<RestoreResult> {
  checkEngine(manifest, { engine: 'pglite', dataDir });
  checkLevel(manifest, options.migrations ?? allMigrations);

  let movedAside: string | undefined;
  if (existsSync(dataDir)) {
    if (!statSync(dataDir).isDirectory()) throw new RestoreRefused(`${dataDir} is a file, not a folder.`);
    if (!isEmptyFolder(dataDir)) {
      // Even with --force: a running server has the folder open, and PGlite is single-process.
      try {
        lockDataDir(dataDir)();
      } catch (error) {
        if (error instanceof DataDirBusyError) throw new RestoreRefused(`${dataDir} is in use by process ${error.pid} (the API server?): stop it first, then restore.`);
        throw error;
      }
      if (!options.force) {
        throw new RestoreRefused(`${dataDir} already holds data: restore into an empty or new folder (DATA_DIR), or add --force to move the current data aside first.`);
      }
      movedAside = `${dataDir}.before-restore-${stampOf((options.now ?? (() => new Date()))())}`;
      renameSync(dataDir, movedAside);
      options.say?.(`The current data was moved to ${movedAside}`);
    }
  }

  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  let db: Db | undefined;
  try {
    const pglite = await PGlite.create(dataDir, { loadDataDir: dumpForLoading(payload), extensions: PGLITE_EXTENSIONS });
    // The dump carries the lock file of the process that made it: the folder is this process's now.
    writeFileSync(join(dataDir, LOCK_FILE), String(process.pid));
    db = pgliteDb(pglite, release);
    return { manifest, ...(await finish(db, manifest, options)), movedAside };
  } finally {
    if (db) await db.close();
    else release();
  }
}

/** A client on the database, or a refusal saying it cannot be reached. */
async function connectTo(url: string): Promise<Client> {
  let client: Client;
  try {
    client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  } catch {
    throw new RestoreRefused(`DATABASE_URL is not a valid PostgreSQL address: ${safeUrl(url)}`);
  }
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new RestoreRefused(`Cannot reach the database at ${safeUrl(url)} (${reason}): check DATABASE_URL and that PostgreSQL is running.`);
  }
}

async function restorePostgres(file: string, url: string, options: RestoreOptions): Promise<RestoreResult> {
  const work = mkdtempSync(join(tmpdir(), 'dental-restore-'));
  try {
    const archive = join(work, 'postgres.dump');
    const manifest = await extractBackupFile(file, archive);
    checkEngine(manifest, { engine: 'postgres', url });
    checkLevel(manifest, options.migrations ?? allMigrations);

    const client = await connectTo(url);
    try {
      const [{ n }] = (await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).rows;
      if (n > 0) {
        if (!options.force) {
          throw new RestoreRefused(
            `The database at ${safeUrl(url)} already has ${n} table${n === 1 ? '' : 's'}: restore into an empty database, or add --force to drop its schema public first.`,
          );
        }
        await client.query('drop schema public cascade');
        await client.query('create schema public');
        options.say?.(`The database's schema public was dropped and created again (${n} tables removed).`);
      }
    } finally {
      await client.end();
    }

    await pgRestore(url, archive);
    const db = openPostgres(url, { max: 2 });
    try {
      return { manifest, ...(await finish(db, manifest, options)) };
    } finally {
      await db.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
