import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('the PGlite data directory lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dental-lock-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, LOCK_FILE);

  it('marks the directory with the process id until released', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    release();
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    // The parent of the test runner is alive for the whole run.
    writeFileSync(file, String(process.ppid));
    try {
      expect(() => lockDataDir(dir)).toThrow(new DataDirBusyError(dir, process.ppid));
    } finally {
      rmSync(file);
    }
  });

  it('takes over a lock left by a process that is gone, or an unreadable one', () => {
    for (const content of ['2147483646', 'garbage', '']) {
      writeFileSync(file, content);
      const release = lockDataDir(dir);
      expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
      release();
    }
  });
});
