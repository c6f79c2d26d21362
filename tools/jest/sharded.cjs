// A project whose test files npm test runs in shards (tools/jest/shards.ts) spreads this after the
// preset: with JEST_SHARDS set (npm test), jest runs its shards, in the order of their names;
// without, the files one by one. Only projects whose files pass together have shards: a screen's
// tests that share a library's state (i18next, the federation runtime) run one file at a time.
const { readdirSync } = require('node:fs');
const path = require('node:path');

/** The jest settings of the project in `projectDir`, which must have a shard: else npm test would run none of its tests. */
module.exports = function sharded(projectDir) {
  if (!process.env.JEST_SHARDS) return {};
  const shards = readdirSync(path.join(projectDir, 'src'), { recursive: true }).filter((name) => String(name).endsWith('.shard.test.ts'));
  if (shards.length === 0) throw new Error(`${projectDir} runs in shards but has no src/**/*.shard.test.ts`);
  return {
    testMatch: ['<rootDir>/src/**/*.shard.test.ts'],
    testPathIgnorePatterns: ['/node_modules/'],
    testSequencer: path.join(__dirname, 'in-name-order.cjs'),
  };
};
