import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type RouteKey } from '@dental/contracts';
import type { RouteCase, Rule } from './route-case-types';
import { call } from './helpers';

/** The backups routes' cases: one backup made beforehand, so its download is a real file. */

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const devOnly: Rule = (caller) => caller.dev;

export interface BackupFixtures {
  /** The file name of a backup in the app's backup folder. */
  name: string;
}

export async function createBackupFixtures(app: FastifyInstance, devToken: string): Promise<BackupFixtures> {
  const made = await call<{ success: { name: string } }>(app, 'POST', '/api/backups', { token: devToken });
  if (made.status !== 200) throw new Error(`backup: ${made.raw}`);
  return { name: made.body.success.name };
}

export function backupCases(f: BackupFixtures): RouteCase[] {
  return [
    { ...at('backups.list'), url: '/api/backups', allowed: devOnly },
    { ...at('backups.create'), url: '/api/backups', allowed: devOnly },
    { ...at('backups.download'), url: `/api/backups/${f.name}`, allowed: devOnly },
  ];
}
