import { resolve } from 'node:path';
import type { Db } from '../db/types';
import { createBackup, pruneBackups, type MadeBackup } from './backup';

/** The automatic daily backups of a running server. */

export interface BackupSettings {
  /** Where backups are written (and listed from). */
  dir: string;
  /** The hour (0-23, the server's local time) of the daily backup; null: no automatic backups. */
  hour: number | null;
  /** How many backup files the folder keeps; older ones are deleted after each daily backup. */
  keep: number;
  /** The folder of the patients' files when they are not in the database (PGlite): saved with it. */
  filesDir?: string;
}

export const DEFAULT_BACKUP_HOUR = 3;
export const DEFAULT_BACKUP_KEEP = 14;

/** An app built without settings (tests, tools): ./backups, no daily backups. */
export function defaultBackupSettings(): BackupSettings {
  return { dir: resolve(process.cwd(), 'backups'), hour: null, keep: DEFAULT_BACKUP_KEEP };
}

export interface BackupLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Time as the schedule sees it: real in the server, played by tests. */
export interface Clock {
  now(): Date;
  setTimer(fn: () => void, ms: number): () => void;
}

export const realClock: Clock = {
  now: () => new Date(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    // The schedule alone never keeps the process running.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** The next `hour`:00 (local time) strictly after `now`. */
export function nextRun(now: Date, hour: number): Date {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) {
    next.setDate(next.getDate() + 1);
    next.setHours(hour, 0, 0, 0);
  }
  return next;
}

function localDay(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** The name/value row (in app_secrets, the table of the server's own values) holding the last day a daily backup was claimed. */
export const DAILY_BACKUP_ROW = 'daily-backup-day';

/**
 * Claims `day`'s backup for this instance: true for exactly one of several instances sharing a
 * PostgreSQL database (one statement: the row moves forward once per day).
 */
export async function claimDay(db: Db, day: string): Promise<boolean> {
  const rows = await db.query(
    `insert into app_secrets (name, value) values ($1, $2)
     on conflict (name) do update set value = excluded.value where app_secrets.value < excluded.value
     returning name`,
    [DAILY_BACKUP_ROW, day],
  );
  return rows.length === 1;
}

export type DailyOutcome = { made: MadeBackup; pruned: string[] } | { skipped: 'claimed elsewhere' } | { failed: string };

export interface DailyBackups {
  /** Arms the timer for the next backup hour (nothing when the hour is null). */
  start(): void;
  /** Stops the schedule; resolves once a backup in progress is done. */
  stop(): Promise<void>;
  /** The run the timer would make (tests call it directly too). */
  runNow(): Promise<DailyOutcome>;
}

/**
 * Makes one backup a day at `settings.hour` into `settings.dir` and prunes the folder to
 * `settings.keep` files. A failure is logged at level error with its reason, and the next day
 * tries again. Nothing is scheduled when the hour is null.
 */
export function dailyBackups(db: Db, settings: BackupSettings, log: BackupLog, clock: Clock = realClock): DailyBackups {
  let cancel: (() => void) | undefined;
  let stopped = false;
  let running: Promise<DailyOutcome> | undefined;

  const run = async (): Promise<DailyOutcome> => {
    const day = localDay(clock.now());
    try {
      if (!(await claimDay(db, day))) {
        log.info({ day }, 'daily backup: already made today (by another instance)');
        return { skipped: 'claimed elsewhere' };
      }
      const made = await createBackup(db, settings.dir, { now: () => clock.now(), filesDir: settings.filesDir });
      const pruned = await pruneBackups(settings.dir, settings.keep, clock.now());
      log.info({ file: made.path, bytes: made.size, pruned }, 'daily backup made');
      return { made, pruned };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error(
        { err: error, dir: settings.dir, reason, nextAttempt: settings.hour === null ? null : nextRun(clock.now(), settings.hour).toISOString() },
        `DAILY BACKUP FAILED: ${reason}`,
      );
      return { failed: reason };
    }
  };

  const runNow = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const arm = () => {
    if (stopped || settings.hour === null) return;
    const at = nextRun(clock.now(), settings.hour);
    cancel = clock.setTimer(
      () => {
        cancel = undefined;
        void runNow().finally(arm);
      },
      Math.max(0, at.getTime() - clock.now().getTime()),
    );
  };
  return {
    start() {
      if (cancel || stopped) return;
      arm();
      if (settings.hour !== null) log.info({ hour: settings.hour, keep: settings.keep, dir: settings.dir }, 'daily backups scheduled');
    },
    async stop() {
      stopped = true;
      cancel?.();
      cancel = undefined;
      await running?.catch(() => undefined);
    },
    runNow,
  };
}

/**
 * The settings from the environment: BACKUP_HOUR (0-23, default 3, `off` for none), BACKUP_KEEP
 * (default 14), BACKUP_DIR (default: `backups` beside the PGlite data folder, or ./backups with
 * PostgreSQL). Throws on a value out of range.
 */
export function backupSettingsFromEnv(env: NodeJS.ProcessEnv, where: { cwd: string; dataDir?: string; filesDir?: string }): BackupSettings {
  const rawHour = (env.BACKUP_HOUR ?? '').trim().toLowerCase();
  let hour: number | null = DEFAULT_BACKUP_HOUR;
  if (rawHour === 'off') hour = null;
  else if (rawHour !== '') {
    hour = /^\d{1,2}$/.test(rawHour) ? Number(rawHour) : NaN;
    if (!(hour >= 0 && hour <= 23)) throw new Error(`BACKUP_HOUR must be a whole hour from 0 to 23, or off (not "${env.BACKUP_HOUR}")`);
  }
  const rawKeep = (env.BACKUP_KEEP ?? '').trim();
  const keep = rawKeep === '' ? DEFAULT_BACKUP_KEEP : /^\d{1,4}$/.test(rawKeep) ? Number(rawKeep) : NaN;
  if (!(keep >= 1 && keep <= 9999)) throw new Error(`BACKUP_KEEP must be a whole number from 1 to 9999 (not "${env.BACKUP_KEEP}")`);
  const dir = env.BACKUP_DIR
    ? resolve(where.cwd, env.BACKUP_DIR)
    : where.dataDir
      ? resolve(where.dataDir, '..', 'backups')
      : resolve(where.cwd, 'backups');
  return { dir, hour, keep, ...(where.filesDir && { filesDir: where.filesDir }) };
}
