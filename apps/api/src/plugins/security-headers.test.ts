import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cspOriginOf, RegistryOrigins, registryOrigins } from '../modules/registry/origins';
import { call, loginAdmin, startTestApp, type Session, type TestApp } from '../test/helpers';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0123abcd.js"></script></body></html>';

function write(root: string, path: string, content: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The policy as a map of directive → sources. */
function csp(headers: Record<string, unknown>): Record<string, string[]> {
  const value = headers['content-security-policy'];
  if (typeof value !== 'string') throw new Error('no Content-Security-Policy');
  return Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('cspOriginOf', () => {
  it('keeps plain http(s) origins, normalized, and nothing else', () => {
    expect(cspOriginOf('https://CDN.Example.com:443/admin/mf-manifest.json?build=2')).toBe('https://cdn.example.com');
    expect(cspOriginOf('http://127.0.0.1:4311/modules/finance/mf-manifest.json')).toBe('http://127.0.0.1:4311');
    expect(cspOriginOf('http://[::1]:8080/x.json')).toBe('http://[::1]:8080');
    expect(cspOriginOf('https://user:secret@builds.example/x.json')).toBe('https://builds.example');
    expect(cspOriginOf('https://bücher.example/x.json')).toBe('https://xn--bcher-kva.example');
    for (const url of ['/modules/admin/mf-manifest.json', 'ftp://x.example/a', 'javascript:alert(1)', 'http://*.evil.example/x', 'http://a;script-src/x', 'http://a,b/x', 'http://']) {
      expect({ url, origin: cspOriginOf(url) }).toEqual({ url, origin: null });
    }
  });
});

describe('RegistryOrigins', () => {
  function fakeDb(urls: string[][]) {
    let reads = 0;
    return {
      get reads() {
        return reads;
      },
      db: {
        async query<T>() {
          const current = urls[Math.min(reads, urls.length - 1)];
          reads += 1;
          return current.map((url) => ({ url })) as T[];
        },
        async exec() {},
      },
    };
  }

  it('reads again only when older than its maximum age, sharing one read', async () => {
    let now = 1_000;
    const fake = fakeDb([['https://a.example/m.json'], ['https://b.example/m.json', '/modules/x.json', 'https://b.example/other.json']]);
    const origins = new RegistryOrigins(fake.db, 30_000, () => now);
    expect(origins.list()).toEqual([]);
    await origins.ensureFresh();
    expect(origins.list()).toEqual(['https://a.example']);
    now += 29_999;
    await origins.ensureFresh();
    expect(fake.reads).toBe(1);
    now += 1;
    await Promise.all([origins.ensureFresh(), origins.ensureFresh(), origins.ensureFresh()]);
    expect(fake.reads).toBe(2);
    expect(origins.list()).toEqual(['https://b.example']);
    origins.invalidate();
    await origins.ensureFresh();
    expect(fake.reads).toBe(3);
  });

  it("reads for every page on PostgreSQL, where another instance may have written the registry, and keeps PGlite's list", async () => {
    const postgres = fakeDb([['https://a.example/m.json'], ['https://b.example/m.json']]);
    const shared = registryOrigins(postgres.db);
    await shared.ensureFresh();
    await shared.ensureFresh();
    expect(postgres.reads).toBe(2);
    expect(shared.list()).toEqual(['https://b.example']);

    const pglite = fakeDb([['https://a.example/m.json']]);
    const alone = registryOrigins(Object.assign(pglite.db, { listen: async () => undefined }));
    await alone.ensureFresh();
    await alone.ensureFresh();
    expect(pglite.reads).toBe(1);
  });
});

describe('security headers', () => {
  let root: string;
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dental-headers-'));
    write(root, 'apps/shell/dist/index.html', INDEX);
    write(root, 'apps/shell/dist/main.0123abcd.js', 'console.log("shell")');
    write(root, 'apps/admin/dist/mf-manifest.json', '{"id":"admin"}');
    write(root, 'apps/admin/dist/remoteEntry.js', 'var admin;');
    t = await startTestApp({ web: { root } });
    admin = await loginAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url = '/') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  function expectCommonHeaders(label: string, headers: Record<string, unknown>) {
    expect({
      label,
      frame: headers['x-frame-options'],
      sniff: headers['x-content-type-options'],
      referrer: headers['referrer-policy'],
      permissions: headers['permissions-policy'],
      hsts: headers['strict-transport-security'],
      opener: headers['cross-origin-opener-policy'],
    }).toEqual({
      label,
      frame: 'DENY',
      sniff: 'nosniff',
      referrer: 'no-referrer',
      permissions: expect.stringContaining('camera=()'),
      hsts: undefined,
      opener: 'same-origin',
    });
    expect(csp(headers)['frame-ancestors']).toEqual(["'none'"]);
  }

  it('sends the page policy on the shell, deep links and its SVG files', async () => {
    for (const url of ['/', '/paymentMode', '/patient/consultation/12', '/login?next=%2Frole', '/logo.svg']) {
      const response = await page(url);
      expectCommonHeaders(url, response.headers);
      const policy = csp(response.headers);
      expect({ url, policy }).toEqual({
        url,
        policy: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'connect-src': ["'self'"],
          'style-src': ["'self'"],
          'font-src': ["'self'", 'data:'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          'frame-src': ['blob:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      });
      expect(response.headers['cache-control']).not.toBe('no-store');
    }
  });

  it('sends no-store and a policy that allows nothing on every API answer, errors included', async () => {
    const answers = [
      await call(t.app, 'GET', '/api/setting'),
      await call(t.app, 'GET', '/api/registry'),
      await call(t.app, 'GET', '/api/registry', { token: admin.token }),
      await call(t.app, 'GET', '/api/unknown', { headers: { accept: 'text/html' } }),
      await call(t.app, 'POST', '/api/role', { token: admin.token, body: '{', headers: { 'content-type': 'application/json' } }),
      await call(t.app, 'DELETE', '/api/role/abc', { token: admin.token }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 404, 400, 400]);
    for (const [index, answer] of answers.entries()) {
      expectCommonHeaders(`api ${index}`, answer.headers);
      expect({ index, cache: answer.headers['cache-control'] }).toEqual({ index, cache: 'no-store' });
      expect(csp(answer.headers)['default-src']).toEqual(["'none'"]);
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('lets other origins load the module builds', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/modules/admin/mf-manifest.json', headers: { origin: 'http://other.example' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
    const shellFile = await page('/main.0123abcd.js');
    expect(shellFile.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("sends a script's, style's or manifest's headers only on the files that are never a page", async () => {
    for (const url of ['/main.0123abcd.js', '/main.0123abcd.css', '/missing.js', '/modules/admin/mf-manifest.json', '/modules/admin/remoteEntry.js']) {
      const { headers } = await page(url);
      expect({ url, nosniff: headers['x-content-type-options'], policy: headers['content-security-policy'], permissions: headers['permissions-policy'], framing: headers['x-frame-options'] }).toEqual({
        url,
        nosniff: 'nosniff',
        policy: undefined,
        permissions: undefined,
        framing: undefined,
      });
      expect(headers['cross-origin-resource-policy']).toBe(url.startsWith('/modules/') ? 'cross-origin' : 'same-origin');
    }
  });

  it("allows the registry's build origins, stable and canary, from the next page on", async () => {
    const put = (name: string, body: unknown) => call(t.app, 'PUT', `/api/registry/${name}`, { token: admin.token, body });
    try {
      expect(
        (await put('admin', { url: 'https://builds.example/admin/mf-manifest.json', canary: { url: 'http://127.0.0.1:4311/modules/admin/mf-manifest.json', percent: 10 } }))
          .status,
      ).toBe(200);
      expect((await put('finance', { url: '/modules/finance/mf-manifest.json', canary: { url: 'https://builds.example/finance/v2/mf-manifest.json', percent: 50 } })).status).toBe(
        200,
      );
      // Names the registry accepts but no CSP source may carry are left out, never a broken policy.
      expect((await put('patients', { url: 'http://*.evil.example/mf-manifest.json', canary: { url: 'http://a;script-src/x.json', percent: 1 } })).status).toBe(200);

      const response = await page('/');
      expect(response.statusCode).toBe(200);
      const policy = csp(response.headers);
      const expected = ["'self'", 'http://127.0.0.1:4311', 'https://builds.example'];
      for (const directive of ['script-src', 'connect-src', 'style-src']) {
        expect({ directive, sources: policy[directive] }).toEqual({ directive, sources: expected });
      }
      expect(policy['font-src']).toEqual([...expected, 'data:']);
      expect(policy['default-src']).toEqual(["'self'"]);

      // Rolled back: the origins leave the policy at once.
      await put('admin', { url: '/modules/admin/mf-manifest.json', canary: null });
      await put('finance', { url: '/modules/finance/mf-manifest.json', canary: null });
      await put('patients', { url: '/modules/patients/mf-manifest.json', canary: null });
      expect(csp((await page('/paymentMode')).headers)['script-src']).toEqual(["'self'"]);
    } finally {
      for (const name of ['admin', 'finance', 'patients']) await put(name, { url: `/modules/${name}/mf-manifest.json`, canary: null });
    }
  });
});
