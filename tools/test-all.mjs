// npm test: every check the project has, in the order that fails fastest.
import { run } from './lib/run.mjs';

// CI proves the tests run instead of replaying cached results.
const nxFlags = ['--output-style=static', ...(process.env.CI ? ['--skip-nx-cache'] : [])];

const steps = [
  ['workspace dependencies', 'node', ['tools/check-workspace-deps.mjs']],
  ['lint', 'npx', ['nx', 'run-many', '-t', 'lint', ...nxFlags]],
  ['import cycles (type-only imports included)', 'node', ['tools/check-import-cycles.mjs']],
  // rspack's swc compiles without checking types: the workspace is checked here, once.
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['release command (its pure parts)', 'node', ['--import', 'tsx', '--test', 'tools/release/']],
  ['unit, component and API tests (PGlite)', 'npx', ['nx', 'run-many', '-t', 'test', ...nxFlags]],
  ['API tests on PostgreSQL', 'node', ['tools/test-postgres.mjs']],
  ['production build', 'npx', ['nx', 'run-many', '-t', 'build', ...nxFlags]],
  // The built server as real processes: backups, the copy to PostgreSQL, two instances behind nginx, shutdown.
  ['operations (server processes, PostgreSQL, nginx)', 'node', ['tools/test-operations.mjs']],
  ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(command, args);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
