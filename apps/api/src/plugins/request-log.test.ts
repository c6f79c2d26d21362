import { describe, expect, it } from '@jest/globals';
import { routeUrl } from '@dental/contracts';
import { call, loginAdmin, startTestApp } from '../test/helpers';

const api = (path: string) => `/api/${path}`;

describe('request log', () => {
  it('writes one JSON line per request with the id it sends back, and no query string, body or token', async () => {
    const lines: string[] = [];
    const t = await startTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
    try {
      const admin = await loginAdmin(t.app);
      lines.length = 0;
      const search = await call(t.app, 'GET', `${api(routeUrl('patients.list'))}?q=Mariem%20Sidi`, { token: admin.token });
      const requestId = String(search.headers['x-request-id']);
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ reqId: requestId, msg: 'request', method: 'GET', path: api(routeUrl('patients.list')), route: 'patients.list', status: 200, user: admin._id });
      expect(typeof entries[0].ms).toBe('number');
      expect(lines.join('\n')).not.toMatch(/Mariem|Bearer|eyJ/);
    } finally {
      await t.close();
    }
  });

  it('keeps the id a load balancer gave the request, and replaces one that does not look like an id', async () => {
    const t = await startTestApp();
    try {
      const kept = await call(t.app, 'GET', api(routeUrl('system.health')), { headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
      expect(kept.headers['x-request-id']).toBe('nginx-0123456789abcdef');
      const replaced = await call(t.app, 'GET', api(routeUrl('system.health')), { headers: { 'x-request-id': 'a b<script>' } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});
