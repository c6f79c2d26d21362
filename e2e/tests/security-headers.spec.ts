import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, apiUrl, signIn } from './helpers';

/**
 * The Content-Security-Policy is on and nothing the application does trips it: no violation on
 * the login page, the home page and the module pages, and a canary build served from another
 * origin loads because the registry names that origin. A build forced with localStorage from an
 * origin the registry does not name is refused, and loads once a 0 % canary names the origin (see
 * apps/api/README.md, "Security headers").
 */

interface Violation {
  directive: string;
  blocked: string;
}

/** Records every CSP violation of the page (in any document it loads) and console errors that mention a policy. */
function watchPolicy(page: Page): { violations: () => Promise<Violation[]>; console: string[] } {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content.security.policy|permissions.policy|refused to/i.test(message.text())) console.push(message.text());
  });
  void page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __violations?: Violation[] }).__violations ?? []),
  };
}

test('the pages send the security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/paymentMode']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  const api = await request.get(apiUrl('settings.get'));
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('no policy violation on the login page, the home page and module pages', async ({ page }) => {
  const watch = watchPolicy(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Connecter' })).toBeVisible();
  expect(await watch.violations()).toEqual([]);
  await signIn(page);
  // Late in a full run the shared clinic has dozens of doctors, whose day panels the home loads beside the search.
  await expect(page.getByRole('combobox', { name: 'Recherche rapide de patient' })).toBeVisible({ timeout: 15_000 });
  expect(await watch.violations()).toEqual([]);
  for (const [path, title] of [
    ['/paymentMode', 'Mode de paiements'],
    ['/patient/consultation/1', 'Consultations'],
    ['/appointments/1', 'Rendez-vous'],
    ['/statistics/all/payments', 'Statistiques Financières'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    expect({ path, violations: await watch.violations() }).toEqual({ path, violations: [] });
  }
  expect(watch.console).toEqual([]);
});

test('a canary build on another origin loads once the registry names it; a forced build from an unnamed origin is refused until the registry names it', { tag: '@clinic-wide' }, async ({ page, request, baseURL }) => {
  // The same server under another name is another origin for the browser.
  const otherOrigin = new URL(baseURL ?? 'http://localhost:4310');
  otherOrigin.hostname = otherOrigin.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  const canary = `${otherOrigin.origin}/modules/finance/mf-manifest.json`;
  const token = await apiToken(request);
  const setFinance = (body: Record<string, unknown>) => apiCall(request, token, 'registry.update', { params: { name: 'finance' }, body });
  const watch = watchPolicy(page);
  const loaded: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().startsWith(otherOrigin.origin)) loaded.push(new URL(r.url()).pathname);
  });
  try {
    expect((await setFinance({ url: '/modules/finance/mf-manifest.json', canary: { url: canary, percent: 100 } })).status).toBe(200);
    await signIn(page);
    await page.goto('/statistics/all/payments');
    await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
    expect(loaded).toContain('/modules/finance/mf-manifest.json');
    expect(loaded.some((path) => path.startsWith('/modules/finance/') && path.endsWith('.js'))).toBe(true);
    expect(await watch.violations()).toEqual([]);

    // The canary is withdrawn; a tester still forces that origin's build in this browser: the
    // page's policy no longer names the origin, so the build is refused and the module's panel
    // offers a retry while the rest of the page keeps working.
    expect((await setFinance({ url: '/modules/finance/mf-manifest.json', canary: null })).status).toBe(200);
    await page.evaluate((url) => localStorage.setItem('moduleOverrides', JSON.stringify({ finance: url })), canary);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(await watch.violations()).toContainEqual({ directive: 'connect-src', blocked: canary });
    await expect(page.getByRole('navigation')).toBeVisible();

    // The documented way to test another origin's build: a 0 % canary names the origin (no user
    // gets it), and the forced build then loads in this browser only.
    expect((await setFinance({ url: '/modules/finance/mf-manifest.json', canary: { url: canary, percent: 0 } })).status).toBe(200);
    loaded.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Statistiques Financières' })).toBeVisible();
    expect(loaded).toContain('/modules/finance/mf-manifest.json');
    expect(await watch.violations()).toEqual([]);
  } finally {
    await setFinance({ url: '/modules/finance/mf-manifest.json', canary: null });
    await page.evaluate(() => localStorage.removeItem('moduleOverrides')).catch(() => undefined);
  }
});
