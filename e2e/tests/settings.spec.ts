import { expect, test } from '@playwright/test';
import { apiCall, apiToken } from './helpers';

test('the clinic settings come from the server and apply without a rebuild', { tag: '@clinic-wide' }, async ({ page, request }) => {
  const token = await apiToken(request);
  const original = (await apiCall(request, token, 'settings.get')).body.success!;
  try {
    const changed = await apiCall(request, token, 'settings.update', { body: { ...original, clinicName: 'Cabinet Essai', mainColor: '#0984e3' } });
    expect(changed.status).toBe(200);
    await page.goto('/login');
    await expect(page.getByText('Cabinet Essai')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dn-main').trim()))
      .toBe('#0984e3');
  } finally {
    await apiCall(request, token, 'settings.update', { body: original });
  }
});
