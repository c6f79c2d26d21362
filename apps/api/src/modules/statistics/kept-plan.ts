import { runReads, type Read } from '../../db/one-statement';
import { sqlState, type Db, type Queryable } from '../../db/types';

/**
 * `runReads` with the statement's plan kept by PGlite's session. On PGlite every statement is
 * parsed and planned anew (the app sends unnamed statements), and for the one statement of a
 * statistics call (eight reads, a dozen subqueries) that costs more than reading a day's rows: for
 * one doctor's day of a busy clinic, about 9 of its 14 ms. Here the statement becomes, at its first
 * call, a temporary PL/pgSQL function of the session (pg_temp): PL/pgSQL keeps the plan of its query,
 * a generic plan (`plan_cache_mode = force_generic_plan`: made once, for any values of the
 * parameters; made again when a table's statistics or definition change), and each call then only
 * binds the parameters and executes it. The parameters still travel as parameters: they are the
 * function's arguments, typed as PostgreSQL infers them for the statement (PREPARE's
 * `parameter_types`). The function answers the statement's one row as JSON, each column of which is
 * a read's JSON array, unchanged.
 *
 * Only for statements whose generic plan is as good for any values (one doctor's day: a few rows of
 * each table, found by index; see `ofDoctor`). On PostgreSQL the statement is sent as it is: each
 * pooled connection is a session of its own, and planning natively costs little.
 */
export async function runKeptReads<R extends Record<string, Read<unknown> | null>>(db: Db, reads: R) {
  return runReads(db.engine === 'pglite' ? keptSession(db) : db, reads);
}

/** A kept statement: the function's call, each parameter cast to its type. */
type Kept = { call: string } | null;

/** Each session's functions, by the text of their statement. */
const sessions = new WeakMap<Queryable, Map<string, Promise<Kept>>>();
/** Distinct statements a session keeps at most (the statistics send one); any other is sent as it is. */
const MOST = 8;
let made = 0;

/**
 * `session`'s statements sent through the functions kept in it. `session` must be one session:
 * PGlite's database, or a transaction (one connection) of PostgreSQL's, which a function that cannot
 * be made aborts. A function that cannot be made leaves its statement to be sent as it is; one the
 * session lost is made again at the next call.
 */
export function keptSession(session: Queryable): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      let functions = sessions.get(session);
      if (!functions) sessions.set(session, (functions = new Map()));
      let kept = functions.get(sql);
      if (!kept && functions.size < MOST) functions.set(sql, (kept = keep(session, sql)));
      const known = await kept;
      if (!known) return session.query<T>(sql, params);
      try {
        const [{ row }] = await session.query<{ row: T }>(known.call, params);
        return [row];
      } catch (error) {
        // Lost (42883: no such function; 3F000: no temporary schema, a session that made none yet): sent as it is, made again next time.
        const state = sqlState(error);
        if (state !== '42883' && state !== '3F000') throw error;
        functions.delete(sql);
        return session.query<T>(sql, params);
      }
    },
    exec: (sql) => session.exec(sql),
  };
}

/** Makes the function of `sql` in the session, or answers null when it cannot. */
async function keep(session: Queryable, sql: string): Promise<Kept> {
  made += 1;
  const name = `statistics_kept_${made}`;
  if (sql.includes('$kept$')) return null;
  try {
    await session.query(`prepare ${name} as ${sql}`);
    let types: string[];
    try {
      [{ types }] = await session.query<{ types: string[] }>('select parameter_types::text[] as types from pg_prepared_statements where name = $1', [name]);
    } finally {
      await session.query(`deallocate ${name}`);
    }
    await session.query(
      `create function pg_temp.${name}(${types.join(', ')}) returns json language plpgsql set plan_cache_mode = force_generic_plan
         as $kept$ begin return (select row_to_json(s) from (${sql}) s); end $kept$`,
    );
    return { call: `select pg_temp.${name}(${types.map((type, index) => `$${index + 1}::${type}`).join(', ')}) as row` };
  } catch {
    return null;
  }
}
