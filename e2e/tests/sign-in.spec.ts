import { expect, test } from '@playwright/test';
import { apiCall, apiUrl, signIn } from './helpers';

test('a wrong password shows "Wrong Data !" as a banner that a click dismisses', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'Logo du cabinet' })).toBeVisible();
  await page.getByLabel("Nom d'utilisateur").fill('admin');
  await page.getByLabel('Mot de passe').fill('not-the-password');
  await page.getByRole('button', { name: 'Connecter' }).click();
  const banner = page.getByText('Wrong Data !', { exact: true });
  await expect(banner).toBeVisible();
  await expect(page.getByText("Nom d'utilisateur ou mot de passe incorrect")).toBeVisible();
  await banner.click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in goes from the login screen to the home without an empty page between them', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill('admin');
  await page.getByLabel('Mot de passe').fill('admin');
  // Every change of the page's root from the click on: it always holds the login screen or the application.
  await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const seen: number[] = [];
    Object.assign(window, { rootSizes: seen });
    new MutationObserver(() => seen.push(root.children.length)).observe(root, { childList: true });
  });
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page.locator('.shell-home')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const sizes = await page.evaluate(() => (window as unknown as { rootSizes: number[] }).rootSizes);
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter((size) => size === 0)).toEqual([]);
});

test('an empty username is stopped on screen, in the user’s language, before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiUrl('auth.login')) sent.push(request.url());
  });
  await page.goto('/login');
  await page.getByLabel('Mot de passe').fill('admin');
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page.getByText("Saisissez votre nom d'utilisateur")).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('after sign-in the focus is in the main content, and a skip link leads there by keyboard', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('main#main-content')).toBeFocused();
  // The skip link is the page's first stop for Tab, shown when focused.
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  const first = await page.evaluate(() => document.querySelector('a[href], button, input, select, [tabindex="0"]')?.textContent);
  expect(first).toBe('Aller au contenu');
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('signed out, protected paths go to /login', async ({ page }) => {
  await page.goto('/paymentMode');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/patient/consultation/1');
  await expect(page).toHaveURL(/\/login$/);
});

test('admin signs in, sees the header, drawer and every tile, and signs out', async ({ page }) => {
  await signIn(page);
  const header = page.locator('header.shell-header');
  await expect(header.getByRole('link', { name: 'admin' })).toBeVisible();
  for (const tile of ['Consultations', 'Patients Terminé', 'Patients En cours', 'Rendez-Vous', 'Statistiques Financières', 'Assurances', 'Laboratoires', 'Utilisateurs', 'Consommables', 'Implants', 'Traitements', 'Roles', 'Mode de paiements', 'Permissions']) {
    await expect(page.locator('.shell-home').getByText(tile, { exact: true })).toBeVisible();
  }
  const drawer = page.getByRole('navigation');
  for (const entry of ["page d'accueil", 'Laboratoires', 'Patients', 'Assurances', 'Rendez-vous', 'Stats Financières', 'consommables', 'utilisateurs', 'traitements']) {
    await expect(drawer.getByText(entry, { exact: true })).toBeVisible();
  }

  // Signed in, /login goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await header.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const persisted = await page.evaluate(() => localStorage.getItem('persist:root') ?? '');
  expect(persisted).not.toContain('accessToken');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out ends the session on the server: its token no longer reads anything', async ({ page, request }) => {
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith(apiUrl('auth.login')) && response.status() === 200);
  await signIn(page);
  const token: string = (await (await loginAnswer).json()).success.accessToken;
  expect((await apiCall(request, token, 'paymentModes.list')).status).toBe(200);

  const logoutAnswer = page.waitForResponse((response) => response.url().endsWith(apiUrl('auth.logout')));
  await page.locator('header.shell-header').getByRole('button', { name: 'Déconnexion' }).click();
  expect((await logoutAnswer).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  const after = await apiCall(request, token, 'paymentModes.list');
  expect(after).toEqual({ status: 401, body: { err: 'Session expirée, veuillez vous reconnecter' } });
});

test('the session survives a reload', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page.locator('.shell-home').getByText('Mode de paiements', { exact: true })).toBeVisible();
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await signIn(page);
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  // The header and drawer keep working.
  await page.getByRole('navigation').getByText("page d'accueil").click();
  await expect(page).toHaveURL(/\/$/);
});
