import type { CanaryThresholds } from '@dental/contracts';
import { analyzeCanary, cohortFigures, loadFigures, rollbackReason, USER_LOADS_COUNTED, type CanaryFigures } from './analyzer';
import { DEFAULT_CANARY_THRESHOLDS } from './thresholds';

const figures = (canary: [loads: number, failures: number, failingUsers?: number], stable: [loads: number, failures: number] = [0, 0]): CanaryFigures => ({
  canary: { loads: canary[0], failures: canary[1], failingUsers: canary[2] ?? 0 },
  stable: { loads: stable[0], failures: stable[1] },
});

const analyze = (input: CanaryFigures, thresholds: CanaryThresholds = DEFAULT_CANARY_THRESHOLDS) => analyzeCanary(input, thresholds);

describe('loadFigures', () => {
  it('counts mounted and early-failed loads, and render failures as failures of mounted loads', () => {
    expect(loadFigures({ mounted: 10, failedBeforeRender: 2, renderFailures: 3 })).toEqual({ loads: 12, failures: 5 });
  });

  it('never counts more render failures than loads mounted', () => {
    expect(loadFigures({ mounted: 2, failedBeforeRender: 1, renderFailures: 9 })).toEqual({ loads: 3, failures: 3 });
    expect(loadFigures({ mounted: 0, failedBeforeRender: 0, renderFailures: 4 })).toEqual({ loads: 0, failures: 0 });
  });
});

describe('cohortFigures', () => {
  const user = (mounted: number, failedBeforeRender = 0, renderFailures = 0) => ({ mounted, failedBeforeRender, renderFailures });

  it('counts one failure at most per user, the others neither as loads nor failures', () => {
    expect(cohortFigures([user(0, 60)])).toEqual({ loads: 1, failures: 1 });
    expect(cohortFigures([user(3, 5, 2)])).toEqual({ loads: 2, failures: 1 });
    expect(cohortFigures([user(0, 30), user(0, 30), user(0, 1)])).toEqual({ loads: 3, failures: 3 });
  });

  it(`counts at most ${USER_LOADS_COUNTED} loads per user, so one user never makes up the 30 loads the rate rule needs`, () => {
    expect(cohortFigures([user(600)])).toEqual({ loads: USER_LOADS_COUNTED, failures: 0 });
    expect(cohortFigures([user(600, 1)])).toEqual({ loads: USER_LOADS_COUNTED, failures: 1 });
    expect(analyzeCanary({ canary: { ...cohortFigures([user(600, 60)]), failingUsers: 1 }, stable: { loads: 0, failures: 0 } }, DEFAULT_CANARY_THRESHOLDS).rollback).toBe(false);
  });

  it('adds up users', () => {
    expect(cohortFigures([])).toEqual({ loads: 0, failures: 0 });
    expect(cohortFigures([user(4), user(2, 1), user(1, 0, 1)])).toEqual({ loads: 8, failures: 2 });
  });
});

