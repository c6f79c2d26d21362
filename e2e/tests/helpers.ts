import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
