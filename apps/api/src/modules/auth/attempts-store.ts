import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/types';

/** Counters whose window ended this long ago are removed, by whichever instance counts next. */
const SWEEP_EVERY = 200;

let counted = 0;

/**
 * Counts one hit of `key` in its fixed window of `timeWindow` ms (a window that has ended starts
 * again): the hits so far and the ms left. Shared by every API instance on one PostgreSQL.
 */
export async function countHit(db: Queryable, key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
  const [row] = await db.query<{ current: number; ttl: number }>(
    `insert into login_attempts as a (key, hits, window_ends)
       values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when a.window_ends <= now() then 1 else a.hits + 1 end,
       window_ends = case when a.window_ends <= now() then excluded.window_ends else a.window_ends end
     returning hits as current, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl`,
    [key, timeWindow],
  );
  counted += 1;
  if (counted % SWEEP_EVERY === 0) await db.query('delete from login_attempts where window_ends < now()');
  return row;
}

/**
 * A @fastify/rate-limit store kept in the `login_attempts` table, so that every API instance on one
 * PostgreSQL counts the same attempts. One statement per attempt: a fixed window per key that starts
 * again once it has ended.
 */
export function databaseAttemptsStore(db: Queryable): FastifyRateLimitStoreCtor {
  const incr = (key: string, timeWindow: number) => countHit(db, key, timeWindow);
  return class DatabaseAttemptsStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      incr(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
