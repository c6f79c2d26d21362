import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translateMessage, type Role } from '@dental/contracts';
import { call, loginAdmin, startTestApp, type Session, type TestApp } from './test/helpers';

const fr = (key: Parameters<typeof translateMessage>[0], params?: Record<string, string>) => translateMessage(key, 'fr', params);
const ar = (key: Parameters<typeof translateMessage>[0]) => translateMessage(key, 'ar');

const logLines: string[] = [];

/** Every answer keeps to the envelope and never leaks internals. */
function expectEnvelope(label: unknown, response: { status: number; body: unknown; raw: string }) {
  const context = { label, status: response.status, raw: response.raw.slice(0, 300) };
  expect({ ...context, serverError: response.status >= 500 }).toEqual({ ...context, serverError: false });
  const body = response.body as Record<string, unknown>;
  const keys = Object.keys(body ?? {});
  expect({ label, keys }).toEqual({ label, keys: [response.status === 200 ? 'success' : response.status === 300 ? 'formErrors' : 'err'] });
  expect(response.raw).not.toMatch(/argon2|password_hash|stack|at \/|node_modules|syntax error|relation "/i);
}

describe('hostile input', () => {
  let t: TestApp;
  let admin: Session;
  let roleId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } } });
    admin = await loginAdmin(t.app);
    roleId = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success[1]._id;
    const created = async (url: string, body?: unknown) => {
      const response = await call<{ success: { _id: string } }>(t.app, 'POST', url, { token: admin.token, body });
      if (response.status !== 200) throw new Error(`${url}: ${response.raw}`);
      return response.body.success._id;
    };
    ids.ASSURANCE = await created('/api/assurance', { name: 'CNAM', cons_price: 1500 });
  });
  const fill = (template: string) => template.replace(/[A-Z_]{4,}/g, (name) => ids[name] ?? (name === 'ROLE' ? roleId : name));
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 invalidId to ids that are not positive bigints, 404 to unknown ones', async () => {
    const badIds = ['abc', '1%20or%201=1', "1'%3B%20drop%20table%20users%3B--", '99999999999999999999', '-1', '0', '1.5', '01', '%00', '1e3', 'x'.repeat(3000)];
    for (const id of badIds) {
      for (const [method, base] of [
        ['PUT', '/api/user/'],
        ['DELETE', '/api/user/'],
        ['PUT', '/api/role/'],
        ['DELETE', '/api/role/'],
        ['PUT', '/api/permission/'],
        ['DELETE', '/api/permission/'],
        ['PUT', '/api/paymentMode/'],
        ['DELETE', '/api/paymentMode/'],
        ['PUT', '/api/treatment/'],
        ['DELETE', '/api/treatment/'],
        ['GET', '/api/assurance/'],
        ['PUT', '/api/assurance/'],
        ['DELETE', '/api/assurance/'],
        ['DELETE', fill('/api/assurance/invoices/ASSURANCE/deleteInvoice/')],
        ['PUT', fill('/api/assurance/invoices/ASSURANCE/payInvoice/')],
      ] as const) {
        const response = await call(t.app, method, `${base}${id}`, { token: admin.token, body: method === 'PUT' ? { name: 'Valid name', code: 1 } : undefined });
        expectEnvelope({ method, base, id }, response);
        expect({ id, status: response.status, body: response.body }).toEqual({ id, status: 400, body: { err: fr('common.invalidId') } });
      }
      const query = await call(t.app, 'GET', `/api/user/specificUser?userId=${id}`, { token: admin.token, lang: 'ar' });
      expect(query.status).toBe(400);
      expect(query.body).toEqual({ err: ar('common.invalidId') });
      const permissions = await call(t.app, 'GET', `/api/permission?userId=${id}`, { token: admin.token });
      expect(permissions.status).toBe(400);
    }
    const repeated = await call(t.app, 'GET', '/api/user/specificUser?userId=1&userId=2', { token: admin.token });
    expect(repeated.status).toBe(400);

    for (const [method, url] of [
      ['PUT', '/api/user/123456789012345678'],
      ['DELETE', '/api/role/4242'],
      ['DELETE', '/api/permission/4242'],
      ['DELETE', '/api/paymentMode/4242'],
      ['DELETE', '/api/treatment/4242'],
      ['GET', '/api/assurance/4242'],
      ['DELETE', '/api/assurance/4242'],
      ['GET', '/api/assurance/4242/treatments'],
      ['GET', '/api/assurance/invoices/4242?global=true'],
      ['DELETE', fill('/api/assurance/invoices/ASSURANCE/deleteInvoice/4242')],
      ['GET', '/api/user/specificUser?userId=4242'],
      ['GET', '/api/permission?userId=4242'],
    ] as const) {
      const body = method === 'PUT' ? { username: 'nobody', phone: '1', roles: [roleId] } : undefined;
      const response = await call(t.app, method, url, { token: admin.token, body });
      expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 404, body: { err: fr('common.notFound') } });
    }
  });

  it('answers invalid JSON, unknown content types and huge bodies with a translated 4xx, empty JSON as no body', async () => {
    const invalid = await call(t.app, 'POST', '/api/role', { token: admin.token, body: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ err: fr('common.invalidBody') });
    const invalidAr = await call(t.app, 'POST', '/api/auth/login', { body: '{{', headers: { 'content-type': 'application/json' }, lang: 'ar' });
    expect(invalidAr.status).toBe(400);
    expect(invalidAr.body).toEqual({ err: ar('common.invalidBody') });

    // An empty JSON body is no body (clients that always send the content type): the route's own 300.
    const empty = await call(t.app, 'POST', '/api/role', { token: admin.token, body: '', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(300);
    expect(empty.body).toEqual((await call(t.app, 'POST', '/api/role', { token: admin.token, body: {} })).body);

    const xml = await call(t.app, 'POST', '/api/role', { token: admin.token, body: '<role/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual({ err: fr('common.unsupportedMediaType') });

    const text = await call(t.app, 'POST', '/api/role', { token: admin.token, body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(300);
    expect(text.body).toEqual({ formErrors: [fr('common.invalidBody')] });

    const tooLarge = await call(t.app, 'POST', '/api/role', {
      token: admin.token,
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
      lang: 'en',
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ err: translateMessage('common.bodyTooLarge', 'en') });
  });

  it('answers unknown routes with a translated 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/user/1/extra'],
      ['PATCH', '/api/user/1'],
      ['GET', '/nothing-here'],
    ] as const) {
      const response = await call(t.app, method, url, { token: admin.token });
      expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 404, body: { err: fr('common.routeNotFound') } });
    }
    const arabic = await call(t.app, 'GET', '/api/nothing', { lang: 'ar' });
    expect(arabic.body).toEqual({ err: ar('common.routeNotFound') });
    const badEncoding = await call(t.app, 'DELETE', '/api/user/%E0%A4%A', { token: admin.token });
    expect(badEncoding.status).toBe(400);
    expect(Object.keys(badEncoding.body)).toEqual(['err']);
  });

  it('never logs a token, a password or a hash', async () => {
    await call(t.app, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'admin-secret-attempt' } });
    await call(t.app, 'GET', '/api/user', { token: admin.token });
    const logs = logLines.join('\n');
    expect(logs).toContain('"msg":"request"');
    expect(logs).not.toContain(admin.token);
    expect(logs).not.toContain(admin.token.split('.')[2]);
    expect(logs).not.toContain('admin-secret-attempt');
    expect(logs).not.toMatch(/argon2|Bearer/);
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic translated message and no details', async () => {
    const t = await startTestApp();
    try {
      await t.db.close();
      const response = await call(t.app, 'GET', '/api/setting', { lang: 'ar' });
      expect(response.status).toBe(500);
      const requestId = String(response.headers['x-request-id']);
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).toEqual({ err: translateMessage('common.serverError', 'ar', { requestId }) });
      expect(response.raw).not.toMatch(/closed|pool|PGlite/i);
    } finally {
      await t.close();
    }
  });
});
