import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/helpers';
import { CODE_MIGRATION_LEVEL as level } from './backup';
import { backupSettingsFromEnv, dailyBackups, nextRun, type BackupLog, type Clock } from './schedule';

/** The daily backups on a played clock: no real waiting. */

interface PlayedClock extends Clock {
  /** The timers set and not cancelled: when they are due. */
  timers: { at: number; fn: () => void }[];
  /** Moves time to the next timer and runs it. */
  fireNext(): void;
}

function playedClock(start: Date): PlayedClock {
  let now = start.getTime();
  const clock: PlayedClock = {
    timers: [],
    now: () => new Date(now),
    setTimer(fn, ms) {
      const timer = { at: now + ms, fn };
      clock.timers.push(timer);
      return () => {
        clock.timers = clock.timers.filter((t) => t !== timer);
      };
    },
    fireNext() {
      const [next] = clock.timers.sort((a, b) => a.at - b.at);
      clock.timers = clock.timers.filter((t) => t !== next);
      now = next.at;
      next.fn();
    },
  };
  return clock;
}

function recordingLog() {
  const lines: { level: 'info' | 'error'; fields: object; message: string }[] = [];
  const log: BackupLog = {
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  };
  return { log, lines };
}

/** Waits until `check` holds (the run the timer started is asynchronous). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(check()).toBe(true);
}

const local = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);

describe('the daily backups', () => {
  let t: TestApp;
  let work: string;

  beforeAll(async () => {
    t = await startTestApp();
    work = mkdtempSync(join(tmpdir(), 'dental-schedule-test-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('computes the next run at the hour, today or tomorrow', () => {
    expect(nextRun(local(2026, 3, 10, 1, 30), 3)).toEqual(local(2026, 3, 10, 3));
    expect(nextRun(local(2026, 3, 10, 3, 0), 3)).toEqual(local(2026, 3, 11, 3));
    expect(nextRun(local(2026, 3, 10, 22), 3)).toEqual(local(2026, 3, 11, 3));
    expect(nextRun(local(2026, 12, 31, 23), 0)).toEqual(local(2027, 1, 1, 0));
  });

  it('reads BACKUP_HOUR, BACKUP_KEEP and BACKUP_DIR, with their defaults beside the data', () => {
    expect(backupSettingsFromEnv({}, { cwd: '/srv/clinic', dataDir: '/srv/clinic/data' })).toEqual({ dir: '/srv/clinic/backups', hour: 3, keep: 14 });
    expect(backupSettingsFromEnv({}, { cwd: '/srv/clinic' })).toEqual({ dir: '/srv/clinic/backups', hour: 3, keep: 14 });
    expect(backupSettingsFromEnv({ BACKUP_HOUR: 'off', BACKUP_KEEP: '30', BACKUP_DIR: 'saved' }, { cwd: '/srv', dataDir: '/var/lib/x' })).toEqual({
      dir: '/srv/saved',
      hour: null,
      keep: 30,
    });
    expect(backupSettingsFromEnv({ BACKUP_HOUR: '0' }, { cwd: '/srv' }).hour).toBe(0);
    expect(() => backupSettingsFromEnv({ BACKUP_HOUR: '24' }, { cwd: '/srv' })).toThrow(/BACKUP_HOUR must be a whole hour from 0 to 23, or off/);
    expect(() => backupSettingsFromEnv({ BACKUP_HOUR: '3am' }, { cwd: '/srv' })).toThrow(/BACKUP_HOUR/);
    expect(() => backupSettingsFromEnv({ BACKUP_KEEP: '0' }, { cwd: '/srv' })).toThrow(/BACKUP_KEEP must be a whole number from 1/);
  });

  it('makes one backup a day at the hour, keeps the newest KEEP files of the pattern, and only one of two instances makes it', async () => {
    const dir = join(work, 'daily');
    const clock = playedClock(local(2026, 3, 10, 1, 30));
    const first = recordingLog();
    const second = recordingLog();
    const settings = { dir, hour: 3, keep: 2 };
    const a = dailyBackups(t.db, settings, first.log, clock);
    const b = dailyBackups(t.db, settings, second.log, clock);
    a.start();
    b.start();
    expect(clock.timers.map((timer) => timer.at)).toEqual([local(2026, 3, 10, 3).getTime(), local(2026, 3, 10, 3).getTime()]);

    // Older backups (of the pattern) and a file of someone else's in the folder.
    mkdirSync(dir, { recursive: true });
    const [older, old] = [`dental-20260301-030000-m${level}.tar.gz`, `dental-20260302-030000-m${level}.tar.gz`];
    for (const [i, name] of [older, old].entries()) {
      writeFileSync(join(dir, name), 'old');
      utimesSync(join(dir, name), new Date(2026, 2, 1 + i), new Date(2026, 2, 1 + i));
    }
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    // What interrupted backups left: an old one (removed) and one of the last hours (perhaps still being written: kept).
    const [stale, recent] = [`.dental-20260301-030000-m${level}.tar.gz.1-ab.partial`, `.dental-20260309-230000-m${level}.tar.gz.2-cd.partial`];
    writeFileSync(join(dir, stale), 'half');
    utimesSync(join(dir, stale), new Date(2026, 2, 1), new Date(2026, 2, 1));
    writeFileSync(join(dir, recent), 'half');
    utimesSync(join(dir, recent), new Date(2026, 2, 9, 23), new Date(2026, 2, 9, 23));

    clock.fireNext();
    clock.fireNext();
    await until(() => clock.timers.length === 2);
    // Both armed again, for tomorrow at the hour.
    expect(clock.timers.map((timer) => timer.at)).toEqual([local(2026, 3, 11, 3).getTime(), local(2026, 3, 11, 3).getTime()]);
    await a.stop();
    await b.stop();
    const made = [...first.lines, ...second.lines].filter((line) => line.message === 'daily backup made');
    const skipped = [...first.lines, ...second.lines].filter((line) => /already made today/.test(line.message));
    expect([made.length, skipped.length]).toEqual([1, 1]);
    expect(readdirSync(dir).sort()).toEqual([recent, old, `dental-20260310-030000-m${level}.tar.gz`, 'notes.txt']);
    expect(made[0].fields).toMatchObject({ pruned: [older] });
    expect(clock.timers).toEqual([]);
  });

  it('logs a failed backup loudly, with its reason, and tries again the next day', async () => {
    const blocked = join(work, 'a-file-not-a-folder');
    writeFileSync(blocked, '');
    const clock = playedClock(local(2026, 4, 1, 12));
    const { log, lines } = recordingLog();
    const schedule = dailyBackups(t.db, { dir: join(blocked, 'backups'), hour: 4, keep: 3 }, log, clock);
    schedule.start();
    clock.fireNext();
    await until(() => lines.some((line) => line.level === 'error'));
    await until(() => clock.timers.length === 1);
    const failure = lines.find((line) => line.level === 'error');
    expect(failure?.message).toMatch(/^DAILY BACKUP FAILED: .*(ENOTDIR|not a directory)/);
    expect(failure?.fields).toMatchObject({ reason: expect.stringMatching(/ENOTDIR|not a directory/), nextAttempt: local(2026, 4, 3, 4).toISOString() });
    expect(clock.timers[0].at).toBe(local(2026, 4, 3, 4).getTime());

    // The next day the folder is fine again: the backup is made.
    rmSync(blocked);
    clock.fireNext();
    await until(() => lines.some((line) => line.message === 'daily backup made'));
    await schedule.stop();
    expect(clock.timers).toEqual([]);
  });

  it('schedules nothing when the hour is off', () => {
    const clock = playedClock(local(2026, 4, 1, 12));
    const schedule = dailyBackups(t.db, { dir: join(work, 'off'), hour: null, keep: 3 }, recordingLog().log, clock);
    schedule.start();
    expect(clock.timers).toEqual([]);
  });
});
