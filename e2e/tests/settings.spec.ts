import { expect, test } from '@playwright/test';
import { apiCall, apiToken, axeViolations, openInApp, signIn } from './helpers';

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

test('a colour chosen on the settings screen shows in its preview, and in the header once saved', { tag: '@clinic-wide' }, async ({ page, request }) => {
  const token = await apiToken(request);
  const original = (await apiCall(request, token, 'settings.get')).body.success!;
  // Dark enough for white text: the header takes it as it is.
  const navy = 'rgb(30, 55, 153)';
  try {
    await signIn(page);
    await openInApp(page, '/settings');
    await page.getByLabel('Code de la couleur (#rrggbb)').fill('#1e3799');
    expect(await axeViolations(page, 'clinic settings')).toEqual([]);
    await expect(page.getByRole('region', { name: 'Aperçu' }).locator('.admin-settings-preview__header')).toHaveCSS('background-color', navy);
    await expect(page.locator('.shell-header')).not.toHaveCSS('background-color', navy);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.locator('.shell-header')).toHaveCSS('background-color', navy);
  } finally {
    await apiCall(request, token, 'settings.update', { body: original });
  }
});
