#!/usr/bin/env node
// Lint's import-cycle rule: no file of the workspace's apps, libs and browser tests reaches itself
// through its imports, dynamic and type-only imports included (type cycles are what tied entities
// to responses and the platform files together). Exits 1 naming each cycle.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const tree = await parseDependencyTree(['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}', 'e2e/**/*.ts'], {
  cwd: root,
  context: root,
  tsconfig: resolve(root, 'tsconfig.base.json'),
  transform: false,
  skipDynamicImports: false,
  exclude: /node_modules|\/dist\//,
  onProgress: () => undefined,
});
const cycles = parseCircular(tree, false);
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): make each pair import one way, shared pieces in a file of their own.`);
  console.error(prettyCircular(cycles));
  process.exit(1);
}
console.log(`import cycles: none among ${Object.keys(tree).filter((file) => !file.includes('node_modules')).length} files`);