describe('analyzeCanary', () => {
  it('keeps a healthy canary', () => {
    const verdict = analyze(figures([200, 1, 1], [500, 2]));
    expect(verdict).toMatchObject({ rollback: false, rule: null, canaryRate: 0.5, stableRate: 0.4 });
  });

  it('rolls back a canary failing well above 2 % and the stable rate plus one point', () => {
    const verdict = analyze(figures([31, 4, 2], [300, 0]));
    expect(verdict).toMatchObject({ rollback: true, rule: 'rate', stableRate: 0 });
    expect(verdict.canaryRate).toBeCloseTo(12.903, 3);
    expect(rollbackReason(verdict)).toBe('auto-rollback: 4 of 31 loads failed (12.9 %) vs stable 0.0 %');
  });

  it('waits for enough loads before judging by the rate', () => {
    expect(analyze(figures([29, 29, 2])).rollback).toBe(false);
    expect(analyze(figures([30, 29, 2])).rule).toBe('rate');
  });

  it('keeps a canary that fails no more than the stable build does', () => {
    expect(analyze(figures([100, 10, 2], [1000, 95])).rollback).toBe(false);
    expect(analyze(figures([100, 10, 2], [1000, 100])).rollback).toBe(false);
  });

  it('counts a stable build without loads as not failing', () => {
    const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, maxFailurePercent: 0 };
    expect(analyze(figures([100, 1], [0, 0]), thresholds).rollback).toBe(false);
    expect(analyze(figures([100, 2], [0, 0]), thresholds).rule).toBe('rate');
  });

  it('weighs the stable build on at least minLoads loads, else counts it as not failing', () => {
    // 29 stable loads all failing (a few users' say) do not raise the bar a failing canary must pass.
    const verdict = analyze(figures([40, 10, 2], [29, 29]));
    expect(verdict).toMatchObject({ rollback: true, rule: 'rate', stableRate: 0 });
    expect(analyze(figures([40, 10, 2], [30, 30])).rollback).toBe(false);
  });

  it('rolls back when enough distinct users fail, whatever the number of loads', () => {
    const verdict = analyze(figures([3, 3, 3]));
    expect(verdict).toMatchObject({ rollback: true, rule: 'users' });
    expect(rollbackReason(verdict)).toBe('auto-rollback: 3 users failed within 5 min');
    expect(analyze(figures([3, 3, 2])).rollback).toBe(false);
  });

  it('names the rate rule when both rules call for the rollback', () => {
    expect(analyze(figures([40, 20, 5])).rule).toBe('rate');
  });

  describe('at the boundaries, exactly', () => {
    it('does not roll back at exactly the maximum rate', () => {
      // 1 of 50 is exactly 2 %: not above it.
      expect(analyze(figures([50, 1]), { ...DEFAULT_CANARY_THRESHOLDS, marginPoints: 0 }).rollback).toBe(false);
      expect(analyze(figures([49, 1]), { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 49, marginPoints: 0 }).rollback).toBe(true);
    });

    it('does not roll back at exactly the stable rate plus the margin', () => {
      // Canary 3 of 100 = 3 %, stable 2 of 100 = 2 %: 3 is not above 2 + 1.
      expect(analyze(figures([100, 3], [100, 2])).rollback).toBe(false);
      expect(analyze(figures([100, 4], [100, 2])).rollback).toBe(true);
    });

    it('compares thirds and decimal thresholds without rounding errors', () => {
      // 1 of 3 is 33.33… %: above 33.33, not above 33.34; 0.1 + 0.2 points of margin is 0.3 exactly.
      const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 3, marginPoints: 0 };
      expect(analyze(figures([3, 1]), { ...thresholds, maxFailurePercent: 33.33 }).rollback).toBe(true);
      expect(analyze(figures([3, 1]), { ...thresholds, maxFailurePercent: 33.34 }).rollback).toBe(false);
      // Canary 3.3 % vs stable 3 % with a margin of 0.3 points: equal, so kept.
      const margin = { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 1, maxFailurePercent: 0, marginPoints: 0.3 };
      expect(analyze(figures([1000, 33], [100, 3]), margin).rollback).toBe(false);
      expect(analyze(figures([1000, 34], [100, 3]), margin).rollback).toBe(true);
    });

    it('is not misled where floating-point rates are (7 / 1000 * 100 is 0.7000000000000001)', () => {
      const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 1, marginPoints: 0 };
      expect(analyze(figures([1000, 7]), { ...thresholds, maxFailurePercent: 0.7 }).rollback).toBe(false);
      // 57 / 100 * 100 is 56.99999999999999, yet 57 % is above 56.999.
      expect(analyze(figures([100, 57]), { ...thresholds, maxFailurePercent: 56.999 }).rollback).toBe(true);
    });

    it('stays exact with large counts', () => {
      const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, maxFailurePercent: 0, marginPoints: 0 };
      expect(analyze(figures([99_999_998, 1], [99_999_999, 1]), thresholds).rollback).toBe(true);
      expect(analyze(figures([99_999_999, 1], [99_999_999, 1]), thresholds).rollback).toBe(false);
    });

    it('rolls back at exactly the number of failing users', () => {
      const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, failingUsers: 1 };
      expect(rollbackReason(analyze(figures([1, 1, 1]), thresholds))).toBe('auto-rollback: 1 user failed within 5 min');
      expect(analyze(figures([1, 0, 0]), thresholds).rollback).toBe(false);
    });
  });
});
