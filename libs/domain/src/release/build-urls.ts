import type { ModuleLoadCohort, ModuleName } from '@dental/contracts';

/**
 * Where a stored build is served and how a build URL names its build. The server and the browser
 * share these, so a health report's build id is the one the release state names.
 */

/** The build shipped with the server (apps/<module>/dist at /modules/<module>/). */
export const BUNDLED_BUILD = 'bundled';
/** Any other address (a folder served elsewhere, named by hand in the registry). */
export const EXTERNAL_BUILD = 'external';

const STORED_BUILD_PATH = /\/modules\/([a-z]+)\/builds\/([0-9a-f]{16})\//;
const BUNDLED_BUILD_PATH = /^\/modules\/([a-z]+)\/mf-manifest\.json$/;

/** The site-relative URL of a stored build's manifest. */
export function storedBuildUrl(module: ModuleName, buildId: string): string {
  return `/modules/${module}/builds/${buildId}/mf-manifest.json`;
}

/** The folder a stored build's files are served from, with a trailing slash. */
export function storedBuildFolder(module: ModuleName, buildId: string): string {
  return `/modules/${module}/builds/${buildId}/`;
}

/** The build a URL loads: a stored build's id, BUNDLED_BUILD or EXTERNAL_BUILD. Absolute URLs are read by their path. */
export function buildIdOfUrl(url: string): string {
  let path = url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return EXTERNAL_BUILD;
    }
  }
  const stored = STORED_BUILD_PATH.exec(path);
  if (stored) return stored[2];
  return BUNDLED_BUILD_PATH.test(path) ? BUNDLED_BUILD : EXTERNAL_BUILD;
}

/** Which cohort a user's load belongs to, given the URL chosen for them and the registry entry. */
export function cohortOf(chosenUrl: string, entry: { url: string; canary: { url: string; percent: number } | null }, forced: boolean): ModuleLoadCohort {
  if (forced) return 'forced';
  return entry.canary && entry.canary.percent > 0 && chosenUrl === entry.canary.url ? 'canary' : 'stable';
}
