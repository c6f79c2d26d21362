import type { ModuleName, ReleaseStatus } from '@dental/contracts';
import { buildIdOfUrl, type ReleaseState } from '@dental/domain';
import { notFound } from '../../http/errors';
import type { Queryable } from '../../db/types';
import { listBuilds } from './builds';
import { listReleaseEvents } from './events';
import { readThresholds } from './thresholds';

/** The events `status` shows; the `release.events` call lists the whole history. */
export const STATUS_EVENTS = 10;

/** What users of the module load; with `forUpdate`, the module's row is locked until the transaction ends. */
export async function readReleaseState(db: Queryable, module: ModuleName, forUpdate = false): Promise<ReleaseState> {
  const [row] = await db.query<{ url: string; canaryUrl: string | null; canaryPercent: number | null }>(
    `select url, canary_url as "canaryUrl", canary_percent as "canaryPercent" from module_registry where name = $1${forUpdate ? ' for update' : ''}`,
    [module],
  );
  if (!row) throw notFound();
  return { stableUrl: row.url, canary: row.canaryUrl === null ? null : { url: row.canaryUrl, percent: row.canaryPercent ?? 0 } };
}

export async function releaseStatus(db: Queryable, module: ModuleName): Promise<ReleaseStatus> {
  const state = await readReleaseState(db, module);
  return {
    module,
    stable: { build: buildIdOfUrl(state.stableUrl), url: state.stableUrl },
    canary: state.canary && { build: buildIdOfUrl(state.canary.url), url: state.canary.url, percent: state.canary.percent },
    builds: await listBuilds(db, module),
    events: await listReleaseEvents(db, module, STATUS_EVENTS),
    thresholds: await readThresholds(db, module),
  };
}
