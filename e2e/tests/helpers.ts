import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API_ROUTES, routeUrl, type RouteBody, type RouteData, type RouteKey, type RouteParams } from '@dental/contracts';

export const ADMIN = { username: 'admin', password: 'admin' };

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

/** The axe audit of the page once its spinners are gone: no serious or critical WCAG 2.1 AA finding. */
export async function expectAccessible(page: Page, screen: string) {
  await expect(page.locator('.dn-spinner')).toHaveCount(0, { timeout: 10_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
