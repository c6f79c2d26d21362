import { basename } from 'node:path';

/** How long the browser keeps a built file whose name carries its content hash: for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Built files whose name carries a content hash, such as `main.0123abcd.js` or `chunk-8f3e2a1b9c.css`. */
export const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Hashed files (chunks, a module's remoteEntry) are immutable; every other file (manifest, declarations, index.html) is checked again on each use. */
export function cacheControlOf(filePath: string): string {
  // A precompressed copy (`main.0123abcd.js.br`) is cached as the file it encodes.
  return HASHED_NAME.test(basename(filePath).replace(/\.(?:br|gz)$/, '')) ? IMMUTABLE : 'no-cache';
}
