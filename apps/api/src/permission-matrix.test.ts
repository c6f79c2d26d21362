import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACTION, type Permission } from '@dental/contracts';
import { call, createRole, createUser, fr, login, loginAdmin, signToken, startTestApp, TEST_JWT_SECRET, type Session, type TestApp } from './test/helpers';
import { coverageGaps, createRouteFixtures, databaseState, routeCases, tableGaps, type CallerRights, type RouteCase } from './test/route-cases';

/**
 * Who may call what, over every route the API registers: each route is called by ten kinds of
 * caller and answers as the route's declared rule says. Refused calls change nothing.
 */

interface Caller {
  name: string;
  /** Signed-in callers: their rights and how to get a token; the others send a bad token or none. */
  rights?: CallerRights;
  token: () => Promise<string | undefined>;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };

describe('permission matrix over every registered route', () => {
  let t: TestApp;
  let admin: Session;
  let cases: RouteCase[];
  const callers: Caller[] = [];

  beforeAll(async () => {
    // Many sign-ins from one address (every caller, every session-ending route): the throttle is not what this tests.
    t = await startTestApp({ loginRateLimit: { max: 1_000, maxPerAddress: 1_000, timeWindow: 60_000 } });
    admin = await loginAdmin(t.app);
    cases = routeCases(await createRouteFixtures(t.app, admin.token, t.db));
    const catalogue = (await call<{ success: Permission[] }>(t.app, 'GET', '/api/permission', { token: admin.token })).body.success;
    const keys = (list: [string, string][]) => new Set(list.map(([a, c]) => `${a}|${c}`));

    const signedIn = async (name: string, permissions: [string, string][], doctor?: { cabinet: boolean; percentage: number }) => {
      const role = await createRole(t.app, admin.token, `Matrix ${name}`, permissions);
      const user = await createUser(t.app, admin.token, `matrix.${name}`, [role._id], { doctor });
      callers.push({
        name,
        rights: { dev: false, permissions: keys(permissions) },
        token: async () => (await login(t.app, user.username, `matrix.${name}-password`)).token,
      });
    };
    const live = () => loginAdmin(t.app).then((s) => claimsOf(s.token));
    const exp = () => Math.floor(Date.now() / 1000) + 600;

    callers.push(
      { name: 'no token', token: async () => undefined },
      { name: 'malformed token', token: async () => 'not.a-token' },
      {
        name: 'alg none',
        token: async () => {
          const { sub, sid } = await live();
          return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub, sid, exp: exp() })}.`;
        },
      },
      { name: 'wrong secret', token: async () => signToken({ ...(await live()), exp: exp() }, 'another-secret-0123456789abcdef0123') },
      { name: 'expired token', token: async () => signToken({ ...(await live()), iat: 1_600_000_000, exp: 1_600_000_600 }, TEST_JWT_SECRET) },
    );
    await signedIn('nobody', []);
    await signedIn(
      'viewer',
      catalogue.filter((p) => p.name === ACTION.view || p.name === ACTION.viewGlobal).map((p) => [p.name, p.collectionName] as [string, string]),
    );
    await signedIn(
      'own-doctor',
      (['PATIENTS', 'PATIENTS_ASSURANCE'] as const).flatMap((c) => [ACTION.view, ACTION.create, ACTION.edit, ACTION.remove].map((a) => [a, c] as [string, string])),
      { cabinet: true, percentage: 50 },
    );
    await signedIn(
      'global',
      catalogue.map((p) => [p.name, p.collectionName] as [string, string]),
    );
    callers.push({ name: 'dev', rights: { dev: true, permissions: new Set() }, token: async () => (await loginAdmin(t.app)).token });
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every route the server registers, and only those', () => {
    expect(coverageGaps(t.app, cases)).toEqual({ uncovered: [], unknown: [] });
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it('registers every call of the route table, each from its entry, and nothing else under /api', () => {
    expect(tableGaps(t.app)).toEqual({ notRegistered: [], notFromTable: [] });
    expect(new Set(cases.map((c) => c.key)).size).toBe(cases.length);
  });

  it('answers each caller as the route’s rule says, and a refused call changes nothing', async () => {
    const tokens = new Map<string, string | undefined>();
    for (const caller of callers) tokens.set(caller.name, await caller.token());
    let checked = 0;
    for (const route of cases) {
      // Refused callers first, so that an allowed write does not hide a refusal behind a 404.
      const ordered = [...callers].sort((a, b) => Number(Boolean(a.rights && route.allowed(a.rights))) - Number(Boolean(b.rights && route.allowed(b.rights))));
      for (const caller of ordered) {
        const token = route.endsSession && caller.rights ? await caller.token() : tokens.get(caller.name);
        const before = await databaseState(t.db);
        const response = await call(t.app, route.method, route.url, { token, body: route.body, headers: route.headers });
        const label = `${caller.name} → ${route.method} ${route.url}`;
        const outcome = { label, status: response.status, body: response.raw.slice(0, 200) };
        expect({ label, serverError: response.status >= 500 }).toEqual({ label, serverError: false });
        checked += 1;

        if (route.public) {
          expect({ label, forbidden: response.status === 403 }).toEqual({ label, forbidden: false });
          continue;
        }
        if (!caller.rights) {
          expect(outcome).toEqual({ label, status: 401, body: JSON.stringify({ err: fr('auth.sessionExpired') }) });
          expect({ label, changed: (await databaseState(t.db)).fingerprint !== before.fingerprint }).toEqual({ label, changed: false });
          continue;
        }
        if (route.allowed(caller.rights)) {
          expect({ label, refused: [401, 403].includes(response.status), raw: outcome.body }).toEqual({ label, refused: false, raw: outcome.body });
          if (route.method === 'GET') expect(outcome).toMatchObject({ status: 200 });
          continue;
        }
        const refusals = route.otherDoctor && caller.name === 'own-doctor' ? [403, 404] : [403];
        expect({ label, refused: refusals.includes(response.status), raw: outcome.body }).toEqual({ label, refused: true, raw: outcome.body });
        if (route.method === 'GET' && response.status === 403) {
          // Spec part 1 §8: a refused view answers a message beginning with AFFICHER.
          expect({ label, err: String((response.body as { err?: unknown }).err).slice(0, 8) }).toEqual({ label, err: 'AFFICHER' });
        }
        expect({ label, changed: (await databaseState(t.db)).fingerprint !== before.fingerprint }).toEqual({ label, changed: false });
      }
    }
    expect(checked).toBe(cases.length * callers.length);
    // Every route × every caller, with a database fingerprint around each call: beyond the default minute on a busy machine.
  }, 240_000);
});
