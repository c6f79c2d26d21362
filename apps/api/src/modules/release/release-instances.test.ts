import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PublishResult } from '@dental/contracts';
import { openPostgres } from '../../db/postgres';
import type { Db } from '../../db/types';
import { call, describeOnPostgres, createTestDb, loginAdmin, startTestApp, type Session, type TestApp, type TestDb } from '../../test/helpers';
import { publishBody, shellRoot, syntheticBuild } from '../../test/helpers-release';

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: a build published
 * through one is served by the other, and two promotes sent to both at once let one win.
 * PostgreSQL only (TEST_DATABASE_URL; `node tools/test-postgres.mjs`): PGlite has one client.
 */
describeOnPostgres('release across two API instances', () => {
  let root: string;
  let testDb: TestDb;
  let secondDb: Db;
  let one: TestApp;
  let two: TestApp;
  let dev: Session;

  beforeAll(async () => {
    root = shellRoot();
    testDb = await createTestDb({ migrated: true });
    one = await startTestApp({ web: { root } }, testDb);
    secondDb = openPostgres(testDb.url as string, { max: 4 });
    two = await startTestApp({ web: { root } }, { ...testDb, db: secondDb });
    dev = await loginAdmin(one.app);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondDb?.close();
    await testDb?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves through one instance the build published through the other', async () => {
    const published = await call<{ success: PublishResult }>(one.app, 'POST', '/api/release/admin/builds', { token: dev.token, body: publishBody(syntheticBuild({ marker: 'shared' })) });
    expect(published.status).toBe(200);
    const { id } = published.body.success.build;
    const manifest = await two.app.inject({ method: 'GET', url: `/modules/admin/builds/${id}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'admin' });
    const chunk = await two.app.inject({ method: 'GET', url: `/modules/admin/builds/${id}/__federation_expose_Module.89abcdef.js` });
    expect(chunk.body).toContain('shared');
  });

  it('lets one of two promotes sent to both instances win', async () => {
    const published = await call<{ success: PublishResult }>(one.app, 'POST', '/api/release/admin/builds', { token: dev.token, body: publishBody(syntheticBuild({ marker: 'race' })) });
    const id = published.body.success.build.id;
    expect((await call(two.app, 'POST', '/api/release/admin/canary', { token: dev.token, body: { build: id, percent: 5 } })).status).toBe(200);
    const answers = await Promise.all([one, two].map((instance) => call(instance.app, 'POST', '/api/release/admin/promote', { token: dev.token, body: {} })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const promotes = await testDb.db.query<{ count: number }>("select count(*)::int as count from module_release_events where action = 'promote'");
    expect(promotes[0].count).toBe(1);
  });
});
