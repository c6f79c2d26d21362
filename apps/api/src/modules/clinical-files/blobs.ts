import type { Queryable } from '../../db/types';
import type { FileStore } from './file-store';

/** Whether a patient's image (original, thumbnail or preview) or document still names these bytes. */
async function stillUsed(db: Queryable, sha256: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from patient_images where $1 in (sha256, thumb_sha256, preview_sha256)
     union all select 1 from patient_documents where sha256 = $1 limit 1`,
    [sha256],
  );
  return rows.length > 0;
}

/** Forgets the bytes no row names any more (the same bytes uploaded twice are stored once, and stay while either row does). */
export async function releaseBlobs(db: Queryable, files: FileStore, shas: readonly string[]): Promise<void> {
  for (const sha256 of new Set(shas)) if (!(await stillUsed(db, sha256))) await files.remove(sha256);
}

/** Stores the bytes, then runs `record` (the row naming them); the bytes no row names are forgotten again when it fails. */
export async function storeThenRecord<T>(db: Queryable, files: FileStore, blobs: readonly Buffer[], record: (shas: string[]) => Promise<T>): Promise<T> {
  const shas: string[] = [];
  try {
    for (const blob of blobs) shas.push(await files.put(blob));
    return await record(shas);
  } catch (error) {
    await releaseBlobs(db, files, shas).catch(() => undefined);
    throw error;
  }
}
