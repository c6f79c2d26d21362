// Every jest project spreads this after the preset: with JEST_SHARDS set (npm test), jest runs the
// project's shards (tools/jest/shards.ts) and the files no shard runs (shard-membership.cjs: those
// that mock a module or check a first load), in the order of their names; without, every file one
// by one.
const { readdirSync } = require('node:fs');
const path = require('node:path');
const { shardableFilesUnder } = require('./shard-membership.cjs');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The jest settings of the project in `projectDir`, which must have a shard: else npm test would run none of its files. */
module.exports = function sharded(projectDir) {
  if (!process.env.JEST_SHARDS) return {};
  const sources = path.join(projectDir, 'src');
  const shards = readdirSync(sources, { recursive: true }).filter((name) => String(name).endsWith('.shard.test.ts'));
  if (shards.length === 0) throw new Error(`${projectDir} runs in shards but has no src/**/*.shard.test.ts`);
  const inShards = shardableFilesUnder(sources).map((file) => `${escapeRegExp(path.join(sources, file))}$`);
  return {
    testPathIgnorePatterns: ['/node_modules/', ...inShards],
    testSequencer: path.join(__dirname, 'in-name-order.cjs'),
  };
};
