import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable } from './types';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The extensions every PGlite database of the API is opened with (a directory created with one
 * must always be reopened with it): pg_trgm serves the "name contains" search.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } satisfies PGliteOptions['extensions'];

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Wraps an existing PGlite instance (tests pass an in-memory database). */
export function pgliteDb(pglite: PGlite, onClose?: () => void): Db {
  const base = wrap(pglite);
  return {
    engine: 'pglite',
    ...base,
    // PGlite runs one statement at a time: while a transaction is open, other queries wait for it.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // PGlite queues listeners as microtasks while it reads the commit's answer: they run before the committer resumes.
    listen: async (channel, onNotify) => {
      await pglite.listen(channel, () => onNotify());
    },
    // Inside a transaction of ours: every other statement (each takes the transaction lock) waits until the dump is taken.
    snapshotDataDir: (read) =>
      pglite.transaction(async (tx) => {
        // Written-out pages: a restore then replays little of the write-ahead log.
        await tx.exec('checkpoint');
        const result = await read(wrap(tx));
        return { read: result, dump: await pglite.dumpDataDir('none') };
      }),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/**
 * A data-directory dump as PGlite's `loadDataDir` takes it, without Node's Blob: PGlite only asks
 * it for its bytes, which a Blob of Node 20 hands back in small chunks it then joins (half a second
 * for a test database, seconds for a large clinic's backup).
 */
export function dumpForLoading(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : new Uint8Array(bytes).buffer;
  const dump: Pick<Blob, 'type' | 'size' | 'arrayBuffer'> = { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => whole as ArrayBuffer };
  return dump as Blob;
}

/**
 * Opens (creating it if needed) an embedded database stored in `dataDir`, or in memory without
 * one. A directory is locked for this process until `close` (DataDirBusyError while another live
 * process, such as a running server, has it open: PGlite is single-process).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (!dataDir) return pgliteDb(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    return pgliteDb(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}
