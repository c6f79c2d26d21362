import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from '../../db/data-dir-lock';
import { migrate } from '../../db/migrate';
import { PGLITE_EXTENSIONS, pgliteDb } from '../../db/pglite';
import type { Db } from '../../db/types';
import { CopyRefused } from './errors';
import { migrationLevel } from './level';

/** The source of a copy: a PGlite database at the code's migration level. */
export interface OpenedSource {
  /** What it is, for the report. */
  description: string;
  db: Db;
  /** Its migration level as found. */
  level: number;
  /** The migrations applied to bring it to the code's level (to a copy: the source itself is never changed). */
  migrated: number[];
  /** The folder of its patients' files (when they are not in the database), copied into stored_files. */
  filesDir?: string;
  close(): Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined };

/** A writable copy of a source, to migrate; `dispose` removes it once closed. */
export interface WritableCopy {
  pglite: PGlite;
  dispose: () => void;
}

/**
 * Checks the level of a just-opened PGlite and, when it lacks migrations, applies them to a copy
 * (`writableCopy` makes it, and may close the original). Closes everything on refusal.
 */
export async function prepareSource(
  pglite: PGlite,
  description: string,
  release: () => void,
  writableCopy: (pglite: PGlite) => Promise<WritableCopy>,
): Promise<OpenedSource> {
  let current = pglite;
  let done = release;
  try {
    const found = await migrationLevel(pgliteDb(current), description);
    let migrated: number[] = [];
    if (found.missing.length > 0) {
      const copy = await writableCopy(current);
      if (copy.pglite !== current) {
        if (!current.closed) await current.close();
        done();
        current = copy.pglite;
        done = copy.dispose;
      }
      migrated = await pgliteDb(current).transaction((tx) => migrate(tx, silent));
    }
    // The content checksums read timestamps as JSON, which carries the session's time zone.
    await current.exec("set timezone = 'UTC'");
    const db = pgliteDb(current, done);
    return { description, db, level: found.level, migrated, close: () => db.close() };
  } catch (error) {
    if (!current.closed) await current.close();
    done();
    throw error;
  }
}

/**
 * A copy of a closed data folder in a temporary folder (TMPDIR), opened: on disk rather than in
 * memory, as a clinic's folder can weigh gigabytes.
 */
export async function folderCopy(dir: string): Promise<WritableCopy> {
  const temp = mkdtempSync(join(tmpdir(), 'dental-db-copy-'));
  const dispose = () => rmSync(temp, { recursive: true, force: true });
  try {
    cpSync(dir, temp, { recursive: true, filter: (path) => basename(path) !== LOCK_FILE });
    return { pglite: await PGlite.create(temp, { extensions: PGLITE_EXTENSIONS }), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** A data folder of the API (its server stopped), locked for the time of the copy, with the folder of its patients' files. */
export async function openFolderSource(dir: string, filesDir?: string): Promise<OpenedSource> {
  const description = `the PGlite data folder ${dir}`;
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new CopyRefused(`There is no database in ${dir}: give the clinic's data folder (--from, or DATA_DIR) or a backup file (--backup).`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new CopyRefused(
      `The database in ${dir} is in use by process ${error.pid} (the API server?): stop the server first, or back it up (npm run backup) and copy from the backup file (--backup <file>).`,
    );
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    release();
    throw new CopyRefused(`The database in ${dir} cannot be opened: ${(error as Error).message}`);
  }
  // Copied closed (and still locked), so the copy is consistent.
  const opened = await prepareSource(pglite, description, release, async (folder) => {
    await folder.close();
    return folderCopy(dir);
  });
  return filesDir && existsSync(filesDir) ? { ...opened, filesDir } : opened;
}
