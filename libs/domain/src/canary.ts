import type { ModuleLoadCohort, RemoteModuleEntry } from '@dental/contracts';
import { buildIdOfUrl, cohortOf } from './release/build-urls';

/** FNV-1a over UTF-16 code units: small, stable across browsers and the server. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A user's bucket (0–99) for a module: the same user always lands in the same bucket. */
export function canaryBucket(userId: string, moduleName: string): number {
  return fnv1a(`${userId}:${moduleName}`) % 100;
}

/**
 * The build a user loads: a forced build for this browser first, then the canary when the user's
 * bucket falls under its percentage, otherwise the stable build.
 */
export function chooseBuildUrl(entry: RemoteModuleEntry, userId: string, forcedUrl?: string | null): string {
  if (forcedUrl) return forcedUrl;
  if (entry.canary && entry.canary.percent > 0 && canaryBucket(userId, entry.name) < entry.canary.percent) {
    return entry.canary.url;
  }
  return entry.url;
}

/** The cohort and build a user is served of a module when no build is forced. */
export interface ServedBuild {
  cohort: Exclude<ModuleLoadCohort, 'forced'>;
  /** The build id of the URL served (as `buildIdOfUrl` names it). */
  build: string;
}

/**
 * What a user is served of a module by the registry entry, by the very choice the browser makes
 * (`chooseBuildUrl` and `cohortOf`): the server recomputes it to count a load report only when it
 * agrees with the cohort and build the report names.
 */
export function servedBuild(entry: RemoteModuleEntry, userId: string): ServedBuild {
  const url = chooseBuildUrl(entry, userId);
  return { cohort: cohortOf(url, entry, false) === 'canary' ? 'canary' : 'stable', build: buildIdOfUrl(url) };
}
