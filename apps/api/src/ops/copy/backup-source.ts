import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpForLoading, PGLITE_EXTENSIONS } from '../../db/pglite';
import { folderFileStore } from '../../modules/clinical-files/file-store';
import { BackupFileError, readBackupFile } from '../backup-file';
import { CopyRefused } from './errors';
import { prepareSource, type OpenedSource } from './source';

/**
 * A backup file of a PGlite database (npm run backup), checked whole (size and checksum) and
 * loaded into memory: the copy reads it there, and any missing migration is applied there. Its
 * patients' files wait in a temporary folder (TMPDIR), removed when the source is closed.
 */
export async function openBackupSource(file: string): Promise<OpenedSource> {
  const filesDir = mkdtempSync(join(tmpdir(), 'dental-db-copy-files-'));
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  try {
    const opened = await openBackup(file, filesDir);
    return { ...opened, filesDir, close: () => opened.close().finally(removeFiles) };
  } catch (error) {
    removeFiles();
    throw error;
  }
}

async function openBackup(file: string, filesDir: string): Promise<OpenedSource> {
  const files = folderFileStore(filesDir);
  let backup: Awaited<ReturnType<typeof readBackupFile>>;
  try {
    backup = await readBackupFile(file, async (_sha256, bytes) => {
      await files.put(bytes);
    });
  } catch (error) {
    if (error instanceof BackupFileError) throw new CopyRefused(`${error.message} Nothing was copied.`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw new CopyRefused(`${file}: cannot read the backup file (${code}).`);
    throw error;
  }
  const { manifest, payload } = backup;
  if (manifest.engine !== 'pglite') {
    throw new CopyRefused(
      `${file} is a backup of a PostgreSQL database (pg_dump): db:copy copies the embedded database. Restore it into PostgreSQL with npm run restore instead.`,
    );
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ loadDataDir: dumpForLoading(payload), extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    throw new CopyRefused(`${file}: the database inside the backup file cannot be opened (${(error as Error).message}).`);
  }
  const description = `the backup file ${file} (made ${manifest.createdAt} by version ${manifest.productVersion})`;
  // Already a copy, in memory: migrated where it is.
  return prepareSource(pglite, description, () => undefined, async (memory) => ({ pglite: memory, dispose: () => undefined }));
}
