import { expect, test } from '@playwright/test';
import { entryFolders, isRemoteEntry, signIn } from './helpers';

const FRAMES: [string, string][] = [
  ['/patient/consultation/1', 'Consultations'],
  ['/patient/current/1', 'Patients En cours'],
  ['/patient/finish/1', 'Patients Terminé'],
  ['/appointments/1', 'Rendez-vous'],
  ['/laboratory', 'Laboratoires'],
  ['/statistics/all/payments', 'Statistiques Financières'],
  ['/Consumables/1/consumptions', 'Consommables'],
  ['/user', 'Utilisateurs'],
];

test('each module loads at run time and shows its frame', async ({ page }) => {
  // The registry's answer carries each build's manifest and declarations: only entries and chunks are fetched.
  const entries: string[] = [];
  const described: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (isRemoteEntry(path)) entries.push(path);
    if (path.endsWith('/mf-manifest.json') || path.endsWith('/declarations.json')) described.push(path);
  });
  await signIn(page);
  // Only what the home needs is fetched: the patients module's quick search and add button, the
  // appointments module's waiting room and panel of the day, the finance module's "Ma caisse du jour".
  await expect(page.getByRole('combobox', { name: 'Recherche rapide de patient' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ma caisse du jour' })).toBeVisible();
  expect(entryFolders(entries)).toEqual(new Set(['patients', 'appointments', 'finance'].map((m) => `/modules/${m}/`)));
  for (const [path, title] of FRAMES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  expect(entryFolders(entries)).toEqual(new Set(['patients', 'appointments', 'laboratories', 'finance', 'consumables', 'admin'].map((m) => `/modules/${m}/`)));
  expect(described).toEqual([]);
  // The back link returns to the home page through the shell's router.
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.shell-home')).toBeVisible();
});

test('the browser loads one React for the shell and every module', async ({ page }) => {
  const reactChunks = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('react.production') || body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')) {
      reactChunks.add(new URL(response.url()).pathname.split('/')[1]);
    }
  });
  await signIn(page);
  await page.goto('/paymentMode');
  await expect(page.getByRole('heading', { name: 'Mode de paiements' })).toBeVisible();
  await page.goto('/appointments/1');
  await expect(page.getByRole('heading', { name: 'Rendez-vous' })).toBeVisible();
  // React's code came from the shell's build only.
  expect([...reactChunks].filter((origin) => origin === 'modules')).toEqual([]);
});

test('navigating between modules keeps the shell and switches parcels', async ({ page }) => {
  await signIn(page);
  const drawer = page.getByRole('navigation');
  await drawer.getByText('Laboratoires', { exact: true }).click();
  await expect(page).toHaveURL(/\/laboratory$/);
  await expect(page.getByRole('heading', { name: 'Laboratoires' })).toBeVisible();
  await drawer.getByText('utilisateurs', { exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Laboratoires' })).toHaveCount(0);
  // Inside a module, its own links move between its pages; history works across both routers.
  await drawer.getByText('traitements', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Traitements' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Laboratoires' })).toBeVisible();
});

test('an unreachable module shows a panel with Retry while the shell keeps working', async ({ page }) => {
  await signIn(page);
  // The modules' declarations are read (and remembered in this browser) once the home has its tiles.
  await expect(page.locator('.shell-home').getByText('Statistiques Financières', { exact: true })).toBeVisible();
  await page.route('**/modules/finance/**', (route) => route.abort('connectionrefused'));
  await page.goto('/statistics/all/payments');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText("Le module « Stats Financières » n'a pas pu être chargé.");
  await expect(panel.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  // Its entries stay in place: the registry's answer described the build.
  await expect(page.getByRole('navigation').getByText('Stats Financières', { exact: true })).toBeVisible();

  // Header, drawer and the other modules keep working.
  await page.getByRole('navigation').getByText('Laboratoires', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Laboratoires' })).toBeVisible();
  await page.goto('/statistics/all/payments');
  await expect(page.getByRole('alert')).toBeVisible();

  // Once the module is back, Retry loads it in place.
  await page.unroute('**/modules/finance/**');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a module never loaded in this browser is left out of the home and drawer, and its paths show the panel with Retry', async ({ page }) => {
  // A build the server does not describe (as one served elsewhere), whose files cannot be reached.
  await page.route('**/api/registry', async (route) => {
    const answer = await (await route.fetch()).json();
    for (const entry of answer.success) if (entry.name === 'finance') delete entry.builds;
    await route.fulfill({ json: answer });
  });
  await page.route('**/modules/finance/**', (route) => route.abort('connectionrefused'));
  await signIn(page);
  const home = page.locator('.shell-home');
  await expect(home.getByText('Consultations', { exact: true })).toBeVisible();
  await expect(home.getByText('Mode de paiements', { exact: true })).toBeVisible();
  await expect(home.getByText('Statistiques Financières', { exact: true })).toHaveCount(0);
  const drawer = page.getByRole('navigation');
  await expect(drawer.getByText('utilisateurs', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Stats Financières', { exact: true })).toHaveCount(0);

  // A bookmark into it is not a 404: the path may be the missing module's.
  await page.goto('/statistics/all/payments');
  await expect(page.getByRole('alert')).toContainText("Le module « Stats Financières » n'a pas pu être chargé.");
  await drawer.getByText('utilisateurs', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();

  // Back online, Retry reads the registry again and the module appears in place.
  await page.goBack();
  await page.unroute('**/modules/finance/**');
  await page.unroute('**/api/registry');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
  await expect(drawer.getByText('Stats Financières', { exact: true })).toBeVisible();
});
