#!/usr/bin/env node
// The operations tests (tools/operations/*.test.ts): the built server (apps/api/dist/main.js) started
// as a real process — backups, the copy to PostgreSQL, two instances behind nginx, health and
// shutdown — with a throw-away PostgreSQL cluster whose superuser address is OPS_DATABASE_URL.
// Run after the production build. Arguments: test files (default: all of them).
//   node tools/test-operations.mjs [tools/operations/x.test.ts ...]
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithPostgres } from './lib/with-postgres.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.length > 2
  ? process.argv.slice(2)
  : readdirSync(join(repoRoot, 'tools/operations')).filter((name) => name.endsWith('.test.ts')).sort().map((name) => join('tools/operations', name));

// One file at a time: each starts servers (and nginx) of its own on a 2-core machine.
await runWithPostgres('OPS_DATABASE_URL', 'node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { cwd: repoRoot });
