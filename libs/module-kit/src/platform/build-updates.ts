import type { ModuleName } from '@dental/contracts';
import { registryApi } from '@dental/api-client';
import { chooseBuilds } from './build-choice';

/** The registry is read again at most this often, however fast the user navigates. */
const CHECK_INTERVAL_MS = 10_000;

/** The build URL this page loaded of each module, for the user who loaded them. */
let loaded: { userId: string; urls: Map<ModuleName, string> } = { userId: '', urls: new Map() };
let lastCheck = Number.NEGATIVE_INFINITY;

export function noteLoadedBuild(userId: string, module: ModuleName, url: string): void {
  if (loaded.userId !== userId) loaded = { userId, urls: new Map() };
  loaded.urls.set(module, url);
}

/**
 * Whether the registry now gives this user another build of a module this page runs (a rollback,
 * a promote, a canary ended). Reads it in the background, at most once per CHECK_INTERVAL_MS, and
 * leaves the choice the page loads with untouched: the page keeps its builds until reloaded.
 */
export async function newerBuildAvailable(userId: string): Promise<boolean> {
  if (loaded.userId !== userId || loaded.urls.size === 0 || Date.now() - lastCheck < CHECK_INTERVAL_MS) return false;
  lastCheck = Date.now();
  const running = loaded.urls;
  try {
    const current = chooseBuilds(await registryApi.list(), userId);
    return [...running].some(([module, url]) => current.has(module) && current.get(module)?.url !== url);
  } catch {
    return false;
  }
}
