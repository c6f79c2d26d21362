// Which test files a project's shards run (tools/jest/shards.ts), read by the shards and by the
// project's jest config (sharded.cjs), which runs the others one by one.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const SHARD_FILE = /\.shard\.test\.ts$/;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * A file that replaces a module with jest.mock needs a module registry of its own: in a shard, a
 * file before it may already have loaded the real module, which its imports would then get. So
 * does a file that opens with a `/** @shard-alone …` comment (one that checks what a first load does).
 */
function runsAlone(file) {
  const source = readFileSync(file, 'utf8');
  return /\bjest\.mock\(/.test(source) || source.startsWith('/** @shard-alone');
}

/** The test files under `dir` that shards run (paths relative to it, sorted), leaving out the folders `skipping`. */
function shardableFilesUnder(dir, skipping = []) {
  const walk = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return skipping.includes(file) ? [] : walk(file);
      return TEST_FILE.test(entry.name) && !SHARD_FILE.test(entry.name) && !runsAlone(file) ? [path.relative(dir, file)] : [];
    });
  return walk(dir).sort();
}

module.exports = { SHARD_FILE, shardableFilesUnder };
