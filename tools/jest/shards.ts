// Several test files run as one jest test file (a shard), in one module registry: jest loads a
// file's imports again for every test file it runs (React and the libs for a screen's test, the
// API's modules for an API test: 1 to 1.6 s of each file's start), a shard loads them once.
// npm test runs the shards (JEST_SHARDS=1, sharded.cjs); `npx jest -c <project>/jest.config.cjs`
// runs the files one by one, as a developer does.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, jest } from '@jest/globals';
import { shardableFilesUnder } from './shard-membership.cjs';

const REPOSITORY = resolve(__dirname, '../..');

/**
 * Runs the test files `files` (absolute paths) in this test file: each file's tests, hooks
 * included, inside a `describe` named by its path in the repository, so they run and report as
 * they would alone. With TEST_TIMINGS_DIR set, writes how long each file took for npm test's list
 * of the slowest files.
 */
export function runTestFiles(files: readonly string[]): void {
  const seconds: Record<string, number> = {};
  for (const file of files) {
    const name = relative(REPOSITORY, file);
    describe(name, () => {
      let started = 0;
      beforeAll(() => {
        started = performance.now();
      });
      // Loaded now, inside the describe, through jest's module registry (transformed, and shared
      // by the shard's files): the file's own hooks and tests register in this describe.
      jest.requireActual(file);
      // After the file's own hooks: its afterAll (a database closed) counts too.
      afterAll(() => {
        seconds[name] = (performance.now() - started) / 1000;
      });
    });
  }
  afterAll(() => {
    const dir = process.env.TEST_TIMINGS_DIR;
    // Named by the process and its parent: the jest run's reporter reads those of its own run (a
    // shard runs in a worker, or in jest's own process when it is the only file).
    if (dir) writeFileSync(join(dir, `shard-seconds-${process.ppid}-${process.pid}-${randomUUID()}.json`), JSON.stringify(seconds));
  });
}

/** A project's one shard: the test files under its sources that shards run. */
export function runTestFilesUnder(dir: string): void {
  runTestFiles(shardableFilesUnder(dir).map((file) => join(dir, file)));
}
