// npm test: every check the project has, in stages that fail fast. The steps of a stage run side
// by side where they do not compete for the same core all the time (the checks are single-threaded
// processes; the operations tests mostly wait on the servers they start); a stage starts when the
// one before it passed. Each step's output is printed whole when it ends, with its duration, and
// the run ends with the slowest jest and Playwright files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, runCaptured } from './lib/run.mjs';
import { printSlowestJestFiles } from './lib/test-timings.mjs';

// CI proves the tests run instead of replaying cached results.
const nxFlags = ['--output-style=static', ...(process.env.CI ? ['--skip-nx-cache'] : [])];

const stages = [
  [
    ['workspace dependencies', 'node', ['tools/check-workspace-deps.mjs']],
    // One eslint over the workspace (apps, libs, e2e, tools), not one per project: the import-cycle
    // rule parses every lib once instead of once per project that imports it (a third of the time).
    ['lint', 'npx', ['eslint', '.']],
    ['import cycles (type-only imports included)', 'node', ['tools/check-import-cycles.mjs']],
    // rspack's swc compiles without checking types: the workspace is checked here, once, by
    // TypeScript 7, the native compiler, on one thread (the other core has lint and the build):
    // 20 processor-seconds where 5.9 took 72. typescript-eslint and dpdm need 5.9's JavaScript
    // API, so both are installed (package.json: typescript, typescript-native).
    ['type check', 'npm', ['run', '-s', 'typecheck']],
    ['release command (its pure parts)', 'node', ['--import', 'tsx', '--test', 'tools/release/']],
    ['production build', 'npx', ['nx', 'run-many', '-t', 'build', ...nxFlags]],
  ],
  // The components' and libraries' tests, then the API's on PGlite: side by side, each jest with its
  // own workers, they took a fifth more processor time than one after the other.
  [['unit and component tests (jest)', 'npx', ['nx', 'run-many', '-t', 'test', '--exclude=api', ...nxFlags]]],
  [['API tests on PGlite (jest)', 'npx', ['nx', 'run-many', '-t', 'test', '--projects=api', ...nxFlags]]],
  [
    // The built server as real processes: backups, the copy to PostgreSQL, two instances behind nginx, shutdown.
    ['operations (server processes, PostgreSQL, nginx)', 'node', ['tools/test-operations.mjs']],
    // Mostly waiting on its database's answers, the PostgreSQL pass takes the processor time the
    // operations tests leave (a lower priority): their servers start and stop on time. Beside the
    // browser tests instead, even at the lowest priority, it made them 40% slower.
    ['API tests on PostgreSQL', 'nice', ['-n', '10', 'node', 'tools/test-postgres.mjs']],
  ],
  [['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]],
];

const timingsDir = mkdtempSync(join(tmpdir(), 'dental-test-timings-'));
// The jest projects run their test files in shards (tools/jest/shards.ts): fewer module loads.
const env = { TEST_TIMINGS_DIR: timingsDir, JEST_SHARDS: '1' };

/** Runs one step; alone, its output streams; beside others, it is printed whole when the step ends. */
async function runStep([name, command, args], alone) {
  const started = Date.now();
  let code;
  if (alone) {
    console.log(`\n=== ${name} ===`);
    code = await run(command, args, { env });
  } else {
    const { code: exit, output } = await runCaptured(command, args, { env });
    console.log(`\n=== ${name} ===\n${output}`);
    code = exit;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
  return { name, ok: code === 0, seconds };
}

const results = [];
const started = Date.now();
for (const steps of stages) {
  const stageResults = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)));
  results.push(...stageResults);
  if (stageResults.some((result) => !result.ok)) break;
}

console.log('\n=== slowest files ===');
printSlowestJestFiles(timingsDir, 15);
console.log('(Playwright lists its slowest files above, after its own summary.)');
rmSync(timingsDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = stages.flat().length - results.length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
console.log(`total: ${Math.round((Date.now() - started) / 1000)}s`);
process.exit(failed ? 1 : 0);
