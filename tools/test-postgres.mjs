#!/usr/bin/env node
// Runs the API test suite against a real PostgreSQL: a throw-away cluster (tools/lib/postgres-cluster.mjs)
// used through TEST_DATABASE_URL, then stopped and removed, also when the tests fail or the run is
// interrupted. Extra arguments go to jest, which then runs the files they name one by one.
//   node tools/test-postgres.mjs [jest args...]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithPostgres } from './lib/with-postgres.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const patterns = process.argv.slice(2);
// Without arguments, the whole suite in its shards, as npm test runs it (they leave out the files
// below themselves: apps/api/src/test/suite/plan.ts); with some, the files they name, one by one.
let jestArgs = ['-c', 'apps/api/jest.config.cjs'];
if (patterns.length === 0) process.env.JEST_SHARDS = '1';
else {
  delete process.env.JEST_SHARDS;
  // Files that open no database, or open PGlite itself whatever the engine: the PGlite pass runs them.
  const engineFree = JSON.parse(readFileSync(resolve(repoRoot, 'apps/api/src/test/suite/engine-free.json'), 'utf8'));
  const skipped = ['/node_modules/', '\\.shard\\.test\\.ts$', ...engineFree.map((file) => `src/${file}`.replaceAll('.', '\\.'))];
  jestArgs = [...jestArgs, ...patterns, ...skipped.map((pattern) => `--testPathIgnorePatterns=${pattern}`)];
}

// The suite runs alone here: a worker per core, where Jest's default keeps one core for its
// parent, which only waits (one file at a time on a 2-core CI machine). Not more: with three
// workers on two cores, the test apps' plugins missed Fastify's 10 s start timeout.
await runWithPostgres('TEST_DATABASE_URL', 'npx', ['jest', '--maxWorkers=100%', ...jestArgs], { cwd: repoRoot });
