import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { API_ROUTES, routeUrl, type RouteBody, type RouteData, type RouteKey, type RouteParams } from '@dental/contracts';

export const ADMIN = { username: 'admin', password: 'admin' };

/**
 * For a test that arranges today's (or tomorrow's) data and then reads it on the screens: started
 * less than its timeout before midnight, it waits for the new day (its timeout grows by the wait),
 * so the server, the browser and the test never see two different days in one test.
 */
export async function startClearOfMidnight(testInfo: TestInfo): Promise<void> {
  const now = new Date();
  const wait = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime() + 1_000;
  if (wait > testInfo.timeout) return;
  testInfo.setTimeout(testInfo.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function signIn(page: Page, credentials = ADMIN) {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(credentials.username);
  await page.getByLabel('Mot de passe').fill(credentials.password);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The address of a call of the route table (libs/contracts `API_ROUTES`), path parameters filled in. */
export function apiUrl<K extends RouteKey>(key: K, params?: RouteParams<K>): string {
  return `/api/${(routeUrl as (key: RouteKey, params?: Record<string, string>) => string)(key, params)}`;
}

/** A token for arranging data through the API, as an administrator would with the screens. */
export async function apiToken(request: APIRequestContext, credentials = ADMIN): Promise<string> {
  const response = await request.post(apiUrl('auth.login'), { data: credentials });
  expect(response.status()).toBe(200);
  return (await response.json()).success.accessToken;
}

export interface ApiCallArgs<K extends RouteKey> {
  params?: RouteParams<K>;
  query?: Record<string, string | number | boolean>;
  /** The body, as the table types it; a test may send a deliberately wrong one. */
  body?: RouteBody<K> | Record<string, unknown>;
}

/** Makes the call `key` of the route table with a token; the answer is typed from the table. */
export async function apiCall<K extends RouteKey>(
  request: APIRequestContext,
  token: string,
  key: K,
  args: ApiCallArgs<K> = {},
): Promise<{ status: number; body: { success?: RouteData<K>; err?: string; formErrors?: string[] } }> {
  const response = await request.fetch(apiUrl(key, args.params), {
    method: API_ROUTES[key].method,
    params: args.query,
    data: args.body,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status(), body: await response.json() };
}

/** Something unique per run, so tests never depend on each other's data. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const SERIOUS = ['serious', 'critical'];
/** How long the network stays quiet before a screen opened in the application counts as loaded. */
const QUIET_MS = 300;

/**
 * The WCAG 2.1 A/AA violations (axe-core) of the page as it is now, serious and critical ones by
 * default, one line each. axe is evaluated into a document once (the page's own navigations keep
 * it), and reports violations only: the passes it would otherwise collect cost as much as the audit.
 */
export async function axeViolations(page: Page, screen: string, impacts: readonly string[] | 'any' = SERIOUS): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, WCAG_21_AA);
  return violations
    .filter((v) => impacts === 'any' || impacts.includes(v.impact ?? ''))
    .map((v) => `${screen}: ${v.id} ${v.targets.join(', ')}`);
}

/** Waits for a screen to settle: no spinner left. */
export async function settled(page: Page) {
  await expect(page.locator('.dn-spinner')).toHaveCount(0, { timeout: 10_000 });
}

/** The axe audit of the page once its spinners are gone: no serious or critical WCAG 2.1 AA finding. */
export async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  expect(await axeViolations(page, screen)).toEqual([]);
}

/**
 * Opens `path` as a click on a link would: through the application's router, without reloading
 * the shell and its modules (what a full `page.goto` costs on every screen). The router keeps the
 * old screen up while the new one's code and data load: the screen is there once every read it
 * started has ended, the network has been quiet for a moment and no spinner is left.
 */
export async function openInApp(page: Page, path: string) {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  // What opens a screen is read (its code, its data); a write such as the keepalive health report is not waited for.
  const started = (request: Request) => {
    if (request.method() !== 'GET') return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await expect.poll(() => pending.size === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [50], timeout: 15_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await settled(page);
}

/** A new browser context signed in as `username` with the interface in `language`, on the home page, in the language's direction. */
export async function signedInAs(browser: Browser, username: string, password: string, language: 'fr' | 'en' | 'ar') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  return page;
}

/** A module build's entry, named by its content hash (remoteEntry.0123abcd.js): the file a page fetches first of a build. */
export const isRemoteEntry = (path: string) => /\/remoteEntry\.[0-9a-f]{8}\.js$/.test(path);

/** The folder of a module build's entry (`/modules/finance/`, `/modules/finance/builds/<id>/`) among the paths a page fetched. */
export const entryFolders = (paths: readonly string[]) => new Set(paths.filter(isRemoteEntry).map((path) => path.replace(/remoteEntry\.[0-9a-f]{8}\.js$/, '')));

/** The file name of the entry of the build in `dist` (its mf-manifest.json says it). */
export function remoteEntryIn(dist: string): string {
  return (JSON.parse(readFileSync(`${dist}/mf-manifest.json`, 'utf8')) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
}
