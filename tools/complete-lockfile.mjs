// Run after every `npm install` that changes dependencies (npm run lock:complete).
//
// The registry this project's machines reach does not serve every platform's prebuilt binary
// (e.g. @rspack/binding-darwin-arm64). npm install then leaves those optional packages out of
// package-lock.json, and `npm ci` refuses the lock file as out of sync. This adds the missing
// entries with the os/cpu/libc their names declare, so npm ci knows them and skips them as
// foreign platforms; nothing is downloaded for them on this machine.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64'];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** The platform a binary package is for, read from its name (…-darwin-arm64, …-linux-x64-musl, …-wasm32-wasi). */
function platformOf(name) {
  if (/-wasm32-wasi$/.test(name)) return { cpu: ['wasm32'] };
  const match = name.match(/-(darwin|linux|win32|freebsd|android|openharmony)-([a-z0-9]+)(?:-([a-z]+))?$/);
  if (!match || !CPUS.includes(match[2])) return null;
  const [, os, cpu, abi] = match;
  return { os: [os], cpu: [cpu], ...(LIBC[abi] ? { libc: [LIBC[abi]] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const sibling = location.replace(/node_modules\/(@[^/]+\/)?[^/]+$/, '');
    const candidates = [`${location}/node_modules/${name}`, `${sibling}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[`node_modules/${name}`] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `package-lock.json: added ${added} foreign-platform optional packages` : 'package-lock.json: complete');
