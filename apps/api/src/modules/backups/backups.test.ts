import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Backup, BackupList } from '@dental/contracts';
import { CODE_MIGRATION_LEVEL } from '../../ops/backup';
import { readBackupFile } from '../../ops/backup-file';
import { call, fr, loginAdmin, startTestApp, type TestApp } from '../../test/helpers';

/** The backups routes: a backup made now, listed with the schedule, downloaded as the very file; names held to the pattern. */

describe('backups routes', () => {
  let t: TestApp;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dental-backups-routes-'));
    t = await startTestApp({ backups: { dir, hour: 4, keep: 7 } });
    token = (await loginAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a backup now, lists it with the schedule, and serves the file itself', async () => {
    const empty = await call<{ success: BackupList }>(t.app, 'GET', '/api/backups', { token });
    expect(empty.body).toEqual({ success: { schedule: { hour: 4, keep: 7, folder: dir }, backups: [] } });

    const made = await call<{ success: Backup }>(t.app, 'POST', '/api/backups', { token });
    expect(made.status).toBe(200);
    const backup = made.body.success;
    expect(backup).toMatchObject({ engine: t.testDb.engine, migrationLevel: CODE_MIGRATION_LEVEL, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(backup.name).toMatch(new RegExp(`^dental-\\d{8}-\\d{6}(-\\d{3})?-m${CODE_MIGRATION_LEVEL}\\.tar\\.gz$`));
    const onDisk = readFileSync(join(dir, backup.name));
    expect(backup.size).toBe(onDisk.length);
    expect((await readBackupFile(join(dir, backup.name))).manifest.tables.users).toBe(1);

    const listed = await call<{ success: BackupList }>(t.app, 'GET', '/api/backups', { token });
    expect(listed.body.success.backups).toEqual([backup]);

    const response = await t.app.inject({ method: 'GET', url: `/api/backups/${backup.name}`, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(onDisk)).toBe(true);
  });

  it('serves nothing but a backup of the folder: other names 400, a missing backup 404', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '.dental-20260101-000000-m1.tar.gz.partial', 'dental-20260101-000000-m1.tar.gz%2F..%2F..%2Fx', 'notes.txt']) {
      const response = await call(t.app, 'GET', `/api/backups/${name}`, { token });
      expect({ name, status: response.status, body: response.body }).toEqual({ name, status: 400, body: { err: fr('backup.nameInvalid') } });
    }
    // A bare ".." leaves the route altogether (the URL is normalised): no route, no file.
    expect((await call(t.app, 'GET', '/api/backups/..', { token })).status).toBe(404);
    const missing = await call(t.app, 'GET', '/api/backups/dental-20000101-000000-m1.tar.gz', { token });
    expect(missing).toMatchObject({ status: 404, body: { err: fr('backup.notFound') } });
  });
});
