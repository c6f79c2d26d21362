import type { RemoteModuleEntry } from '@dental/contracts';
import { canaryBucket, chooseBuildUrl, servedBuild } from './canary';

const entry = (percent: number): RemoteModuleEntry => ({
  name: 'admin',
  url: '/modules/admin/mf-manifest.json',
  canary: { url: '/canary/admin/mf-manifest.json', percent },
});

describe('canaryBucket', () => {
  it('is stable for a user and module and stays within 0..99', () => {
    for (let id = 1; id < 500; id++) {
      const bucket = canaryBucket(String(id), 'admin');
      expect(bucket).toBe(canaryBucket(String(id), 'admin'));
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it('spreads users evenly enough for a percentage to mean something', () => {
    const inCanary = Array.from({ length: 10_000 }, (_, i) => canaryBucket(String(i + 1), 'patients') < 20).filter(Boolean);
    expect(inCanary.length).toBeGreaterThan(1700);
    expect(inCanary.length).toBeLessThan(2300);
  });

  it('puts about a tenth of users in each tenth of the buckets', () => {
    const deciles = new Array<number>(10).fill(0);
    for (let id = 1; id <= 10_000; id++) deciles[Math.floor(canaryBucket(String(id), 'appointments') / 10)] += 1;
    for (const count of deciles) {
      expect(count).toBeGreaterThanOrEqual(800);
      expect(count).toBeLessThanOrEqual(1200);
    }
  });

  it('gives the same bucket in the browser and on the server: FNV-1a of "userId:module", pinned', () => {
    // Both run this function; these values break if anyone changes the hash on one side only.
    expect(canaryBucket('1', 'admin')).toBe(630596689 % 100);
    expect(canaryBucket('2', 'patients')).toBe(2556492239 % 100);
    expect(canaryBucket('42', 'finance')).toBe(4241982263 % 100);
    expect(canaryBucket('1000', 'appointments')).toBe(1113429108 % 100);
    expect(canaryBucket('65', 'laboratories')).toBe(2061259367 % 100);
    expect(canaryBucket('7', 'consumables')).toBe(1164410604 % 100);
  });

  it('differs between modules for the same user', () => {
    const differing = Array.from({ length: 100 }, (_, i) => String(i)).filter(
      (id) => canaryBucket(id, 'admin') !== canaryBucket(id, 'finance'),
    );
    expect(differing.length).toBeGreaterThan(80);
  });
});

describe('chooseBuildUrl', () => {
  it('uses the stable build without a canary', () => {
    expect(chooseBuildUrl({ ...entry(0), canary: null }, '7')).toBe('/modules/admin/mf-manifest.json');
  });

  it('sends everybody to the canary at 100% and nobody at 0%', () => {
    expect(chooseBuildUrl(entry(100), '7')).toBe('/canary/admin/mf-manifest.json');
    expect(chooseBuildUrl(entry(0), '7')).toBe('/modules/admin/mf-manifest.json');
  });

  it('follows the bucket in between', () => {
    const userId = '42';
    const bucket = canaryBucket(userId, 'admin');
    expect(chooseBuildUrl(entry(bucket + 1), userId)).toBe('/canary/admin/mf-manifest.json');
    expect(chooseBuildUrl(entry(bucket), userId)).toBe('/modules/admin/mf-manifest.json');
  });

  it('only adds users when the percentage rises', () => {
    const users = Array.from({ length: 2000 }, (_, i) => String(i + 1));
    const inCanary = (percent: number) => new Set(users.filter((id) => chooseBuildUrl(entry(percent), id) === entry(percent).canary!.url));
    let previous = inCanary(0);
    expect(previous.size).toBe(0);
    for (const percent of [1, 5, 10, 25, 50, 75, 99, 100]) {
      const current = inCanary(percent);
      for (const id of previous) expect(current.has(id)).toBe(true);
      expect(current.size).toBeGreaterThanOrEqual(previous.size);
      previous = current;
    }
    expect(previous.size).toBe(users.length);
  });

  it('prefers a forced build to the canary, and the canary to the stable build', () => {
    const forced = 'http://localhost:9000/mf-manifest.json';
    expect(chooseBuildUrl(entry(100), '7', forced)).toBe(forced);
    expect(chooseBuildUrl(entry(100), '7', null)).toBe('/canary/admin/mf-manifest.json');
    expect(chooseBuildUrl(entry(100), '7', '')).toBe('/canary/admin/mf-manifest.json');
    expect(chooseBuildUrl({ ...entry(100), canary: null }, '7', null)).toBe('/modules/admin/mf-manifest.json');
  });

  it('lets a tester force a build for one browser', () => {
    expect(chooseBuildUrl(entry(0), '7', 'http://localhost:9000/mf-manifest.json')).toBe('http://localhost:9000/mf-manifest.json');
  });
});

describe('servedBuild', () => {
  const stored = (id: string) => `/modules/admin/builds/${id}/mf-manifest.json`;
  const withCanary = (percent: number): RemoteModuleEntry => ({ name: 'admin', url: '/modules/admin/mf-manifest.json', canary: { url: stored('0123456789abcdef'), percent } });

  it('names the stable build without a canary, or at 0 %', () => {
    expect(servedBuild({ ...withCanary(0), canary: null }, '7')).toEqual({ cohort: 'stable', build: 'bundled' });
    expect(servedBuild(withCanary(0), '7')).toEqual({ cohort: 'stable', build: 'bundled' });
  });

  it('follows the user’s bucket, as the browser’s choice does', () => {
    const userId = '42';
    const bucket = canaryBucket(userId, 'admin');
    expect(servedBuild(withCanary(bucket + 1), userId)).toEqual({ cohort: 'canary', build: '0123456789abcdef' });
    expect(servedBuild(withCanary(bucket), userId)).toEqual({ cohort: 'stable', build: 'bundled' });
    for (let id = 1; id <= 300; id++) {
      const entry = withCanary(37);
      const url = chooseBuildUrl(entry, String(id));
      expect(servedBuild(entry, String(id)).cohort).toBe(url === entry.canary!.url ? 'canary' : 'stable');
    }
  });

  it('reads the build id of a canary served from elsewhere as the browser does', () => {
    expect(servedBuild({ ...withCanary(100), canary: { url: 'https://cdn.example.com/x/mf-manifest.json', percent: 100 } }, '7')).toEqual({ cohort: 'canary', build: 'external' });
  });
});
