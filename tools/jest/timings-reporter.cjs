// Records how long each test file took, for `npm test`'s list of the slowest files: one JSON file
// per jest run in TEST_TIMINGS_DIR (nothing is written when it is not set). A shard (tools/jest/shards.ts)
// is listed as the files it ran, with the seconds it wrote for each.
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { SHARD_FILE } = require('./shard-membership.cjs');

const testCount = (results) => results.filter((test) => ['passed', 'failed', 'pending', 'skipped'].includes(test.status)).length;

/** The seconds the shards of this jest run wrote (from its workers, or from this process). */
function shardSeconds(dir) {
  const ofThisRun = (name) => name.startsWith('shard-seconds-') && name.split('-').slice(2, 4).includes(String(process.pid));
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter(ofThisRun)
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))),
  );
}

/** The shard's files, from its tests' outer `describe` (the file's path in the repository). */
function shardFiles(result, seconds) {
  const byFile = new Map();
  for (const test of result.testResults) {
    const file = test.ancestorTitles[0];
    byFile.set(file, [...(byFile.get(file) ?? []), test]);
  }
  return [...byFile].map(([file, tests]) => ({ file, seconds: seconds[file] ?? 0, tests: testCount(tests) }));
}

class TimingsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const seconds = shardSeconds(dir);
    const files = results.testResults.flatMap((result) =>
      SHARD_FILE.test(result.testFilePath)
        ? shardFiles(result, seconds)
        : [{ file: path.relative(root, result.testFilePath), seconds: (result.perfStats.end - result.perfStats.start) / 1000, tests: testCount(result.testResults) }],
    );
    // The API's files run on both engines: the PostgreSQL pass names its own.
    const engine = process.env.TEST_DATABASE_URL ? ' (PostgreSQL)' : '';
    writeFileSync(
      path.join(dir, `jest-${process.pid}-${Date.now()}.json`),
      JSON.stringify(files.map((file) => ({ ...file, file: `${file.file}${engine}` }))),
    );
  }
}

module.exports = TimingsReporter;
