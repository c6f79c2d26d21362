import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ENGINE_FREE_FILES, planShards, SHARD_COUNT, shardFiles, SOURCE_ROOT } from './suite/plan';

const SUITE = join(__dirname, 'suite');

function allTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allTestFiles(path);
    return entry.name.endsWith('.test.ts') && !entry.name.endsWith('.shard.test.ts') ? [relative(SOURCE_ROOT, path)] : [];
  });
}

const shardsOn = (onPostgres: boolean) => Array.from({ length: SHARD_COUNT }, (_, index) => shardFiles(index + 1, onPostgres));

describe('the API suite’s shards', () => {
  // A file that mocks a module, or says it runs alone, has no shard (tools/jest/shard-membership.cjs).
  const runsAlone = (file: string) => {
    const source = readFileSync(join(SOURCE_ROOT, file), 'utf8');
    return /\bjest\.mock\(/.test(source) || source.startsWith('/** @shard-alone');
  };
  const testFiles = allTestFiles(SOURCE_ROOT).filter((file) => !file.startsWith('test/suite/') && !runsAlone(file));

  it('have a shard file each, and run every test file once on PGlite', () => {
    const shardFileNames = readdirSync(SUITE).filter((name) => /^\d+\.shard\.test\.ts$/.test(name));
    expect(shardFileNames).toHaveLength(SHARD_COUNT);
    const planned = shardsOn(false).flat();
    expect(planned.sort()).toEqual([...testFiles].sort());
  });

  it('leave out on PostgreSQL only the files that open no database of the engine under test', () => {
    for (const file of ENGINE_FREE_FILES) expect(testFiles).toContain(file);
    const planned = shardsOn(true).flat();
    expect(planned.sort()).toEqual(testFiles.filter((file) => !ENGINE_FREE_FILES.includes(file)).sort());
  });

  it('shrink from the first shard to the last, longest files first, and keep every file', () => {
    const seconds: Record<string, number> = { a: 50, b: 40, c: 30, d: 20, e: 10, f: 5, g: 5, h: 1 };
    const shards = planShards(Object.keys(seconds), (file) => seconds[file], 4, 2);
    const sizes = shards.map((files) => files.reduce((sum, file) => sum + seconds[file], 0));
    expect(shards.flat().sort()).toEqual(Object.keys(seconds));
    expect(shards[0]).toContain('a');
    for (let index = 1; index < sizes.length; index += 1) expect(sizes[index]).toBeLessThanOrEqual(sizes[index - 1]);
    expect(planShards([], () => 1, 3, 2)).toEqual([[], [], []]);
  });
});
