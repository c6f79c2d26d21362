// Every project must declare the @dental/* libs it imports in its package.json: Nx builds its
// project graph (and so its build caches) from those declarations.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT = /from '(@dental\/[a-z0-9-]+)(?:\/[a-z]+)?'/g;

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const problems = [];
for (const group of ['apps', 'libs']) {
  for (const project of readdirSync(path.join(root, group))) {
    const dir = path.join(root, group, project);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const used = new Set(sources(path.join(dir, 'src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1])));
    used.delete(manifest.name);
    for (const lib of used) if (!declared.has(lib)) problems.push(`${group}/${project}/package.json: add "${lib}": "*" to dependencies`);
  }
}

if (problems.length) {
  console.error(`Undeclared workspace dependencies (then run npm install && npm run lock:complete):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('workspace dependencies: every @dental/* import is declared');
