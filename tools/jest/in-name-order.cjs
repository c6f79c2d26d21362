// Runs test files in the order of their paths: the API suite's shards are numbered longest first.
const Sequencer = require('@jest/test-sequencer').default;

class InNameOrder extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = InNameOrder;
