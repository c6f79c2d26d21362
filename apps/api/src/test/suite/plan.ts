import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shardableFilesUnder } from '../../../../../tools/jest/shard-membership.cjs';

/** The API's sources: test files are named relative to it (`modules/recalls/routes.test.ts`). */
export const SOURCE_ROOT = join(__dirname, '../..');

/** How many shard files the suite has (01.shard.test.ts …): the plan fills each of them. */
export const SHARD_COUNT = 12;
/** npm test runs the suite with two jest workers, one per core (apps/api/package.json, tools/test-postgres.mjs). */
const WORKERS = 2;

const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(__dirname, name), 'utf8')) as T;

/** Files that open no database, or open PGlite themselves whatever the engine: the PostgreSQL pass would only repeat them. */
export const ENGINE_FREE_FILES: readonly string[] = readJson('engine-free.json');

/** Seconds each file took alone on the 2-core machine, one by one (a file not listed counts as the median). */
const KNOWN_SECONDS: Record<string, number> = readJson('durations.json');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

/**
 * Splits the files into `count` shards whose sizes shrink geometrically, each the share of the
 * work left that keeps every worker busy (guided self-scheduling: a quarter of what is left with
 * two workers): the long shards run first, and the last ones are short enough that no worker
 * waits long for the other at the end. Longest files first, each into the shard furthest below
 * its size. Pure and deterministic: every shard file computes the same plan.
 */
export function planShards(files: readonly string[], seconds: (file: string) => number, count: number, workers: number): string[][] {
  const ratio = 1 - 1 / (2 * workers);
  const weights = Array.from({ length: count }, (_, index) => ratio ** index);
  const total = files.reduce((sum, file) => sum + seconds(file), 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const room = weights.map((weight) => (total * weight) / weightSum);
  const shards: string[][] = weights.map(() => []);
  const byLength = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of byLength) {
    const roomiest = room.reduce((best, left, index) => (left > room[best] ? index : best), 0);
    shards[roomiest].push(file);
    room[roomiest] -= seconds(file);
  }
  return shards;
}

/** The test files (relative to the sources) shard `index` (1-based) runs on this engine. */
export function shardFiles(index: number, onPostgres = Boolean(process.env.TEST_DATABASE_URL)): string[] {
  const files = shardableFilesUnder(SOURCE_ROOT, [__dirname]).filter((file) => !(onPostgres && ENGINE_FREE_FILES.includes(file)));
  const fallback = median(Object.values(KNOWN_SECONDS));
  return planShards(files, (file) => KNOWN_SECONDS[file] ?? fallback, SHARD_COUNT, WORKERS)[index - 1] ?? [];
}

/** The same files as absolute paths, for `runTestFiles`. */
export const shardPaths = (index: number): string[] => shardFiles(index).map((file) => join(SOURCE_ROOT, file));
