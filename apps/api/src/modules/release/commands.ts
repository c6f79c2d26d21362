import type { CanaryInput, ModuleName, ReleaseEvent, RollbackInput } from '@dental/contracts';
import { buildIdOfUrl, decideRelease, type RefusalKey, type ReleaseCommand, type ReleaseState } from '@dental/domain';
import type { Db, Queryable } from '../../db/types';
import { ApiError } from '../../http/errors';
import { findKnownBuild } from './builds';
import { insertReleaseEvent, lastStableChange } from './events';
import { readReleaseState } from './status';

/** The HTTP status of each refusal of a release command. */
const REFUSAL_STATUS: Record<RefusalKey, number> = {
  'release.buildUnknown': 404,
  'release.buildBad': 409,
  'release.canaryIsStable': 409,
  'release.noCanary': 409,
  'release.noPreviousStable': 409,
};

/** The stored build a URL loads, as the release commands weigh it (null for the bundled build or another address). */
async function buildAt(db: Queryable, module: ModuleName, url: string) {
  const id = buildIdOfUrl(url);
  return /^[0-9a-f]{16}$/.test(id) ? findKnownBuild(db, module, id) : null;
}

/** How each command is looked up in the locked state. */
export const releaseCommands = {
  canary: (input: Required<CanaryInput>) => async (tx: Queryable, module: ModuleName): Promise<ReleaseCommand> => ({
    kind: 'canary',
    buildId: input.build,
    build: await findKnownBuild(tx, module, input.build),
    percent: input.percent,
    force: input.force,
  }),
  promote: (force: boolean) => async (tx: Queryable, module: ModuleName, state: ReleaseState): Promise<ReleaseCommand> => ({
    kind: 'promote',
    canaryBuild: state.canary ? await buildAt(tx, module, state.canary.url) : null,
    force,
  }),
  rollback: (input: Required<RollbackInput>) => async (tx: Queryable, module: ModuleName): Promise<ReleaseCommand> => {
    const last = input.build === null ? await lastStableChange(tx, module) : null;
    return {
      kind: 'rollback',
      buildId: input.build,
      build: input.build === null ? null : await findKnownBuild(tx, module, input.build),
      lastStableChange: last,
      previousBuild: last ? await buildAt(tx, module, last.fromUrl) : null,
      force: input.force,
    };
  },
};

export type CommandLookup = (tx: Queryable, module: ModuleName, state: ReleaseState) => Promise<ReleaseCommand>;

/**
 * Runs a release command in one transaction on the module's locked registry row: of two commands
 * at once, the second decides on what the first left (two promotes: the second finds no canary).
 * A refusal throws its ApiError; a repeat changes and records nothing.
 */
export async function runReleaseCommand(db: Db, module: ModuleName, userId: string, lookup: CommandLookup): Promise<{ changed: boolean; event: ReleaseEvent | null }> {
  return db.transaction(async (tx) => {
    const state = await readReleaseState(tx, module, true);
    const decision = decideRelease(module, state, await lookup(tx, module, state));
    if (decision.outcome === 'refused') throw new ApiError(REFUSAL_STATUS[decision.key], decision.key, decision.params);
    if (decision.outcome === 'unchanged') return { changed: false, event: null };
    const { next, event } = decision;
    await tx.query('update module_registry set url = $2, canary_url = $3, canary_percent = $4, updated_at = now() where name = $1', [
      module,
      next.stableUrl,
      next.canary?.url ?? null,
      next.canary?.percent ?? null,
    ]);
    return { changed: true, event: await insertReleaseEvent(tx, { module, byUser: userId, ...event }) };
  });
}
