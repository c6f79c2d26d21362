import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from '@jest/globals';
import { shardFiles, SOURCE_ROOT } from './plan';

/** The name tools/jest/timings-reporter.cjs reads a shard's per-file seconds from. */
const timingsFile = (index: number) => `shard-seconds-${process.pid}-${index}.json`;

/**
 * Runs shard `index`'s test files in one jest module registry: each file's tests, hooks included,
 * inside a `describe` named after it, so they run and report as they would alone. Jest loads the
 * API's modules again for every test file it runs (1.6 s of a file's start); a shard loads them once.
 */
export function runShard(index: number): void {
  const seconds: Record<string, number> = {};
  for (const file of shardFiles(index)) {
    describe(file, () => {
      let started = 0;
      beforeAll(() => {
        started = performance.now();
      });
      // Synchronously, inside the describe: the file's own hooks and tests register in it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(SOURCE_ROOT, file));
      // After the file's own hooks: its afterAll (a database closed) counts too.
      afterAll(() => {
        seconds[`apps/api/src/${file}`] = (performance.now() - started) / 1000;
      });
    });
  }
  afterAll(() => {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (dir) writeFileSync(join(dir, timingsFile(index)), JSON.stringify(seconds));
  });
}
