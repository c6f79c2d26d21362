import type { RemoteModuleEntry } from '@dental/contracts';
import { registryApi } from '@dental/api-client';
import { newerBuildAvailable, noteLoadedBuild } from './build-updates';

const A = '/modules/admin/builds/00000000000000aa/mf-manifest.json';
const B = '/modules/admin/builds/00000000000000bb/mf-manifest.json';
const absolute = (url: string) => new URL(url, location.href).href;

let entries: RemoteModuleEntry[];
/** The clock only moves forward, across the tests too: the module remembers its last read. */
let now = 1_000_000;

beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  entries = [{ name: 'admin', url: A, canary: null }];
  jest.spyOn(registryApi, 'list').mockImplementation(async () => entries);
});

/** The next check, once the 10 seconds between two reads have passed. */
const later = () => {
  now += 10_000;
  return newerBuildAvailable('u1');
};

test('a page that loaded nothing reads nothing', async () => {
  await expect(later()).resolves.toBe(false);
  expect(registryApi.list).not.toHaveBeenCalled();
});

test('tells when the registry gives another build of a module the page runs, at most once per 10 seconds', async () => {
  noteLoadedBuild('u1', 'admin', absolute(A));
  await expect(later()).resolves.toBe(false);

  entries = [{ name: 'admin', url: A, canary: { url: B, percent: 0 } }];
  await expect(later()).resolves.toBe(false);

  entries = [{ name: 'admin', url: B, canary: null }];
  now += 5_000;
  await expect(newerBuildAvailable('u1')).resolves.toBe(false);
  expect(registryApi.list).toHaveBeenCalledTimes(2);
  await expect(later()).resolves.toBe(true);
});

test('a canary that ends for this user counts; a tester’s forced build does not move', async () => {
  noteLoadedBuild('u1', 'admin', absolute(B));
  entries = [{ name: 'admin', url: A, canary: { url: B, percent: 100 } }];
  await expect(later()).resolves.toBe(false);
  entries = [{ name: 'admin', url: A, canary: { url: B, percent: 0 } }];
  await expect(later()).resolves.toBe(true);

  localStorage.setItem('moduleOverrides', JSON.stringify({ admin: absolute(B) }));
  await expect(later()).resolves.toBe(false);
  localStorage.clear();
});

test('builds loaded for another user, or a registry that cannot be read, raise nothing', async () => {
  noteLoadedBuild('u1', 'admin', absolute(A));
  entries = [{ name: 'admin', url: B, canary: null }];
  now += 10_000;
  await expect(newerBuildAvailable('u2')).resolves.toBe(false);
  (registryApi.list as jest.Mock).mockRejectedValueOnce(new Error('offline'));
  await expect(later()).resolves.toBe(false);
});
