// Records how long each test file took, for `npm test`'s list of the slowest files: one JSON file
// per jest run in TEST_TIMINGS_DIR (nothing is written when it is not set).
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class TimingsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    const files = results.testResults.map((result) => ({
      file: path.relative(process.cwd(), result.testFilePath),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
    }));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `jest-${process.pid}-${Date.now()}.json`), JSON.stringify(files));
  }
}

module.exports = TimingsReporter;
