import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Db, Queryable } from './types';

function wrap(client: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Largest number of connections of this API instance. */
  max?: number;
  onError?: (error: Error) => void;
}

/** PostgreSQL through a `pg` connection pool. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const config: PoolConfig = { connectionString, max: options.max ?? 10 };
  const pool = new Pool(config);
  // An idle connection that breaks (server restart) must not take the process down.
  pool.on('error', (error) => options.onError?.(error));
  // Nor one a request holds (the server ended it between two statements of a transaction): the
  // pool listens to its connections only while they are idle, and an 'error' event nobody listens
  // to ends the process. The request's next statement fails instead, and the pool drops the
  // connection when it comes back.
  const heldConnectionBroke = (error: Error) => options.onError?.(error);
  pool.on('acquire', (client) => client.on('error', heldConnectionBroke));
  pool.on('release', (_error, client) => client.removeListener('error', heldConnectionBroke));
  let closed = false;
  return {
    engine: 'postgres',
    connectionString,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
