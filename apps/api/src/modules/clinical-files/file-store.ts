import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Queryable } from '../../db/types';

/**
 * Where the bytes of the patients' files live, content-addressed by SHA-256: the same bytes are
 * stored once, whoever uploads them. Two stores: a folder (the default beside a PGlite data
 * folder) and the database (`stored_files`, with PostgreSQL, so that several instances serve the
 * same files).
 */
export interface FileStore {
  readonly kind: 'folder' | 'database';
  /** Stores the bytes (nothing when they are there already); resolves to their SHA-256. `tx`: the database store writes in that transaction. */
  put(bytes: Buffer, tx?: Queryable): Promise<string>;
  /** The bytes of `sha256`, or undefined when they are not stored. */
  get(sha256: string): Promise<Buffer | undefined>;
  /** Forgets `sha256` (nothing when it is not stored). `tx`: the database store deletes in that transaction. */
  remove(sha256: string, tx?: Queryable): Promise<void>;
}

export const SHA256 = /^[0-9a-f]{64}$/;

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A blob's place in a folder store: `ab/abcdef…` (256 sub-folders keep each folder small). */
export function blobPath(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
  return join(sha256.slice(0, 2), sha256);
}

/** A folder of blobs, `<dir>/ab/<sha256>`; each written under a temporary name then renamed, so a blob with its name is whole. */
export function folderFileStore(dir: string): FileStore & { readonly dir: string } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    kind: 'folder',
    dir,
    async put(bytes) {
      const sha256 = sha256Of(bytes);
      const path = join(dir, blobPath(sha256));
      const temp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      await mkdir(join(dir, sha256.slice(0, 2)), { recursive: true, mode: 0o700 });
      try {
        await writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
        await rename(temp, path);
      } finally {
        await unlink(temp).catch(() => undefined);
      }
      return sha256;
    },
    async get(sha256) {
      if (!SHA256.test(sha256)) return undefined;
      try {
        return await readFile(join(dir, blobPath(sha256)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(sha256) {
      if (SHA256.test(sha256)) await rm(join(dir, blobPath(sha256)), { force: true });
    },
  };
}

/** The blobs of a folder store, one SHA-256 at a time (temporary files of interrupted writes are not blobs). */
export async function* folderBlobs(dir: string): AsyncGenerator<string> {
  let prefixes: string[];
  try {
    prefixes = (await readdir(dir)).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const prefix of prefixes) {
    for (const name of (await readdir(join(dir, prefix))).sort()) if (SHA256.test(name) && name.startsWith(prefix)) yield name;
  }
}

/** The blobs in `stored_files`: one row per SHA-256, written once (a second upload of the same bytes changes nothing). */
export function databaseFileStore(db: Queryable): FileStore {
  return {
    kind: 'database',
    async put(bytes, tx = db) {
      const sha256 = sha256Of(bytes);
      await tx.query('insert into stored_files (sha256, size, bytes) values ($1, $2, $3) on conflict (sha256) do nothing', [sha256, bytes.length, bytes]);
      return sha256;
    },
    async get(sha256) {
      const [row] = await db.query<{ bytes: Uint8Array }>('select bytes from stored_files where sha256 = $1', [sha256]);
      return row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : undefined;
    },
    async remove(sha256, tx = db) {
      await tx.query('delete from stored_files where sha256 = $1', [sha256]);
    },
  };
}

/** The folder of the stored files beside a PGlite data folder: FILES_DIR, else `files` beside DATA_DIR (as `backups`). */
export function filesDirOf(env: NodeJS.ProcessEnv, cwd: string, dataDir: string): string {
  return env.FILES_DIR ? resolve(cwd, env.FILES_DIR) : resolve(dataDir, '..', 'files');
}
