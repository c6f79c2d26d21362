import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translateMessage } from '@dental/contracts';
import { call, startTestApp, type TestApp } from '../test/helpers';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0123abcd.js"></script></body></html>';

function write(root: string, path: string, content: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('web application serving', () => {
  let root: string;
  let t: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dental-web-'));
    write(root, 'apps/shell/dist/index.html', INDEX);
    write(root, 'apps/shell/dist/main.0123abcd.js', 'console.log("shell")');
    write(root, 'apps/shell/dist/favicon.ico', 'icon');
    write(root, 'apps/shell/dist/static/js/chunk-8f3e2a1b9c.css', 'body{}');
    write(root, 'apps/admin/dist/mf-manifest.json', '{"id":"admin"}');
    write(root, 'apps/admin/dist/remoteEntry.js', 'var admin;');
    write(root, 'apps/admin/dist/remoteEntry.0a1b2c3d.js', 'var admin;');
    write(root, 'apps/admin/dist/123.abcdef12.js', 'chunk');
    write(root, 'apps/admin/dist/456.abcdef34.js', `export const big = ${JSON.stringify('x'.repeat(20_000))};`);
    write(root, 'apps/finance/dist/mf-manifest.json', '{"id":"finance"}');
    // A chunk the build compressed beforehand: its copies are sent as they are, never made again.
    write(root, 'apps/finance/dist/789.abcdef56.js', 'var precompressed = "raw";');
    writeFileSync(join(root, 'apps/finance/dist/789.abcdef56.js.br'), brotliCompressSync('var precompressed = "brotli";'));
    writeFileSync(join(root, 'apps/finance/dist/789.abcdef56.js.gz'), gzipSync('var precompressed = "gzip";'));
    t = await startTestApp({
      web: { root },
      logger: {
        level: 'warn',
        stream: {
          write: (line) => {
            warnings.push(line);
          },
        },
      },
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('warns about missing builds instead of failing', () => {
    const missing = warnings.filter((line) => line.includes('is not built')).map((line) => JSON.parse(line).module);
    expect(missing.sort()).toEqual(['appointments', 'consumables', 'laboratories', 'patients']);
  });

  it('serves the shell at / with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed files for a year and other files not at all', async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).toBe('console.log("shell")');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await t.app.inject({ method: 'GET', url: '/static/js/chunk-8f3e2a1b9c.css' });
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers deep links with the shell index.html', async () => {
    for (const url of ['/paymentMode', '/patient/consultation/12', '/assurance/5/treatments', '/login?next=%2Frole']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 200, body: INDEX });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for missing files, non-HTML requests and unknown API paths', async () => {
    const file = await call(t.app, 'GET', '/missing.js', { headers: { accept: '*/*' } });
    expect(file.status).toBe(404);
    expect(file.body).toEqual({ err: translateMessage('common.routeNotFound', 'fr') });
    const json = await call(t.app, 'GET', '/paymentMode', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    const api = await call(t.app, 'GET', '/api/unknown', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ err: translateMessage('common.routeNotFound', 'fr') });
    const post = await call(t.app, 'POST', '/paymentMode', { headers: { accept: 'text/html' }, body: {} });
    expect(post.status).toBe(404);
  });

  it('serves module builds with CORS and the right cache headers', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/modules/admin/mf-manifest.json', headers: { origin: 'http://other.example' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'admin' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // An entry named by its content (as the workspace's builds name it) is kept; one of a build named otherwise is checked again.
    const hashedEntry = await t.app.inject({ method: 'GET', url: '/modules/admin/remoteEntry.0a1b2c3d.js' });
    expect(hashedEntry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject({ method: 'GET', url: '/modules/admin/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const chunk = await t.app.inject({ method: 'GET', url: '/modules/admin/123.abcdef12.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const finance = await t.app.inject({ method: 'GET', url: '/modules/finance/mf-manifest.json' });
    expect(finance.json()).toEqual({ id: 'finance' });
  });

  it('answers 404 for anything missing under /modules, never the shell', async () => {
    for (const url of ['/modules/admin/missing.js', '/modules/patients/mf-manifest.json', '/modules/unknown/x.js', '/modules/admin/deep/link']) {
      const response = await call(t.app, 'GET', url, { headers: { accept: 'text/html' } });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.raw).not.toContain('<!doctype html>');
    }
  });

  it('compresses what it sends when the browser accepts it', async () => {
    const url = '/modules/admin/456.abcdef34.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(2_000);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(20_000);
  });

  it('sends the copies the build compressed, by the encodings the browser accepts, cached as the file they encode', async () => {
    const url = '/modules/finance/789.abcdef56.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', vary: expect.stringMatching(/accept-encoding/i) });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('var precompressed = "brotli";');
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('var precompressed = "gzip";');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var precompressed = "raw";');
  });

  it('does not serve files outside the build folders', async () => {
    write(root, 'secret.txt', 'top secret');
    for (const url of ['/../../secret.txt', '/modules/admin/../../../../secret.txt', '/%2e%2e/%2e%2e/%2e%2e/secret.txt', '/modules/admin/..%2f..%2f..%2f..%2fsecret.txt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('top secret');
    }
  });

  it('keeps the API working beside the static files', async () => {
    const response = await call(t.app, 'GET', '/api/setting');
    expect(response.status).toBe(200);
  });
});
