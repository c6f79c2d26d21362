import { decideRelease, type KnownBuild, type ReleaseState } from './state-machine';

const A = '0123456789abcdef';
const B = 'fedcba9876543210';
const url = (id: string) => `/modules/admin/builds/${id}/mf-manifest.json`;
const BUNDLED = '/modules/admin/mf-manifest.json';
const good = (id: string): KnownBuild => ({ id, bad: false, badReason: null });
const bad = (id: string): KnownBuild => ({ id, bad: true, badReason: 'failures 40 %' });

const onBundled: ReleaseState = { stableUrl: BUNDLED, canary: null };
const canaryOfA: ReleaseState = { stableUrl: BUNDLED, canary: { url: url(A), percent: 10 } };

describe('canary', () => {
  const canary = (build: KnownBuild | null, percent: number, force = false) => ({ kind: 'canary' as const, buildId: A, build, percent, force });

  it('starts a canary of a stored build for a share of users', () => {
    expect(decideRelease('admin', onBundled, canary(good(A), 10))).toEqual({
      outcome: 'changed',
      next: { stableUrl: BUNDLED, canary: { url: url(A), percent: 10 } },
      event: { action: 'canary', fromUrl: null, toUrl: url(A), percent: 10, reason: 'canary 10 %' },
    });
  });

  it('changes the share, and answers a repeat with nothing to do', () => {
    expect(decideRelease('admin', canaryOfA, canary(good(A), 50))).toMatchObject({ outcome: 'changed', next: { canary: { url: url(A), percent: 50 } } });
    expect(decideRelease('admin', canaryOfA, canary(good(A), 10))).toEqual({ outcome: 'unchanged' });
  });

  it('ends the canary at 0 %, and does nothing when there is none', () => {
    expect(decideRelease('admin', canaryOfA, canary(good(A), 0))).toEqual({
      outcome: 'changed',
      next: onBundled,
      event: { action: 'canary', fromUrl: url(A), toUrl: null, percent: 0, reason: 'canary ended' },
    });
    expect(decideRelease('admin', onBundled, canary(good(A), 0))).toEqual({ outcome: 'unchanged' });
  });

  it('refuses an unknown build, the stable build, and a bad build without force', () => {
    expect(decideRelease('admin', onBundled, canary(null, 10))).toEqual({ outcome: 'refused', key: 'release.buildUnknown', params: { module: 'admin', build: A } });
    expect(decideRelease('admin', { stableUrl: url(A), canary: null }, canary(good(A), 10))).toEqual({ outcome: 'refused', key: 'release.canaryIsStable', params: { module: 'admin', build: A } });
    expect(decideRelease('admin', onBundled, canary(bad(A), 10))).toEqual({ outcome: 'refused', key: 'release.buildBad', params: { build: A, reason: 'failures 40 %' } });
    expect(decideRelease('admin', onBundled, canary(bad(A), 10, true))).toMatchObject({ outcome: 'changed', event: { reason: 'canary 10 % (forced: build marked bad)' } });
  });
});

describe('promote', () => {
  it('makes the canary the stable build and ends the canary', () => {
    expect(decideRelease('admin', canaryOfA, { kind: 'promote', canaryBuild: good(A), force: false })).toEqual({
      outcome: 'changed',
      next: { stableUrl: url(A), canary: null },
      event: { action: 'promote', fromUrl: BUNDLED, toUrl: url(A), percent: null, reason: 'promote' },
    });
  });

  it('refuses without a canary (so of two promotes, the second is refused), and a bad canary without force', () => {
    expect(decideRelease('admin', onBundled, { kind: 'promote', canaryBuild: null, force: false })).toEqual({ outcome: 'refused', key: 'release.noCanary', params: { module: 'admin' } });
    expect(decideRelease('admin', canaryOfA, { kind: 'promote', canaryBuild: bad(A), force: false })).toMatchObject({ outcome: 'refused', key: 'release.buildBad' });
    expect(decideRelease('admin', canaryOfA, { kind: 'promote', canaryBuild: bad(A), force: true })).toMatchObject({ outcome: 'changed', next: { stableUrl: url(A) } });
  });
});

describe('rollback', () => {
  const toPrevious = (lastStableChange: { action: 'promote' | 'rollback' | 'registry'; fromUrl: string; toUrl: string } | null, previousBuild: KnownBuild | null = null, force = false) => ({
    kind: 'rollback' as const,
    buildId: null,
    build: null,
    lastStableChange,
    previousBuild,
    force,
  });
  const onB: ReleaseState = { stableUrl: url(B), canary: null };

  it('goes back to the stable build before the last promote, the bundled one included', () => {
    expect(decideRelease('admin', onB, toPrevious({ action: 'promote', fromUrl: BUNDLED, toUrl: url(B) }))).toEqual({
      outcome: 'changed',
      next: onBundled,
      event: { action: 'rollback', fromUrl: url(B), toUrl: BUNDLED, percent: null, reason: 'rollback to bundled' },
    });
    expect(decideRelease('admin', onB, toPrevious({ action: 'promote', fromUrl: url(A), toUrl: url(B) }, good(A)))).toMatchObject({ next: { stableUrl: url(A) }, event: { reason: `rollback to ${A}` } });
  });

  it('is a repeat after a rollback: nothing to do, or only the canary started since ends', () => {
    const after: ReleaseState = { stableUrl: BUNDLED, canary: null };
    const last = { action: 'rollback' as const, fromUrl: url(B), toUrl: BUNDLED };
    expect(decideRelease('admin', after, toPrevious(last))).toEqual({ outcome: 'unchanged' });
    expect(decideRelease('admin', canaryOfA, toPrevious(last))).toEqual({
      outcome: 'changed',
      next: onBundled,
      event: { action: 'rollback', fromUrl: BUNDLED, toUrl: BUNDLED, percent: null, reason: 'rollback: canary ended' },
    });
  });

  it('refuses when no stable build came before', () => {
    expect(decideRelease('admin', onBundled, toPrevious(null))).toEqual({ outcome: 'refused', key: 'release.noPreviousStable', params: { module: 'admin' } });
  });

  it('goes to a named build, ending any canary; a bad one only with force; an unknown one never', () => {
    const named = (build: KnownBuild | null, force = false) => ({ kind: 'rollback' as const, buildId: A, build, lastStableChange: null, previousBuild: null, force });
    expect(decideRelease('admin', { stableUrl: url(B), canary: { url: BUNDLED, percent: 5 } }, named(good(A)))).toEqual({
      outcome: 'changed',
      next: { stableUrl: url(A), canary: null },
      event: { action: 'rollback', fromUrl: url(B), toUrl: url(A), percent: null, reason: `rollback to ${A}` },
    });
    expect(decideRelease('admin', { stableUrl: url(A), canary: null }, named(good(A)))).toEqual({ outcome: 'unchanged' });
    expect(decideRelease('admin', onB, named(bad(A)))).toMatchObject({ outcome: 'refused', key: 'release.buildBad' });
    expect(decideRelease('admin', onB, named(bad(A), true))).toMatchObject({ outcome: 'changed', next: { stableUrl: url(A) } });
    expect(decideRelease('admin', onB, named(null))).toMatchObject({ outcome: 'refused', key: 'release.buildUnknown' });
  });
});
