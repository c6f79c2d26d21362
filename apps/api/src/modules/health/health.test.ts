import { describe, expect, it } from '@jest/globals';
import { routeUrl } from '@dental/contracts';
import { call, startTestApp } from '../../test/helpers';

const health = `/api/${routeUrl('system.health')}`;
const ready = `/api/${routeUrl('system.ready')}`;

describe('health and readiness probes', () => {
  it('answer without a token, saying only ok', async () => {
    const t = await startTestApp();
    try {
      for (const url of [health, ready]) {
        const response = await call(t.app, 'GET', url);
        expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 200, body: { status: 'ok' } });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await t.close();
    }
  });

  it('ready says not ready when the database does not answer, health still ok', async () => {
    const t = await startTestApp();
    try {
      await t.db.close();
      const response = await call(t.app, 'GET', ready);
      expect({ status: response.status, body: response.body }).toEqual({ status: 503, body: { status: 'not ready' } });
      expect((await call(t.app, 'GET', health)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('ready says not ready when a migration is missing', async () => {
    const t = await startTestApp();
    try {
      await t.db.query('delete from schema_migrations where version = (select max(version) from schema_migrations)');
      expect((await call(t.app, 'GET', ready)).status).toBe(503);
    } finally {
      await t.close();
    }
  });
});
