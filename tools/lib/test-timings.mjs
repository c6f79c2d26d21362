// The slowest test files of a run, from the per-run files of tools/jest/timings-reporter.cjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function printSlowestJestFiles(dir, count) {
  const files = readdirSync(dir)
    .filter((name) => name.startsWith('jest-'))
    .flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
  if (files.length === 0) return;
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(`jest: ${files.length} file runs, ${tests} tests, ${Math.round(total)}s of test-file time; the ${count} slowest:`);
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(6)}s  ${String(file.tests).padStart(3)} tests  ${file.file}`);
  }
}
