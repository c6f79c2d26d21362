import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translateMessage } from '@dental/contracts';
import { normalizeTokenTtl } from '../../app';
import { call, login, loginAdmin, signToken, startTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/helpers';

const sessionExpired = translateMessage('auth.sessionExpired', 'fr');

describe('login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs the admin in and answers the login data with a token', async () => {
    const response = await call<{ success: Record<string, unknown> }>(t.app, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin' },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      username: 'admin',
      doctor: null,
      dev: true,
      accessToken: expect.any(String),
    });
    expect(response.raw).not.toMatch(/argon2|password/i);
    const token = response.body.success.accessToken as string;
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(response.body.success._id);
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const session = await login(t.app, '  ADMIN ', 'admin');
    expect(session.username).toBe('admin');
  });

  it("answers 401 'Wrong Data !' for a wrong password and for an unknown user alike", async () => {
    const wrong = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'nope' } });
    const unknown = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'ghost', password: 'nope' } });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ err: 'Wrong Data !' });
    }
  });

  it("answers 300 'Wrong Data !!' when a field is missing or malformed", async () => {
    const bodies: unknown[] = [
      {},
      { username: 'admin' },
      { password: 'admin' },
      { username: '', password: 'admin' },
      { username: '   ', password: 'admin' },
      { username: 'admin', password: '' },
      { username: ['admin'], password: 'admin' },
      { username: 'admin', password: { $ne: null } },
      [],
      'admin',
      null,
    ];
    for (const body of bodies) {
      const response = await call(t.app, 'POST', '/api/auth/login', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect({ body, status: response.status, answer: response.body }).toEqual({ body, status: 300, answer: { formErrors: ['Wrong Data !!'] } });
    }
    const noBody = await call(t.app, 'POST', '/api/auth/login');
    expect(noBody.status).toBe(300);
    expect(noBody.body).toEqual({ formErrors: ['Wrong Data !!'] });
  });

  it('needs no token and ignores a bad one', async () => {
    const response = await call(t.app, 'POST', '/api/auth/login', { token: 'garbage', body: { username: 'admin', password: 'admin' } });
    expect(response.status).toBe(200);
  });
});

