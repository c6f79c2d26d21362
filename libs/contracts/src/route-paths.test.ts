import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, matchRoute, ROUTE_KEYS, routeUrl, type RouteKey } from './routes';

/**
 * An API path is written once, in the route table (routes.ts). The API registers its routes from
 * it, the client's calls, the screens' test fakes and the e2e helpers name a route key; this test
 * fails when a path of the table is spelled by hand anywhere else in the sources.
 *
 * Flagged: a literal (quotes or template, `${…}` standing for a parameter, a query string ignored)
 * that is a path of the table and either starts with `/api/`, or has two segments or more
 * (`patient/passPatient`, `user/${id}`), or is a one-segment path (`'paymentMode'`) handed to the
 * HTTP layer or compared with a request's URL. Paths with a leading slash and no `/api` are the
 * browser's own routes (`/paymentMode`), which mirror the API's by design, and are not flagged.
 *
 * Not scanned: the API's own tests (apps/api/src/**\/*.test.ts and src/test), which spell the wire
 * paths independently on purpose: a test that took its URLs from the table could not notice the
 * table changing a path the spec fixes.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['apps', 'libs', 'e2e', 'tools'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'fixtures', '.nx', 'coverage', 'test-results', 'playwright-report']);
const THE_TABLE = path.join(ROOT, 'libs/contracts/src/routes.ts');
const THIS_FILE = path.join(ROOT, 'libs/contracts/src/route-paths.test.ts');

function isExempt(file: string): boolean {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  if (file === THE_TABLE || file === THIS_FILE) return true;
  return relative.startsWith('apps/api/src/') && (/\.test\.ts$/.test(relative) || relative.startsWith('apps/api/src/test/'));
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** A call of the HTTP layer or a comparison with a request's URL, just before a literal. */
const API_CONTEXT = /(?:\burl\s*(?:===|!==|==|!=)\s*|\burl\.(?:startsWith|endsWith|includes)\(\s*|\b(?:request|requestList|requestPage|apiCall|fetch)\(\s*(?:[^,()]*,\s*){0,3}|\bhttp\.\w+\(\s*)$/;

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

export interface HandWrittenPath {
  file: string;
  line: number;
  literal: string;
  route: RouteKey;
}

/** The table's path a literal spells, if any, by the rules above. */
export function spelledRoute(literal: string, before: string): RouteKey | undefined {
  const text = literal.replace(/\$\{[^}]*\}/g, 'x').split('?')[0];
  const apiPrefixed = /^\/api\//.test(text);
  if (!apiPrefixed && text.startsWith('/')) return undefined;
  const relative = text.replace(/^\/api\//, '');
  if (relative === '' || /\s/.test(relative)) return undefined;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '')) return undefined;
  if (!apiPrefixed && segments.length < 2 && !API_CONTEXT.test(before)) return undefined;
  // Any method; a fixed path wins over a parameter (`patient/passPatient` is not `patient/:id`).
  const matches = ['GET', 'POST', 'PUT', 'DELETE'].flatMap((method) => matchRoute(method, relative) ?? []);
  matches.sort((x, y) => Object.keys(x.params).length - Object.keys(y.params).length);
  return matches[0]?.key;
}

export function handWrittenPaths(): HandWrittenPath[] {
  const found: HandWrittenPath[] = [];
  for (const top of SCANNED) {
    for (const file of sourceFiles(path.join(ROOT, top))) {
      if (isExempt(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(LITERAL)) {
        const literal = match[1] ?? match[2] ?? match[3] ?? '';
        const index = match.index ?? 0;
        const lineStart = text.lastIndexOf('\n', index) + 1;
        const route = spelledRoute(literal, text.slice(lineStart, index));
        if (route) found.push({ file: path.relative(ROOT, file), line: text.slice(0, index).split('\n').length, literal, route });
      }
    }
  }
  return found;
}

describe('API paths are written once, in the route table', () => {
  it('finds no API path spelled by hand outside the table', () => {
    expect(handWrittenPaths()).toEqual([]);
  });

  it('flags the ways a path is spelled by hand, and leaves the browser routes alone', () => {
    expect(spelledRoute('/api/user/7', 'await call(app, ')).toBe('users.update');
    expect(spelledRoute('patient/passPatient', 'post(')).toBe('patients.pass');
    expect(spelledRoute('assurance/invoices/${id}?doctor=${doctor}', 'apiCall(request, token, ')).toBe('invoices.list');
    expect(spelledRoute('paymentMode', "request('GET', ")).toBe('paymentModes.list');
    expect(spelledRoute('role', 'if (method === "GET" && url === ')).toBe('roles.list');
    // A browser route, a word, a namespace.
    expect(spelledRoute('/paymentMode', 'navigate(')).toBeUndefined();
    expect(spelledRoute('user', 'const kind = ')).toBeUndefined();
    expect(spelledRoute('patients', 'useTranslation(')).toBeUndefined();
  });

  it('names every route once, with a path the server can register', () => {
    const seen = new Set(ROUTE_KEYS.map((key) => `${API_ROUTES[key].method} ${API_ROUTES[key].path}`));
    expect(seen.size).toBe(ROUTE_KEYS.length);
    for (const key of ROUTE_KEYS) expect(API_ROUTES[key].path).toMatch(/^[A-Za-z]+(?:\/(?::[A-Za-z]+|[A-Za-z]+))*$/);
  });

  it('fills and reads path parameters', () => {
    expect(routeUrl('invoices.pay', { AssId: '3', invoiceId: '12' })).toBe('assurance/invoices/3/payInvoice/12');
    expect(routeUrl('registry.update', { name: 'a/b' })).toBe('registry/a%2Fb');
    expect(matchRoute('POST', 'patient/passPatient')).toEqual({ key: 'patients.pass', params: {} });
    expect(matchRoute('GET', '/api/patient/42?x=1')).toEqual({ key: 'patients.get', params: { id: '42' } });
    expect(matchRoute('PUT', 'assurance/7/treatments/9')).toEqual({ key: 'insurerTreatments.update', params: { AssId: '7', id: '9' } });
    expect(matchRoute('PATCH', 'user/1')).toBeUndefined();
  });
});
