import type { ModuleLoad, ModuleName } from '@dental/contracts';
import { servedBuild, type ServedBuild } from '@dental/domain';
import { ApiError } from '../../http/errors';
import type { Db, Queryable } from '../../db/types';
import { listRegistry } from '../registry/queries';

/** A user's browser reports at most this many loads per minute (a page loads a module once per navigation). */
export const LOADS_PER_USER_PER_MINUTE = 60;
/** Loads are kept this many days: enough for `status` and any canary window (a day at most). */
export const LOADS_KEPT_DAYS = 7;

/** The class of the advisory locks that serialise one user's reports (the second key is the user). */
const REPORT_LOCK_CLASS = 21021;

/** Each module's build and cohort as served to this user now, by the registry rows (forced builds aside). */
async function servedTo(db: Queryable, userId: string): Promise<Map<ModuleName, ServedBuild>> {
  return new Map((await listRegistry(db)).map((entry) => [entry.name, servedBuild(entry, userId)]));
}

/**
 * Whether a load weighs in its module's canary judgement: the server agrees that this user is in
 * the cohort the report names (the user's bucket recomputed from the registry row, by the
 * browser's own choice) and was served the build it names. Forced loads (a tester's override)
 * never weigh; a report about another build, another cohort, or a state the registry has left
 * since (a canary ended or moved meanwhile) is kept but does not weigh.
 */
export function weighs(load: ModuleLoad, served: ServedBuild | undefined): boolean {
  return served !== undefined && load.cohort === served.cohort && load.build === served.build;
}

/**
 * Stores a user's batch of loads, unless it would take them past LOADS_PER_USER_PER_MINUTE loads
 * stored in the last minute (429, nothing stored). The bound counts the stored loads themselves,
 * so it holds across every API instance on the database, a refused or invalid report never counts,
 * and a browser that was refused gets through again as the minute slides. A transaction-level
 * advisory lock per user makes two reports of one user, on any instances, count one after the other.
 * Every valid load is stored and answered as accepted; each is marked `counted` or not (`weighs`).
 */
export interface StoredLoads {
  accepted: number;
  counted: number;
  /** The modules of the loads that weigh: the only canaries this report can change the verdict on. */
  weighedModules: ModuleName[];
}

export async function storeLoads(db: Db, userId: string, loads: readonly ModuleLoad[]): Promise<StoredLoads> {
  return db.transaction(async (tx) => {
    // Distinct users may share a lock key past 2^31: they then only wait for each other.
    await tx.query('select pg_advisory_xact_lock($1, ($2::bigint % 2147483647)::int)', [REPORT_LOCK_CLASS, userId]);
    const [{ recent }] = await tx.query<{ recent: number }>(
      `select count(*)::int as recent from module_loads where at > now() - interval '1 minute' and user_id = $1`,
      [userId],
    );
    if (recent + loads.length > LOADS_PER_USER_PER_MINUTE) throw new ApiError(429, 'health.tooManyReports');
    const served = await servedTo(tx, userId);
    const checked = loads.map((load) => ({ ...load, counted: weighs(load, served.get(load.module)) }));
    await tx.query(
      `insert into module_loads (user_id, module, build, cohort, stage, ok, counted)
       select $1, load.module, load.build, load.cohort, load.stage, load.ok, load.counted
         from jsonb_to_recordset($2::jsonb) as load(module text, build text, cohort text, stage text, ok boolean, counted boolean)`,
      [userId, JSON.stringify(checked)],
    );
    const counted = checked.filter((load) => load.counted);
    return { accepted: loads.length, counted: counted.length, weighedModules: [...new Set(counted.map((load) => load.module))] };
  });
}

export async function pruneLoads(db: Queryable): Promise<void> {
  await db.query(`delete from module_loads where at < now() - $1 * interval '1 day'`, [LOADS_KEPT_DAYS]);
}
