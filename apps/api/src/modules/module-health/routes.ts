import type { FastifyInstance } from 'fastify';
import { currentUser, requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { saveThresholds } from '../release/thresholds';
import { watchCanaries } from './canary-watch';
import { pruneLoads, storeLoads } from './loads';

/** Each instance removes the loads past their keeping time at most this often, on a report. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The module loads the shell reports (any signed-in user), and the canary thresholds (developer only). */
export async function moduleHealthRoutes(app: FastifyInstance) {
  const { db } = app;
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function pruneNowAndThen(request: { log: FastifyInstance['log'] }) {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneLoads(db).catch((error: unknown) => request.log.warn({ err: error }, 'old module loads not pruned'));
  }

  /**
   * Stored with the caller's id and nothing else of theirs, each load marked whether it weighs
   * (the server agrees the caller was served that build in that cohort: loads.ts). The canaries
   * of the modules whose loads weigh are judged before the answer, so a failing canary is rolled
   * back by the report that tips it.
   */
  route(app, 'moduleHealth.report', {}, async (request) => {
    const { loads } = request.body;
    const stored = await storeLoads(db, currentUser(request).id, loads);
    await pruneNowAndThen(request);
    const modules = stored.weighedModules;
    // The loads are kept whatever happens next: a failed judgement is judged again on the next report.
    await watchCanaries(db, modules, request.log).catch((error: unknown) => request.log.error({ err: error, modules }, 'canaries not judged'));
    return ok({ accepted: stored.accepted, counted: stored.counted });
  });

  route(app, 'release.thresholds', { guard: requireDev() }, async (request) => ok(await saveThresholds(db, request.params.name, request.body)));
}
