import type { CanaryThresholds } from '@dental/contracts';

/**
 * Whether a canary build is failing in users' browsers, from the loads they report (issue 21 §3).
 *
 * How reports become loads and failures (one browser reports each module load once, at the stage
 * it failed or once mounted; a page that throws after mounting sends a second report):
 * - `mount` with ok true: a load that mounted;
 * - ok false at any stage but `render` (manifest, entry, init, expose, libVersions, mount): a load
 *   that failed;
 * - `render` with ok false: a load that had mounted and then failed. It counts as a failure, not
 *   as another load, and never more of them than loads mounted in the same window (a page that
 *   throws again and again fails one load, not ten);
 * - any other report (ok true before mounting or at render) is progress, neither load nor failure.
 */
export interface LoadReports {
  /** Reports `mount` ok. */
  mounted: number;
  /** Reports ok false at a stage other than `render`. */
  failedBeforeRender: number;
  /** Reports `render` ok false. */
  renderFailures: number;
}

export interface LoadFigures {
  loads: number;
  failures: number;
}

export function loadFigures(reports: LoadReports): LoadFigures {
  return {
    loads: reports.mounted + reports.failedBeforeRender,
    failures: reports.failedBeforeRender + Math.min(reports.renderFailures, reports.mounted),
  };
}

/**
 * One user weighs little (issue 34 §7): of one user's reports of one build within the window, at
 * most USER_LOADS_COUNTED loads count, and at most one of them as a failure; the user's failures
 * beyond the first count neither as loads nor as failures. An account alone can thus neither make
 * up the `minLoads` the rate rule needs, nor tip a build's rate with a stream of failures.
 */
export const USER_LOADS_COUNTED = 10;

/** The loads and failures of a build by a cohort: each user's reports (already summed per user) capped, then added up. */
export function cohortFigures(usersReports: readonly LoadReports[]): LoadFigures {
  let loads = 0;
  let failures = 0;
  for (const reports of usersReports) {
    const user = loadFigures(reports);
    const failed = Math.min(user.failures, 1);
    loads += failed + Math.min(user.loads - user.failures, USER_LOADS_COUNTED - failed);
    failures += failed;
  }
  return { loads, failures };
}

/** A canary's loads within `windowMinutes` and its failing users within `usersWindowMinutes`; the stable build's loads within `windowMinutes`. */
export interface CanaryFigures {
  canary: LoadFigures & { failingUsers: number };
  stable: LoadFigures;
}

export type RollbackRule = 'rate' | 'users';

export interface CanaryVerdict {
  rollback: boolean;
  /** The rule that calls for the rollback (the rate rule when both do), null when none does. */
  rule: RollbackRule | null;
  /** Failure rates in percent (0 without loads; the stable one 0 below `minLoads` loads), for people to read: the decision compares exact integers. */
  canaryRate: number;
  stableRate: number;
  figures: CanaryFigures;
  thresholds: CanaryThresholds;
}

/** Percentages (which may have decimals) as exact integers in this many parts of a percent. */
const PERCENT_SCALE = 10_000;

const scaledPercent = (percent: number) => BigInt(Math.round(percent * PERCENT_SCALE));

/** failures / loads in percent, times PERCENT_SCALE, as the fraction [numerator, denominator]: 0 / 1 without loads. */
function scaledRate({ loads, failures }: LoadFigures): [bigint, bigint] {
  return loads > 0 ? [BigInt(failures) * 100n * BigInt(PERCENT_SCALE), BigInt(loads)] : [0n, 1n];
}

const ratePercent = ({ loads, failures }: LoadFigures) => (loads > 0 ? (failures * 100) / loads : 0);

/**
 * The rate rule: at least `minLoads` canary loads, and a failure rate above both
 * `maxFailurePercent` and the stable build's rate plus `marginPoints` (a stable build with fewer
 * than `minLoads` loads counts as not failing). The users rule: `failingUsers` distinct users failing.
 */
export function analyzeCanary(figures: CanaryFigures, thresholds: CanaryThresholds): CanaryVerdict {
  // The stable build is weighed on as many loads as the canary needs, or counts as not failing:
  // a handful of stable failures (a single user's) cannot raise the bar a failing canary must pass.
  const stable = figures.stable.loads >= thresholds.minLoads ? figures.stable : { loads: 0, failures: 0 };
  const [canaryTop, canaryBottom] = scaledRate(figures.canary);
  const [stableTop, stableBottom] = scaledRate(stable);
  const aboveMaximum = canaryTop > scaledPercent(thresholds.maxFailurePercent) * canaryBottom;
  // canaryTop / canaryBottom > stableTop / stableBottom + margin, multiplied out by both denominators.
  const aboveStable = canaryTop * stableBottom > stableTop * canaryBottom + scaledPercent(thresholds.marginPoints) * canaryBottom * stableBottom;
  const byRate = figures.canary.loads >= thresholds.minLoads && aboveMaximum && aboveStable;
  const byUsers = figures.canary.failingUsers >= thresholds.failingUsers;
  const rule: RollbackRule | null = byRate ? 'rate' : byUsers ? 'users' : null;
  return {
    rollback: rule !== null,
    rule,
    canaryRate: ratePercent(figures.canary),
    stableRate: ratePercent(stable),
    figures,
    thresholds,
  };
}

/** The reason an automatic rollback gives in the history, with the figures behind it. */
export function rollbackReason(verdict: CanaryVerdict): string {
  const { canary } = verdict.figures;
  if (verdict.rule === 'users') {
    const users = canary.failingUsers === 1 ? '1 user' : `${canary.failingUsers} users`;
    return `auto-rollback: ${users} failed within ${verdict.thresholds.usersWindowMinutes} min`;
  }
  return `auto-rollback: ${canary.failures} of ${canary.loads} loads failed (${verdict.canaryRate.toFixed(1)} %) vs stable ${verdict.stableRate.toFixed(1)} %`;
}
