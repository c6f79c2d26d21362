#!/usr/bin/env node
// Runs the API test suite against a real PostgreSQL: a throw-away cluster (tools/lib/postgres-cluster.mjs)
// used through TEST_DATABASE_URL, then stopped and removed, also when the tests fail or the run is
// interrupted. Extra arguments go to jest.
//   node tools/test-postgres.mjs [jest args...]
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithPostgres } from './lib/with-postgres.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Files that open no database, or open PGlite itself whatever the engine: the PGlite pass runs them,
// and here they would only repeat it.
const ENGINE_FREE = [
  'src/db/data-dir-lock.test.ts',
  'src/db/pglite.test.ts',
  'src/db/statistics.test.ts',
  'src/demo/activity.test.ts',
  'src/http/graceful-stop.test.ts',
  'src/http/route.test.ts',
  'src/modules/imports/encoding.test.ts',
  'src/modules/imports/fixture-files.test.ts',
  'src/plugins/stored-builds.test.ts',
];
const skipped = ['/node_modules/', ...ENGINE_FREE.map((file) => file.replaceAll('.', '\\.'))].map((pattern) => `--testPathIgnorePatterns=${pattern}`);

// The suite runs alone here: a worker per core, where Jest's default keeps one core for its
// parent, which only waits (one file at a time on a 2-core CI machine). Not more: with three
// workers on two cores, the test apps' plugins missed Fastify's 10 s start timeout.
await runWithPostgres('TEST_DATABASE_URL', 'npx', ['jest', '-c', 'apps/api/jest.config.cjs', '--maxWorkers=100%', ...process.argv.slice(2), ...skipped], { cwd: repoRoot });
