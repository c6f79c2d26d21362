import type { RemoteModuleEntry } from '@dental/contracts';
import { canaryBucket, chooseBuildUrl } from './canary';

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

  it('lets a tester force a build for one browser', () => {
    expect(chooseBuildUrl(entry(0), '7', 'http://localhost:9000/mf-manifest.json')).toBe('http://localhost:9000/mf-manifest.json');
  });
});
