import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, apiUrl, signIn } from './helpers';

const STABLE = '/modules/finance/mf-manifest.json';

function manifestRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('mf-manifest.json')) urls.push(url.pathname + url.search);
  });
  return urls;
}

test('the registry decides which build loads: canary share, forced build and rollback, with no rebuild', async ({ page, request }) => {
  const token = await apiToken(request);
  const setFinance = (canary: { url: string; percent: number } | null) =>
    apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url: STABLE, canary } });
  try {
    // 100 % canary: every user loads the canary build.
    expect((await setFinance({ url: `${STABLE}?build=canary`, percent: 100 })).status).toBe(200);
    const requests = manifestRequests(page);
    await signIn(page);
    await page.goto('/statistics/1/payments');
    await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
    expect(requests).toContain(`${STABLE}?build=canary`);

    // Rolled back to 0 %: the next load takes the stable build.
    expect((await setFinance({ url: `${STABLE}?build=canary`, percent: 0 })).status).toBe(200);
    requests.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
    expect(requests).toEqual([STABLE]);

    // A tester forces a build for this browser only.
    await page.evaluate((url) => localStorage.setItem('moduleOverrides', JSON.stringify({ finance: url })), `${STABLE}?build=forced`);
    requests.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
    expect(requests).toEqual([`${STABLE}?build=forced`]);
  } finally {
    await setFinance(null);
    await page.evaluate(() => localStorage.removeItem('moduleOverrides'));
  }
});

test('the registry is only given to signed-in users', async ({ request }) => {
  const response = await request.get(apiUrl('registry.list'));
  expect(response.status()).toBe(401);
  expect(await response.json()).not.toHaveProperty('success');
});

test.describe('a module ships on its own', () => {
  const fixture = path.resolve(__dirname, '../fixtures/finance-next');
  let server: Server;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The module's next build: one more route and one more tile, built apart from everything else.
    execFileSync('npx', ['rspack', 'build', '-c', './rspack.config.ts'], { cwd: fixture, stdio: 'pipe' });
    // Served from another origin, as a team's CDN would serve it.
    server = createServer((request, response) => {
      const file = path.join(fixture, 'dist', path.normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, ''));
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('cache-control', 'no-cache');
      readFile(file).then(
        (body) => {
          const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
          response.writeHead(200, { 'content-type': type }).end(body);
        },
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  test('a new build adds a route and a home tile by a registry change alone, and a rollback takes them away', async ({ page, request }) => {
    const token = await apiToken(request);
    const setFinance = (url: string) => apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url, canary: null } });
    const home = page.locator('.shell-home');
    try {
      await signIn(page);
      await expect(home.getByText('Statistiques Financières', { exact: true })).toBeVisible();
      await expect(home.getByText('Prévisions', { exact: true })).toHaveCount(0);

      // The registry points at the new build: the next page load has the tile and the route.
      expect((await setFinance(`${origin}/mf-manifest.json`)).status).toBe(200);
      await page.reload();
      await expect(home.getByText('Prévisions', { exact: true })).toBeVisible();
      await expect(home.locator('[data-tile]')).toHaveCount(15);
      await home.getByText('Prévisions', { exact: true }).click();
      await expect(page).toHaveURL(/\/forecast$/);
      await expect(page.getByRole('heading', { name: 'Prévisions' })).toBeVisible();
      // The module's existing pages come from the new build too.
      await page.goto('/statistics/1/payments');
      await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();

      // Rolled back: the tile and the route are gone, the rest is as before.
      expect((await setFinance(STABLE)).status).toBe(200);
      await page.goto('/');
      await expect(home.getByText('Statistiques Financières', { exact: true })).toBeVisible();
      await expect(home.getByText('Prévisions', { exact: true })).toHaveCount(0);
      await page.goto('/forecast');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
    } finally {
      await setFinance(STABLE);
    }
  });
});
