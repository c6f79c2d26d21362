import type { RemoteModuleEntry } from '@dental/contracts';

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
