import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildApp, DEFAULT_LOGIN_RATE_LIMIT, DEFAULT_TOKEN_TTL } from './app';
import { openPglite } from './db/pglite';
import { gracefulStop } from './http/graceful-stop';
import { openPostgres } from './db/postgres';
import { refreshStatisticsPeriodically } from './db/statistics';
import type { Db } from './db/types';
import { databaseFileStore, filesDirOf, folderFileStore } from './modules/clinical-files/file-store';
import { backupSettingsFromEnv, dailyBackups } from './ops/schedule';

/**
 * The repository root, found from this file's location (apps/api/dist/main.js when bundled,
 * apps/api/src/main.ts under tsx): the nearest parent whose package.json declares workspaces.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep walking up
      }
    }
    if (dirname(dir) === dir) return resolve(start, '../../..');
  }
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number between ${min} and ${max}`);
  return value;
}

function trustProxy(): boolean | string {
  const raw = process.env.TRUST_PROXY;
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  return raw;
}

async function start() {
  const port = integer('PORT', 4200, 0, 65535);
  const host = process.env.HOST || '0.0.0.0';
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = resolve(process.cwd(), process.env.DATA_DIR || 'data');
  const webRoot = process.env.WEB_ROOT ? resolve(process.env.WEB_ROOT) : findRepoRoot(__dirname);

  let db: Db | undefined;
  try {
    // The patients' files: in the database with PostgreSQL (every instance serves them), else a folder beside the data.
    const filesDir = databaseUrl ? undefined : filesDirOf(process.env, process.cwd(), dataDir);
    const backups = backupSettingsFromEnv(process.env, { cwd: process.cwd(), dataDir: databaseUrl ? undefined : dataDir, filesDir });
    db = databaseUrl
      ? openPostgres(databaseUrl, { onError: (error) => console.error('database connection error:', error.message) })
      : await openPglite(dataDir);
    const app = await buildApp({
      db,
      logger: { level: process.env.LOG_LEVEL || 'info' },
      tokenTtl: process.env.TOKEN_TTL || DEFAULT_TOKEN_TTL,
      jwtSecret: process.env.JWT_SECRET || undefined,
      adminPassword: process.env.ADMIN_PASSWORD || undefined,
      loginRateLimit: {
        max: integer('LOGIN_RATE_LIMIT', DEFAULT_LOGIN_RATE_LIMIT.max, 1, 1_000_000),
        maxPerAddress: integer('LOGIN_RATE_LIMIT_ADDRESS', DEFAULT_LOGIN_RATE_LIMIT.maxPerAddress, 1, 1_000_000),
        timeWindow: DEFAULT_LOGIN_RATE_LIMIT.timeWindow,
      },
      trustProxy: trustProxy(),
      web: { root: webRoot },
      backups,
      files: filesDir ? folderFileStore(filesDir) : databaseFileStore(db),
    });
    app.log.info({ database: databaseUrl ? 'postgresql' : `pglite (${dataDir})`, files: filesDir ?? 'database', webRoot }, 'starting');
    const backupSchedule = dailyBackups(db, backups, app.log);
    const stopStatistics = refreshStatisticsPeriodically(db, (error) => app.log.warn({ err: error }, 'refreshing statistics failed'));

    const graceMs = integer('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000);
    const stopServing = gracefulStop(app);
    let stopping = false;
    // SIGTERM (systemd, a container, a supervisor) or Ctrl-C: stop accepting (what is already
    // queued is served: http/graceful-stop.ts), let the requests in flight finish (for at most SHUTDOWN_GRACE_MS), then close the database cleanly: a PGlite
    // folder closed this way opens at once on the next start.
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal, graceMs }, 'shutting down');
      const hardStop = setTimeout(() => {
        app.log.error('shutdown did not finish: exiting');
        process.exit(1);
      }, graceMs + 15_000);
      hardStop.unref();
      const grace = setTimeout(() => {
        app.log.warn({ graceMs }, 'requests still running after the grace period: closing their connections');
        app.server.closeAllConnections();
      }, graceMs);
      try {
        stopStatistics();
        await Promise.all([stopServing(), backupSchedule.stop()]);
        clearTimeout(grace);
        await db?.close();
        app.log.info('stopped');
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port, host });
    backupSchedule.start();
  } catch (error) {
    console.error('The API could not start:', error instanceof Error ? error.message : error);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

void start();