describe('login rate limit', () => {
  const LIMIT = { max: 3, maxPerAddress: 5, timeWindow: 60_000 };
  const attempt = (app: TestApp['app'], username: string, password: string, remoteAddress: string, lang?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password }, headers: lang ? { 'accept-language': lang } : {} });

  it('answers 429 after the limit per username, from any address, even with the right password', async () => {
    const t = await startTestApp({ loginRateLimit: LIMIT });
    try {
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
        expect((await attempt(t.app, 'admin', 'bad', address)).statusCode).toBe(401);
      }
      const blocked = await attempt(t.app, 'Admin', 'admin', '10.0.0.4');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ err: translateMessage('auth.tooManyAttempts', 'fr') });
      const inArabic = await attempt(t.app, 'ａｄｍｉｎ', 'admin', '10.0.0.5', 'ar');
      expect(inArabic.statusCode).toBe(429);
      expect(inArabic.json()).toEqual({ err: translateMessage('auth.tooManyAttempts', 'ar') });
      // Another username is counted apart.
      expect((await attempt(t.app, 'someone', 'x', '10.0.0.6')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('answers 429 after the limit per address, whatever the usernames, before any password is checked', async () => {
    const t = await startTestApp({ loginRateLimit: LIMIT });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await attempt(t.app, `user${i}`, 'x', '10.0.0.9')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      // The right password does not get through from that address either; another address does.
      expect((await attempt(t.app, 'admin', 'admin', '10.0.0.9')).statusCode).toBe(429);
      expect((await attempt(t.app, 'admin', 'admin', '10.0.0.10')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('lets exactly the allowed number through when attempts race on two instances', async () => {
    const first = await startTestApp({ loginRateLimit: { max: 10, maxPerAddress: 1_000, timeWindow: 60_000 } });
    const second = await startTestApp({ loginRateLimit: { max: 10, maxPerAddress: 1_000, timeWindow: 60_000 } }, first.testDb);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? first.app : second.app, 'admin', 'wrong-password', `10.0.2.${i}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('counts the attempts of every API instance on one database together', async () => {
    const first = await startTestApp({ loginRateLimit: LIMIT });
    const second = await startTestApp({ loginRateLimit: LIMIT }, first.testDb);
    try {
      expect((await attempt(first.app, 'admin', 'bad', '10.0.1.1')).statusCode).toBe(401);
      expect((await attempt(second.app, 'admin', 'bad', '10.0.1.2')).statusCode).toBe(401);
      expect((await attempt(first.app, 'admin', 'bad', '10.0.1.3')).statusCode).toBe(401);
      expect((await attempt(second.app, 'admin', 'admin', '10.0.1.4')).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('access tokens', () => {
  let t: TestApp;
  let adminId: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const session = await loginAdmin(t.app);
    adminId = session._id;
    adminToken = session.token;
  });
  afterAll(async () => {
    await t.close();
  });

  const protectedRoutes: [string, string][] = [
    ['GET', '/api/user'],
    ['GET', '/api/role'],
    ['GET', '/api/permission'],
    ['GET', '/api/permission/byTable'],
    ['GET', '/api/paymentMode'],
    ['GET', '/api/registry'],
    ['POST', '/api/role'],
    ['PUT', '/api/setting'],
    ['DELETE', '/api/user/1'],
    ['GET', '/api/user/specificUser?userId=1'],
  ];

  async function expectRejected(authorization: string | undefined) {
    for (const [method, url] of protectedRoutes) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: authorization === undefined ? {} : { authorization },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'Something' } }),
      });
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 401,
        body: { err: sessionExpired },
      });
    }
  }

  it('refuses every protected route without a token', async () => {
    await expectRejected(undefined);
    await expectRejected('');
    await expectRejected('Bearer');
    await expectRejected('Basic YWRtaW46YWRtaW4=');
  });

  it('refuses a forged token (other secret, altered payload, alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRejected(`Bearer ${signToken({ sub: adminId, iat: now, exp: now + 3600 }, 'another-secret')}`);
    const [head, , signature] = adminToken.split('.');
    const altered = Buffer.from(JSON.stringify({ sub: '2', iat: now, exp: now + 3600 })).toString('base64url');
    await expectRejected(`Bearer ${head}.${altered}.${signature}`);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: adminId })).toString('base64url')}.`;
    await expectRejected(`Bearer ${none}`);
    await expectRejected('Bearer not.a.token');
  });

  it('refuses a well-signed token without an expiry or with another algorithm', async () => {
    await expectRejected(`Bearer ${signToken({ sub: adminId, iat: Math.floor(Date.now() / 1000) }, TEST_JWT_SECRET)}`);
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode({ sub: adminId, iat: now, exp: now + 3600 })}`;
    const hs512 = `${head}.${createHmac('sha512', TEST_JWT_SECRET).update(head).digest('base64url')}`;
    await expectRejected(`Bearer ${hs512}`);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectRejected(`Bearer ${signToken({ sub: adminId, iat: past, exp: past + 60 }, TEST_JWT_SECRET)}`);
  });

  it('refuses a well-signed token whose subject is not a user', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const sub of ['999999', 'abc', '1 or 1=1', 42, null, '99999999999999999999999']) {
      await expectRejected(`Bearer ${signToken({ sub, iat: now, exp: now + 3600 }, TEST_JWT_SECRET)}`);
    }
  });

  it('accepts the token of a signed-in user and answers in the envelope', async () => {
    const response = await call(t.app, 'GET', '/api/paymentMode', { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: expect.any(Array) });
  });

  it('stops accepting the token of a deleted user', async () => {
    const roles = await call<{ success: { _id: string }[] }>(t.app, 'GET', '/api/role', { token: adminToken });
    const created = await call<{ success: { _id: string } }>(t.app, 'POST', '/api/user', {
      token: adminToken,
      body: { username: 'leaving', password: 'pw-leaving', phone: '1', doctor: null, roles: [roles.body.success[0]._id] },
    });
    expect(created.status).toBe(200);
    const session = await login(t.app, 'leaving', 'pw-leaving');
    expect((await call(t.app, 'GET', '/api/registry', { token: session.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/user/${created.body.success._id}`, { token: adminToken })).status).toBe(200);
    const after = await call(t.app, 'GET', '/api/registry', { token: session.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ err: sessionExpired });
  });

  it('gives tokens the configured lifetime', async () => {
    const short = await startTestApp({ tokenTtl: '90' }, t.testDb);
    try {
      const session = await loginAdmin(short.app);
      const payload = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(90);
    } finally {
      await short.close();
    }
  });
});

describe('normalizeTokenTtl', () => {
  it('reads digits as seconds and keeps durations', () => {
    expect(normalizeTokenTtl('3600')).toBe('3600s');
    expect(normalizeTokenTtl('12h')).toBe('12h');
    expect(normalizeTokenTtl(' 30m ')).toBe('30m');
    expect(() => normalizeTokenTtl('soon')).toThrow(/Invalid token lifetime/);
    expect(() => normalizeTokenTtl('-5')).toThrow(/Invalid token lifetime/);
  });
});
