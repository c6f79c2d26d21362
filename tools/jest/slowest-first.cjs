// Runs the test files known to be long first. On a fresh clone jest has no durations cached and
// orders files by size, so a long but short-written file (the bad-input sweep) could start last
// and run alone at the end while the other worker waits. Longest first keeps both workers busy.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const root = path.resolve(__dirname, '../..');
/** Seconds per file on the 2-core machine (npm test's "slowest files"), relative to the repository. */
const KNOWN_SECONDS = require('./slow-test-files.json');

class SlowestFirst extends Sequencer {
  async sort(tests) {
    const seconds = (test) => KNOWN_SECONDS[path.relative(root, test.path)] ?? 0;
    // Array.prototype.sort is stable: files not listed keep jest's own order after the long ones.
    return [...(await super.sort(tests))].sort((a, b) => seconds(b) - seconds(a));
  }
}

module.exports = SlowestFirst;
