import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ROUTES, type RouteKey, type RouteSpec } from '@dental/contracts';
import { call, fr, loginAdmin, startTestApp, type Session, type TestApp } from './test/helpers';
import { coverageGaps, createRouteFixtures, databaseState, routeCases, type RouteCase } from './test/route-cases';

/**
 * Hostile bodies on every write route the API registers, sent by the developer account (so they
 * reach validation): never a 5xx, always the envelope, a refused request changes nothing, and no
 * stored text ever carries an invisible or direction-control character.
 */

type Payload = { label: string; raw: string };

const json = (label: string, value: unknown): Payload => ({ label, raw: JSON.stringify(value) });
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whole bodies that are wrong whatever the route. */
const WHOLE_BODIES: Payload[] = [
  { label: 'empty body', raw: '' },
  json('array', []),
  json('array of the body', [{ name: 'x' }]),
  json('string', 'a string'),
  json('number', 42),
  json('true', true),
  json('null', null),
  json('empty object', {}),
  { label: 'nested 4000 deep', raw: nested(4000) },
  { label: 'nested 40 deep', raw: nested(40) },
  { label: '__proto__ key', raw: '{"__proto__": {"dev": true}, "name": "Proto"}' },
  { label: 'constructor.prototype key', raw: '{"constructor": {"prototype": {"dev": true}}, "name": "Proto"}' },
  { label: 'invalid JSON', raw: '{"name": ' },
  { label: 'larger than the body limit', raw: JSON.stringify({ name: 'x'.repeat(1_100_000) }) },
];

/** Values put in place of each field of a valid body, one at a time. */
const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.005],
  ['huge number', 1e308],
  ['empty text', ''],
  ['blank text', '   '],
  ['long text', 'é'.repeat(5_000)],
  ['array', ['x']],
  ['object', { $gt: '' }],
  ['boolean', true],
  ['impossible id', '99999999999999999999'],
  ['negative id', '-1'],
  ['direction override', '\u202Enimda'],
  ['zero-width space', 'adm\u200Bin'],
  ['deep value', JSON.parse(nested(30))],
  ['sql', "x'); drop table users; --"],
];

function fieldPayloads(body: unknown): Payload[] {
  // An upload's body is bytes, not fields: its whole-body cases say enough.
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return [];
  const payloads: Payload[] = [];
  const fields = Object.entries(body as Record<string, unknown>);
  for (const [field, value] of fields) {
    for (const [label, bad] of FIELD_VALUES) payloads.push(json(`${field}: ${label}`, { ...body, [field]: bad }));
    payloads.push(json(`${field} missing`, Object.fromEntries(fields.filter(([name]) => name !== field))));
    // One level down: the parts of an object field (contact, assurance, doctor).
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const part of Object.keys(value)) {
        for (const [label, bad] of FIELD_VALUES.slice(0, 14)) {
          payloads.push(json(`${field}.${part}: ${label}`, { ...body, [field]: { ...value, [part]: bad } }));
        }
      }
    }
  }
  return payloads;
}

const UNKNOWN_ID = '987654321';
/** Query parameters that name a record (paging, stages and flags do not). */
const ID_QUERY = /^(patient|doctor|labId|userId|supplier)$/;

/** The url with one id at a time (a path segment or a query parameter naming a record) replaced by an id that does not exist. */
function unknownIdUrls(url: string): string[] {
  const { pathname, searchParams } = new URL(url, 'http://api');
  const segments = pathname.split('/');
  const query = searchParams.toString();
  const inPath = segments.flatMap((segment, i) => (/^\d+$/.test(segment) ? [[...segments.slice(0, i), UNKNOWN_ID, ...segments.slice(i + 1)].join('/') + (query ? `?${query}` : '')] : []));
  const inQuery = [...searchParams.keys()]
    .filter((name) => ID_QUERY.test(name))
    .map((name) => {
      const params = new URLSearchParams(searchParams);
      params.set(name, UNKNOWN_ID);
      return `${pathname}?${params}`;
    });
  return [...inPath, ...inQuery];
}

