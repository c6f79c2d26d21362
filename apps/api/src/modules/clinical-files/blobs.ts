import type { Db, Queryable } from '../../db/types';
import { sha256Of, type FileStore } from './file-store';

/** The class of the advisory locks that serialise the writers of one blob (the second key is its SHA-256's hash). */
const BLOB_LOCK_CLASS = 37_001;

/**
 * Takes the blobs' locks for the transaction, in one order so that two writers never wait on each
 * other: an upload naming bytes and a removal forgetting the same bytes (the same file uploaded
 * twice is stored once) then run one after the other, on any instance, and a removal never takes
 * bytes a row is being written to name.
 */
async function lockBlobs(tx: Queryable, shas: readonly string[]): Promise<void> {
  for (const sha256 of [...new Set(shas)].sort()) await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [BLOB_LOCK_CLASS, sha256]);
}

/** Whether a patient's image (original, thumbnail or preview) or document still names these bytes. */
async function stillUsed(tx: Queryable, sha256: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from patient_images where $1 in (sha256, thumb_sha256, preview_sha256)
     union all select 1 from patient_documents where sha256 = $1 limit 1`,
    [sha256],
  );
  return rows.length > 0;
}

async function forgetUnused(tx: Queryable, files: FileStore, shas: readonly string[]): Promise<void> {
  for (const sha256 of new Set(shas)) if (!(await stillUsed(tx, sha256))) await files.remove(sha256, tx);
}

/** Forgets the bytes no row names any more (the same bytes uploaded twice are stored once, and stay while either row does). */
export async function releaseBlobs(db: Db, files: FileStore, shas: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBlobs(tx, shas);
    await forgetUnused(tx, files, shas);
  });
}

/** Stores the bytes, then runs `record` (the row naming them) in the same transaction; the bytes no row names are forgotten again when it fails. */
export async function storeThenRecord<T>(db: Db, files: FileStore, blobs: readonly Buffer[], record: (tx: Queryable, shas: string[]) => Promise<T>): Promise<T> {
  const shas = blobs.map(sha256Of);
  try {
    return await db.transaction(async (tx) => {
      await lockBlobs(tx, shas);
      for (const blob of blobs) await files.put(blob, tx);
      return record(tx, shas);
    });
  } catch (error) {
    await releaseBlobs(db, files, shas).catch(() => undefined);
    throw error;
  }
}

/** Runs `remove` (deleting the rows naming the bytes) and forgets the bytes no other row names, in one transaction. */
export async function removeThenRelease<T>(db: Db, files: FileStore, shas: readonly string[], remove: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockBlobs(tx, shas);
    const removed = await remove(tx);
    await forgetUnused(tx, files, shas);
    return removed;
  });
}
