import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, apiUrl, signIn } from './helpers';
import { serveFolder } from './static-server';

const STABLE = '/modules/finance/mf-manifest.json';

/**
 * The manifest URLs the page asks for. The registry's answer is given without the builds'
 * descriptions, as for builds served elsewhere, so that the page fetches the manifest of the build
 * it chose (one folder here, told apart by the query).
 */
async function manifestRequests(page: Page): Promise<string[]> {
  await page.route('**/api/registry', async (route) => {
    const answer = await (await route.fetch()).json();
    for (const entry of answer.success) delete entry.builds;
    await route.fulfill({ json: answer });
  });
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('mf-manifest.json')) urls.push(url.pathname + url.search);
  });
  return urls;
}

test('the registry decides which build loads: canary share, forced build and rollback, with no rebuild', { tag: '@clinic-wide' }, async ({ page, request }) => {
  const token = await apiToken(request);
  const setFinance = (canary: { url: string; percent: number } | null) =>
    apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url: STABLE, canary } });
  try {
    // 100 % canary: every user loads the canary build.
    expect((await setFinance({ url: `${STABLE}?build=canary`, percent: 100 })).status).toBe(200);
    const requests = await manifestRequests(page);
    await signIn(page);
    await page.goto('/statistics/all/payments');
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

test.describe('a module ships on its own', { tag: '@clinic-wide' }, () => {
  const fixture = path.resolve(__dirname, '../fixtures/finance-next');
  let served: Awaited<ReturnType<typeof serveFolder>>;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The module's next build: one more route and one more tile, built apart from everything else.
    execFileSync('npx', ['rspack', 'build', '-c', './rspack.config.ts'], { cwd: fixture, stdio: 'pipe' });
    served = await serveFolder(path.join(fixture, 'dist'));
    origin = served.origin;
  });

  test.afterAll(async () => {
    await served?.close();
  });

  test('a new build adds a route and a home tile by a registry change alone, and a rollback takes them away', async ({ page, request }) => {
    const token = await apiToken(request);
    const setFinance = (url: string) => apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url, canary: null } });
    const home = page.locator('.shell-home');
    try {
      await signIn(page);
      await expect(home.getByText('Statistiques Financières', { exact: true })).toBeVisible();
      await expect(home.getByText('Prévisions', { exact: true })).toHaveCount(0);
      const tilesBefore = await home.locator('[data-tile]').count();

      // The registry points at the new build: the next page load has the tile and the route.
      expect((await setFinance(`${origin}/mf-manifest.json`)).status).toBe(200);
      await page.reload();
      await expect(home.getByText('Prévisions', { exact: true })).toBeVisible();
      await expect(home.locator('[data-tile]')).toHaveCount(tilesBefore + 1);
      await home.getByText('Prévisions', { exact: true }).click();
      await expect(page).toHaveURL(/\/forecast$/);
      await expect(page.getByRole('heading', { name: 'Prévisions' })).toBeVisible();
      // The module's existing pages come from the new build too.
      await page.goto('/statistics/all/payments');
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

test.describe('a module built against workspace libs the page does not run', { tag: '@clinic-wide' }, () => {
  const fixture = path.resolve(__dirname, '../fixtures/finance-lib-versions');
  const builds: Record<string, Awaited<ReturnType<typeof serveFolder>>> = {};

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    for (const uiVersion of ['1.0.0', '2.0.0']) {
      execFileSync('npx', ['rspack', 'build', '-c', './rspack.config.ts', '--env', `uiVersion=${uiVersion}`], { cwd: fixture, stdio: 'pipe' });
      builds[uiVersion] = await serveFolder(path.join(fixture, `dist-${uiVersion}`));
    }
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(builds).map((build) => build.close()));
  });

  test('is not mounted: a translated panel names the lib and both versions; a compatible build loads', async ({ page, request }) => {
    const token = await apiToken(request);
    const setFinance = (url: string) => apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body: { url, canary: null } });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      await signIn(page);
      expect((await setFinance(`${builds['2.0.0'].origin}/mf-manifest.json`)).status).toBe(200);
      await page.goto('/statistics/all/payments');
      await expect(page.getByText(/a été construit pour @dental\/ui \^2\.0\.0, mais cette page utilise la version 1\.\d+\.\d+/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toHaveCount(0);
      expect(errors.some((text) => text.includes('@dental/ui ^2.0.0'))).toBe(true);
      // The rest of the application keeps working.
      await page.goto('/');
      await expect(page.locator('.shell-home').getByText('Statistiques Financières', { exact: true })).toBeVisible();

      await page.evaluate(() => localStorage.setItem('lang', 'ar'));
      await page.goto('/statistics/all/payments');
      await expect(page.getByText(/بُنيت وحدة/)).toBeVisible();
      await page.evaluate(() => localStorage.setItem('lang', 'fr'));

      // Built against an older version of the same major: it loads.
      expect((await setFinance(`${builds['1.0.0'].origin}/mf-manifest.json`)).status).toBe(200);
      await page.goto('/statistics/all/payments');
      await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
    } finally {
      await setFinance(STABLE);
    }
  });
});
