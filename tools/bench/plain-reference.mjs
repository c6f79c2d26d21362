// Builds tools/bench/plain-entry.mjs with rspack in production mode (no Module Federation) and
// answers the gzip size of its JavaScript: the reference the shell's first load is compared with.
import { bundleSize } from './bundle.mjs';

export const plainReferenceGzip = () => bundleSize({ context: import.meta.dirname, entry: './plain-entry.mjs' });
