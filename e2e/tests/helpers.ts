import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin' };

export async function signIn(page: Page, credentials = ADMIN) {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(credentials.username);
  await page.getByLabel('Mot de passe').fill(credentials.password);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A token for arranging data through the API, as an administrator would with the screens. */
export async function apiToken(request: APIRequestContext, credentials = ADMIN): Promise<string> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  return (await response.json()).success.accessToken;
}

export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: { success?: T; err?: string; formErrors?: string[] } }> {
  const response = await request.fetch(`/api/${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: await response.json() };
}

/** Something unique per run, so tests never depend on each other's data. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
