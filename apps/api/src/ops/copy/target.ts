import { Client } from 'pg';
import type { Queryable } from '../../db/types';
import { readRelations } from './catalog';
import { CopyRefused } from './errors';
import { maskPassword, postgresAddress } from './url';

/** How long to wait for the server to answer before calling it unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

/** One connection to the target: the whole copy is one transaction on it. */
export interface Target extends Queryable {
  address: string;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function connectTarget(url: string): Promise<Target> {
  const address = postgresAddress(url);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: 'dental db:copy' });
  // A connection that breaks mid-copy fails the query in flight; this keeps it from also crashing the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new CopyRefused(`cannot reach PostgreSQL at ${address}: ${maskPassword((error as Error).message || String(error), url)}`);
  }
  const query = async <T>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as T[];
  const exec = async (sql: string) => {
    await client.query(sql);
  };
  return {
    address,
    query,
    exec,
    async transaction(fn) {
      await client.query('begin');
      try {
        const result = await fn({ query, exec });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/** Refuses a target whose schema public holds anything: a copy never mixes with existing data. */
export async function requireEmpty(tx: Queryable, address: string): Promise<void> {
  const relations = await readRelations(tx);
  if (relations.length === 0) return;
  const shown = relations.slice(0, 8).map((relation) => `${relation.kind} ${relation.name}`);
  const more = relations.length > shown.length ? ` and ${relations.length - shown.length} more` : '';
  throw new CopyRefused(
    `The database ${address} is not empty (${shown.join(', ')}${more}): db:copy only fills an empty database. Create a new one (createdb) and copy into it. Nothing was changed.`,
  );
}
