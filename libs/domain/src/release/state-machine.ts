import type { MessageKey, MessageParams, ModuleName } from '@dental/contracts';
import { buildIdOfUrl, storedBuildUrl } from './build-urls';

/**
 * The release commands of a module (canary, promote, rollback) as pure decisions: given what users
 * load now and what the server knows of the builds named, the next state and the event to record,
 * nothing to do (a repeat), or a refusal. The server looks the builds up, locks the module's row,
 * and applies the decision in the same transaction.
 */

/** What users of a module load: the stable build's URL and the canary, if any. */
export interface ReleaseState {
  stableUrl: string;
  canary: { url: string; percent: number } | null;
}

/** A build as the server knows it; null when the module has no such build. */
export interface KnownBuild {
  id: string;
  bad: boolean;
  badReason: string | null;
}

/** The stable build before and after the most recent change of the stable build (from the history). */
export interface StableChange {
  action: 'promote' | 'rollback' | 'registry';
  fromUrl: string;
  toUrl: string;
}

export type ReleaseCommand =
  | { kind: 'canary'; buildId: string; build: KnownBuild | null; percent: number; force: boolean }
  /** `canaryBuild`: the canary's stored build, null when the canary is not a stored build. */
  | { kind: 'promote'; canaryBuild: KnownBuild | null; force: boolean }
  /** A named build (`buildId`, `build` as found), or the previous stable (`buildId` null: the history's last change of the stable build, and the build it came from). */
  | { kind: 'rollback'; buildId: string | null; build: KnownBuild | null; lastStableChange: StableChange | null; previousBuild: KnownBuild | null; force: boolean };

export type RefusalKey = Extract<MessageKey, 'release.buildUnknown' | 'release.buildBad' | 'release.canaryIsStable' | 'release.noCanary' | 'release.noPreviousStable'>;

/** The fields of the event a change records (the builds are read from the URLs). */
export interface ReleaseEventFields {
  action: 'canary' | 'promote' | 'rollback';
  fromUrl: string | null;
  toUrl: string | null;
  percent: number | null;
  reason: string;
}

export type ReleaseDecision =
  | { outcome: 'refused'; key: RefusalKey; params: MessageParams }
  | { outcome: 'unchanged' }
  | { outcome: 'changed'; next: ReleaseState; event: ReleaseEventFields };

const refused = (key: RefusalKey, params: MessageParams): ReleaseDecision => ({ outcome: 'refused', key, params });
const UNCHANGED: ReleaseDecision = { outcome: 'unchanged' };

/** A bad build is used only with force; the reason then says so. */
function badRefusal(build: KnownBuild | null, force: boolean): ReleaseDecision | null {
  if (!build?.bad || force) return null;
  return refused('release.buildBad', { build: build.id, reason: build.badReason ?? '' });
}

const forcedNote = (build: KnownBuild | null, force: boolean) => (build?.bad && force ? ' (forced: build marked bad)' : '');

function decideCanary(module: ModuleName, state: ReleaseState, command: Extract<ReleaseCommand, { kind: 'canary' }>): ReleaseDecision {
  const { build, percent } = command;
  if (!build) return refused('release.buildUnknown', { module, build: command.buildId });
  if (percent === 0) {
    if (!state.canary) return UNCHANGED;
    return { outcome: 'changed', next: { ...state, canary: null }, event: { action: 'canary', fromUrl: state.canary.url, toUrl: null, percent: 0, reason: 'canary ended' } };
  }
  const url = storedBuildUrl(module, build.id);
  if (url === state.stableUrl) return refused('release.canaryIsStable', { module, build: build.id });
  const bad = badRefusal(build, command.force);
  if (bad) return bad;
  if (state.canary?.url === url && state.canary.percent === percent) return UNCHANGED;
  return {
    outcome: 'changed',
    next: { ...state, canary: { url, percent } },
    event: { action: 'canary', fromUrl: state.canary?.url ?? null, toUrl: url, percent, reason: `canary ${percent} %${forcedNote(build, command.force)}` },
  };
}

function decidePromote(module: ModuleName, state: ReleaseState, command: Extract<ReleaseCommand, { kind: 'promote' }>): ReleaseDecision {
  if (!state.canary) return refused('release.noCanary', { module });
  const bad = badRefusal(command.canaryBuild, command.force);
  if (bad) return bad;
  return {
    outcome: 'changed',
    next: { stableUrl: state.canary.url, canary: null },
    event: { action: 'promote', fromUrl: state.stableUrl, toUrl: state.canary.url, percent: null, reason: `promote${forcedNote(command.canaryBuild, command.force)}` },
  };
}

/** The URL a rollback goes to and the build there, or a refusal. */
function rollbackTarget(module: ModuleName, state: ReleaseState, command: Extract<ReleaseCommand, { kind: 'rollback' }>): { url: string; build: KnownBuild | null } | ReleaseDecision {
  if (command.buildId !== null) {
    if (!command.build) return refused('release.buildUnknown', { module, build: command.buildId });
    return { url: storedBuildUrl(module, command.build.id), build: command.build };
  }
  const last = command.lastStableChange;
  if (!last) return refused('release.noPreviousStable', { module });
  // The last change of the stable build was itself a rollback: repeating it changes nothing.
  if (last.action === 'rollback') return { url: state.stableUrl, build: null };
  return { url: last.fromUrl, build: command.previousBuild };
}

function decideRollback(module: ModuleName, state: ReleaseState, command: Extract<ReleaseCommand, { kind: 'rollback' }>): ReleaseDecision {
  const target = rollbackTarget(module, state, command);
  if ('outcome' in target) return target;
  if (target.url === state.stableUrl && !state.canary) return UNCHANGED;
  const bad = target.url === state.stableUrl ? null : badRefusal(target.build, command.force);
  if (bad) return bad;
  const reason = target.url === state.stableUrl ? 'rollback: canary ended' : `rollback to ${buildIdOfUrl(target.url)}${forcedNote(target.build, command.force)}`;
  return { outcome: 'changed', next: { stableUrl: target.url, canary: null }, event: { action: 'rollback', fromUrl: state.stableUrl, toUrl: target.url, percent: null, reason } };
}

/** The decision of a release command on a module in `state`. */
export function decideRelease(module: ModuleName, state: ReleaseState, command: ReleaseCommand): ReleaseDecision {
  switch (command.kind) {
    case 'canary':
      return decideCanary(module, state, command);
    case 'promote':
      return decidePromote(module, state, command);
    case 'rollback':
      return decideRollback(module, state, command);
  }
}
