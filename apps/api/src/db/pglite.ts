import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

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

/** Wraps an existing PGlite instance (tests pass `new PGlite()`, an in-memory database). */
export function pgliteDb(pglite: PGlite): Db {
  const base = wrap(pglite);
  return {
    engine: 'pglite',
    ...base,
    // PGlite runs one statement at a time: while a transaction is open, other queries wait for it.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Opens (creating it if needed) an embedded database stored in `dataDir`, or in memory without one. */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return pgliteDb(pglite);
}
