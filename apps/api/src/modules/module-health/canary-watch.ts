import type { CanaryThresholds, ModuleLoadCohort, ModuleName } from '@dental/contracts';
import { analyzeCanary, buildIdOfUrl, cohortFigures, rollbackReason, type CanaryVerdict, type LoadFigures, type LoadReports } from '@dental/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/types';
import { registryOrigins } from '../registry/origins';
import { readThresholds } from '../release/thresholds';

/**
 * The automatic rollback (issue 21 §3): after a batch of loads is stored, each module of the batch
 * that has a canary is judged on the loads reported for the canary build by its canary cohort and
 * for the stable build by its stable cohort, counting only the loads the server agreed with when
 * they were reported (loads.ts: forced loads, the testers' override, never count) and each user
 * for little (`cohortFigures`: one failure and ten loads per build at most);
 * a failing canary is ended, its build marked bad, and the rollback kept in the history with its
 * figures. Several instances may judge the same canary at once: the first to lock the registry
 * row rolls it back, the others find the canary gone and do nothing.
 */

interface WatchedCanary {
  module: ModuleName;
  stableUrl: string;
  canaryUrl: string;
}

async function canariesOf(db: Queryable, modules: readonly ModuleName[]): Promise<WatchedCanary[]> {
  return db.query<WatchedCanary>(
    `select name as module, url as "stableUrl", canary_url as "canaryUrl"
       from module_registry
      where name = any($1::text[]) and canary_url is not null and canary_percent > 0`,
    [[...modules]],
  );
}

interface BuildFigures extends LoadFigures {
  failingUsers: number;
}

/**
 * A build's loads by one cohort within `windowMinutes`, each user's weight capped (`cohortFigures`),
 * and its distinct failing users within `usersWindowMinutes`: only loads that weigh (`counted`,
 * the server agreed the user was served that build in that cohort) are read.
 */
async function buildFigures(db: Queryable, module: ModuleName, build: string, cohort: ModuleLoadCohort, thresholds: CanaryThresholds): Promise<BuildFigures> {
  const users = await db.query<LoadReports & { failedRecently: boolean }>(
    `select count(*) filter (where in_window and stage = 'mount' and ok)::int as "mounted",
            count(*) filter (where in_window and not ok and stage <> 'render')::int as "failedBeforeRender",
            count(*) filter (where in_window and not ok and stage = 'render')::int as "renderFailures",
            bool_or(in_users_window and not ok) as "failedRecently"
       from (select *, at > now() - $4 * interval '1 minute' as in_window,
                       at > now() - $5 * interval '1 minute' as in_users_window
               from module_loads
              where module = $1 and build = $2 and cohort = $3 and counted
                and at > now() - greatest($4, $5) * interval '1 minute') as load
      group by user_id`,
    [module, build, cohort, thresholds.windowMinutes, thresholds.usersWindowMinutes],
  );
  return { ...cohortFigures(users), failingUsers: users.filter((user) => user.failedRecently).length };
}

async function judge(db: Queryable, canary: WatchedCanary): Promise<CanaryVerdict> {
  const thresholds = await readThresholds(db, canary.module);
  const canaryFigures = await buildFigures(db, canary.module, buildIdOfUrl(canary.canaryUrl), 'canary', thresholds);
  const { loads, failures } = await buildFigures(db, canary.module, buildIdOfUrl(canary.stableUrl), 'stable', thresholds);
  return analyzeCanary({ canary: canaryFigures, stable: { loads, failures } }, thresholds);
}

/** The figures kept with the event: what was counted, the rates and the thresholds applied. */
function eventFigures(verdict: CanaryVerdict) {
  const { canary, stable } = verdict.figures;
  return {
    rule: verdict.rule,
    canary: { ...canary, ratePercent: verdict.canaryRate },
    stable: { ...stable, ratePercent: verdict.stableRate },
    thresholds: verdict.thresholds,
  };
}

/** Ends the canary judged, unless it changed meanwhile; true when this call rolled it back. */
async function rollBack(db: Db, canary: WatchedCanary, verdict: CanaryVerdict): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ url: string; canaryUrl: string | null; canaryPercent: number | null }>(
      'select url, canary_url as "canaryUrl", canary_percent as "canaryPercent" from module_registry where name = $1 for update',
      [canary.module],
    );
    if (!current || current.canaryUrl !== canary.canaryUrl || !current.canaryPercent) return false;
    const reason = rollbackReason(verdict);
    const canaryBuild = buildIdOfUrl(canary.canaryUrl);
    await tx.query('update module_registry set canary_url = null, canary_percent = null, updated_at = now() where name = $1', [canary.module]);
    // A canary named by hand may be a build the server does not store: then there is none to mark.
    await tx.query('update module_builds set bad = true, bad_reason = $3 where id = $1 and module = $2', [canaryBuild, canary.module, reason]);
    await tx.query(
      `insert into module_release_events (module, action, by_user, from_build, to_build, from_url, to_url, percent, reason, figures)
       values ($1, 'auto-rollback', null, $2, $3, $4, $5, 0, $6, $7::jsonb)`,
      [canary.module, canaryBuild, buildIdOfUrl(current.url), canary.canaryUrl, current.url, reason, JSON.stringify(eventFigures(verdict))],
    );
    return true;
  });
}

/** Judges the canaries of these modules and rolls back those failing; the modules rolled back by this call. */
export async function watchCanaries(db: Db, modules: readonly ModuleName[], log: FastifyBaseLogger): Promise<ModuleName[]> {
  const rolledBack: ModuleName[] = [];
  for (const canary of await canariesOf(db, modules)) {
    const verdict = await judge(db, canary);
    if (verdict.rollback && (await rollBack(db, canary, verdict))) {
      rolledBack.push(canary.module);
      log.warn({ module: canary.module, canary: canary.canaryUrl, figures: eventFigures(verdict) }, rollbackReason(verdict));
    }
  }
  if (rolledBack.length > 0) {
    // The next page's Content-Security-Policy need not allow the canary's origin any more.
    const origins = registryOrigins(db);
    await origins.refresh().catch((error: unknown) => {
      origins.invalidate();
      log.warn({ err: error }, 'registry origins not refreshed: read again on the next page');
    });
  }
  return rolledBack;
}
