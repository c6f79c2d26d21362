import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn } from './helpers';

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
    apiCall(request, token, 'PUT', 'registry/finance', { url: STABLE, canary });
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
  const response = await request.get('/api/registry');
  expect(response.status()).toBe(401);
  expect(await response.json()).not.toHaveProperty('success');
});