const KEYS_BY_STATUS = (status: number) => (status === 200 ? ['success'] : status === 300 ? ['formErrors'] : ['err']);

/** The write routes by family (`quotes`, `users`…): one test each, so each has its own time budget. */
const WRITE_FAMILIES = [
  ...new Set((Object.keys(API_ROUTES) as RouteKey[]).filter((key) => API_ROUTES[key].method !== 'GET').map((key) => key.split('.')[0])),
];

describe('bad input over every route', () => {
  let sent = 0;
  let t: TestApp;
  let admin: Session;
  let cases: RouteCase[];

  beforeAll(async () => {
    // Sign-out attempts each sign in afresh: more sign-ins than the default throttle allows.
    t = await startTestApp({ loginRateLimit: { max: 1_000, maxPerAddress: 1_000, timeWindow: 60_000 } });
    admin = await loginAdmin(t.app);
    cases = routeCases(await createRouteFixtures(t.app, admin.token, t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows every write route the server registers', () => {
    expect(coverageGaps(t.app, cases).uncovered).toEqual([]);
  });

  it.each(WRITE_FAMILIES)('%s: never answers 5xx, keeps to the envelope, and a refused request changes nothing', async (family) => {
    const writes = cases.filter((c) => c.method !== 'GET' && c.key.split('.')[0] === family);
    let state = await databaseState(t.db);
    for (const route of writes) {
      for (const payload of [...WHOLE_BODIES, ...fieldPayloads(route.body)]) {
        const label = `${route.method} ${route.url} — ${payload.label}`;
        // Signing out ends the session it is sent with: each attempt gets its own.
        const token = route.endsSession ? (await loginAdmin(t.app)).token : admin.token;
        if (route.endsSession) state = await databaseState(t.db);
        const response = await call(t.app, route.method, route.url, {
          token,
          body: payload.raw,
          headers: { 'content-type': 'application/json' },
        });
        sent += 1;
        expect({ label, status: response.status < 500 ? 'not 5xx' : response.raw.slice(0, 200) }).toEqual({ label, status: 'not 5xx' });
        // A page of the site answers its own HTML page; a body its parser refuses gets the envelope.
        const page = (API_ROUTES[route.key] as RouteSpec).site && String(response.headers['content-type']).startsWith('text/html');
        if (!page) {
          const keys = Object.keys((response.body ?? {}) as object);
          expect({ label, keys }).toEqual({ label, keys: KEYS_BY_STATUS(response.status) });
        }
        expect(response.raw).not.toMatch(/argon2|password_hash|stack|at \/|node_modules|syntax error|relation "/i);

        const after = await databaseState(t.db);
        if (response.status !== 200) expect({ label, changed: after.fingerprint !== state.fingerprint }).toEqual({ label, changed: false });
        expect({ label, hiddenText: after.hiddenText }).toEqual({ label, hiddenText: [] });
        state = after;
      }
    }
  });

  it('answers a list under an id that does not exist 404 "not found", never an empty list (a doctor or patient filter included)', async () => {
    const problems: unknown[] = [];
    let probed = 0;
    for (const route of cases.filter((c) => c.method === 'GET' && !c.public)) {
      for (const url of unknownIdUrls(route.url)) {
        const response = await call(t.app, 'GET', url, { token: admin.token });
        probed += 1;
        if (response.status !== 404 || response.raw !== JSON.stringify({ err: fr('common.notFound') })) problems.push({ url, status: response.status, raw: response.raw.slice(0, 120) });
      }
    }
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThanOrEqual(25);
  });

  it('sent a bounded number of hostile requests, large enough to mean something', () => {
    expect(sent).toBeGreaterThan(1_000);
    expect(sent).toBeLessThan(6_000);
  });
});
