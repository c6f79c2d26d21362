// The whole API suite as npm test runs it: the test files in shards (src/test/suite/plan.ts), each
// shard one jest test file, so the API's modules load once per shard instead of once per file.
// To run some files, use jest.config.cjs: `npx jest -c apps/api/jest.config.cjs <pattern>`.
const config = require('./jest.config.cjs');
const path = require('node:path');

module.exports = {
  ...config,
  testMatch: ['<rootDir>/src/test/suite/shard-*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // The plan's longest shards first: they are numbered in that order.
  testSequencer: path.join(__dirname, '../../tools/jest/in-name-order.cjs'),
};
