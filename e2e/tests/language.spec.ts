import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('Arabic turns the whole layout right to left and survives a reload', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Langue').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.shell-home').getByText('طرق الدفع', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

  // The drawer sits on the right in RTL.
  const drawer = await page.getByRole('navigation').boundingBox();
  const viewport = page.viewportSize()!;
  expect(drawer!.x).toBeGreaterThan(viewport.width / 2);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation').getByText('الصفحة الرئيسية')).toBeVisible();

  // A module follows the shell's language: it shares the one i18next instance.
  await page.goto('/paymentMode');
  await expect(page.getByRole('heading', { name: 'طرق الدفع' })).toBeVisible();
  await page.getByLabel('اللغة').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Mode de paiements' })).toBeVisible();
});

test('the server answers in the chosen language', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Langue').selectOption('ar');
  await page.goto('/paymentMode');
  await page.getByRole('button', { name: /إضافة/ }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('dialog').getByText('اسم طريقة الدفع إلزامي')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
  await page.getByLabel('اللغة').selectOption('fr');
});

test("a form's own checks speak the chosen language, whose messages are fetched only once it is chosen", async ({ page }) => {
  const messageChunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/(messages-[a-z]+)\.[0-9a-f]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) messageChunks.push(name);
  });
  const nameRequired = async (add: string, save: string, cancel: string, message: string) => {
    await page.getByRole('button', { name: add }).click();
    await page.getByRole('dialog').getByRole('button', { name: save }).click();
    await expect(page.getByRole('dialog').getByText(message)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: cancel }).click();
  };
  await signIn(page);
  await page.goto('/role');
  await nameRequired('Ajouter', 'Enregistrer', 'Annuler', 'Le nom du rôle est obligatoire');
  expect(messageChunks).toEqual([]);

  await page.getByLabel('Langue').selectOption('ar');
  await nameRequired('إضافة', 'حفظ', 'إلغاء', 'اسم الدور إلزامي');
  expect(messageChunks).toEqual(['messages-ar']);
  // A page opened in Arabic has them before any screen shows.
  await page.reload();
  await nameRequired('إضافة', 'حفظ', 'إلغاء', 'اسم الدور إلزامي');
  expect(messageChunks).toEqual(['messages-ar', 'messages-ar']);
  await page.getByLabel('اللغة').selectOption('fr');
});
