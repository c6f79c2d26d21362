import type { Queryable } from './types';

/**
 * A read written on its own ($1..$n parameters) that can also run beside others in one statement:
 * `sql` selects rows (numbers that must stay exact as text, as everywhere), `read` turns them into
 * what the caller uses.
 */
export interface Read<T> {
  sql: string;
  params: readonly unknown[];
  read: (rows: never[]) => T;
}

export function defineRead<Row, T>(sql: string, params: readonly unknown[], read: (rows: Row[]) => T): Read<T> {
  return { sql, params, read: read as (rows: never[]) => T };
}

/** Runs one read alone. */
export async function runRead<T>(db: Queryable, one: Read<T>): Promise<T> {
  return one.read(await db.query<never>(one.sql, one.params));
}

/** What a read answers; null for a read not made (distributes over `Read<T> | null`). */
type ResultOf<X> = X extends Read<infer T> ? T : null;
type Results<R extends Record<string, Read<unknown> | null>> = { [K in keyof R]: ResultOf<R[K]> };

/** `$k` of a read's text, numbered after the parameters of the reads before it. */
const shifted = (sql: string, by: number) => sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);

/**
 * Several reads in one statement, each read's rows gathered as one JSON array (in the order its
 * query gives them): one round trip to the database instead of one per read. On PGlite's single
 * connection every statement costs its parse and its trip through the engine, more than a small
 * read itself. Each read stays the query it is alone. A read given as null is not made (answers null).
 */
export async function runReads<R extends Record<string, Read<unknown> | null>>(db: Queryable, reads: R): Promise<Results<R>> {
  const made = Object.entries(reads).filter((entry): entry is [string, Read<unknown>] => entry[1] !== null);
  const params: unknown[] = [];
  const columns = made.map(([, { sql, params: own }], index) => {
    const column = `(select coalesce(json_agg(r), '[]'::json) from (${shifted(sql, params.length)}) r) as c${index}`;
    params.push(...own);
    return column;
  });
  const [row] = await db.query<Record<string, never[]>>(`select ${columns.join(',\n')}`, params);
  const results: Record<string, unknown> = Object.fromEntries(Object.keys(reads).map((name) => [name, null]));
  made.forEach(([name, one], index) => {
    results[name] = one.read(row[`c${index}`]);
  });
  return results as Results<R>;
}
