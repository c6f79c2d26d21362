import type { ModuleLoad } from '@dental/contracts';
import { ApiError } from '../../http/errors';
import type { Db, Queryable } from '../../db/types';

/** A user's browser reports at most this many loads per minute (a page loads a module once per navigation). */
export const LOADS_PER_USER_PER_MINUTE = 60;
/** Loads are kept this many days: enough for `status` and any canary window (a day at most). */
export const LOADS_KEPT_DAYS = 7;

/** The class of the advisory locks that serialise one user's reports (the second key is the user). */
const REPORT_LOCK_CLASS = 21021;

/**
 * Stores a user's batch of loads, unless it would take them past LOADS_PER_USER_PER_MINUTE loads
 * stored in the last minute (429, nothing stored). The bound counts the stored loads themselves,
 * so it holds across every API instance on the database, a refused or invalid report never counts,
 * and a browser that was refused gets through again as the minute slides. A transaction-level
 * advisory lock per user makes two reports of one user, on any instances, count one after the other.
 */
export async function storeLoads(db: Db, userId: string, loads: readonly ModuleLoad[]): Promise<number> {
  return db.transaction(async (tx) => {
    // Distinct users may share a lock key past 2^31: they then only wait for each other.
    await tx.query('select pg_advisory_xact_lock($1, ($2::bigint % 2147483647)::int)', [REPORT_LOCK_CLASS, userId]);
    const [{ recent }] = await tx.query<{ recent: number }>(
      `select count(*)::int as recent from module_loads where at > now() - interval '1 minute' and user_id = $1`,
      [userId],
    );
    if (recent + loads.length > LOADS_PER_USER_PER_MINUTE) throw new ApiError(429, 'health.tooManyReports');
    await tx.query(
      `insert into module_loads (user_id, module, build, cohort, stage, ok)
       select $1, load.module, load.build, load.cohort, load.stage, load.ok
         from jsonb_to_recordset($2::jsonb) as load(module text, build text, cohort text, stage text, ok boolean)`,
      [userId, JSON.stringify(loads)],
    );
    return loads.length;
  });
}

export async function pruneLoads(db: Queryable): Promise<void> {
  await db.query(`delete from module_loads where at < now() - $1 * interval '1 day'`, [LOADS_KEPT_DAYS]);
}
