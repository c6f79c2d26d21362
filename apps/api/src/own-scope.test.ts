import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACTION, type Permission } from '@dental/contracts';
import { ROUTE_SCHEMAS, type RouteSchemas } from '@dental/contracts/schemas';
import { call, createRole, createUser, fr, login, loginAdmin, type Session, type TestApp, startTestApp } from './test/helpers';
import { namedFields, withField, type Named, type NamedField } from './test/named-records';
import { cashModeId, createPatient, patientForm } from './test/patients';
import { createRouteFixtures, databaseState, routeCases, type RouteCase, type RouteFixtures } from './test/route-cases';

/**
 * Two cabinet doctors, A and B, each with every right on their own data and none on the other's
 * (AFFICHER, never AFFICHER_GLOBAL). Over every route whose body or query names a patient or a
 * doctor (found in the route table's schemas, so a new route is probed without being listed):
 * - naming B's patient answers exactly as naming a patient that does not exist, and changes nothing;
 * - naming B as the doctor is refused (403; a read with its AFFICHER message), and changes nothing.
 */

const UNKNOWN_ID = '987654321';

interface Probe {
  route: RouteCase;
  field: NamedField;
  place: 'body' | 'query';
}

/** The request of a case with one named field set to `id` (a list of it where the field holds a list). */
function probed(route: RouteCase, probe: Probe, id: string): { url: string; body: unknown } {
  const to = (current: unknown) => (Array.isArray(current) ? current.map(() => id) : id);
  if (probe.place === 'body') return { url: route.url, body: withField(route.body ?? {}, probe.field.path, to) };
  const url = new URL(route.url, 'http://api');
  url.searchParams.set(probe.field.path[0], id);
  return { url: `${url.pathname}${url.search}`, body: route.body };
}

function probesOf(route: RouteCase): Probe[] {
  const schemas: RouteSchemas = ROUTE_SCHEMAS[route.key];
  return [
    ...namedFields(schemas.body).map((field) => ({ route, field, place: 'body' as const })),
    ...namedFields(schemas.query).map((field) => ({ route, field, place: 'query' as const })),
  ];
}

describe('own-scope doctors reach only their own patients and accounts, over every route naming one', () => {
  let t: TestApp;
  let a: Session;
  let fixtures: RouteFixtures;
  let cases: RouteCase[];
  let otherDoctor: string;
  let otherPatient: string;

  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { max: 1_000, maxPerAddress: 1_000, timeWindow: 60_000 } });
    const admin = await loginAdmin(t.app);
    // Doctor A is the fixtures' doctor: every row the requests name is A's.
    fixtures = await createRouteFixtures(t.app, admin.token, t.db);
    cases = routeCases(fixtures);
    const catalogue = (await call<{ success: Permission[] }>(t.app, 'GET', '/api/permission', { token: admin.token })).body.success;
    const ownRights = catalogue.filter((p) => p.name !== ACTION.viewGlobal && p.name !== 'FACTURE_GLOBAL').map((p) => [p.name, p.collectionName] as [string, string]);
    const ownRole = await createRole(t.app, admin.token, 'Own data only', ownRights);
    const b = await createUser(t.app, admin.token, 'dr.b', [ownRole._id], { doctor: { cabinet: true, percentage: 50 } });
    otherDoctor = b.user._id;
    otherPatient = (await createPatient(t.app, admin.token, patientForm(otherDoctor, { name: 'Patient De B' })))._id;
    const moved = await call(t.app, 'PUT', `/api/user/${fixtures.doctor}`, {
      token: admin.token,
      body: { username: 'dr.other', phone: '22222222', password: '', doctor: { cabinet: true, percentage: 40 }, roles: [ownRole._id] },
    });
    if (moved.status !== 200) throw new Error(moved.raw);
    a = await login(t.app, 'dr.other', 'dr.other-password');
  });
  afterAll(async () => {
    await t.close();
  });

  const probes = (kind: Named) => cases.flatMap(probesOf).filter((probe) => probe.field.kind === kind && !probe.route.public);

  it('finds the routes that name a patient or a doctor in their body or query', () => {
    const named = (kind: Named) => new Set(probes(kind).map((p) => p.route.key));
    expect(named('patient').size).toBeGreaterThanOrEqual(10);
    expect(named('doctor').size).toBeGreaterThanOrEqual(20);
    expect([...named('patient')]).toEqual(expect.arrayContaining(['appointments.create', 'appointments.patientDay', 'payments.create', 'prescriptions.create', 'labConsumptions.list', 'patientInvoices.list']));
    expect([...named('doctor')]).toEqual(expect.arrayContaining(['appointments.patientDay', 'payments.create', 'quotes.create', 'sheets.saveLine', 'labPayments.create', 'consumptions.create', 'implants.list']));
  });

  it("reads A's own data on the routes it probes (so a refusal below is the named record's doing)", async () => {
    for (const route of new Set([...probes('patient'), ...probes('doctor')].map((p) => p.route))) {
      if (route.method !== 'GET') continue;
      const response = await call(t.app, 'GET', route.url, { token: a.token, headers: route.headers });
      expect({ url: route.url, status: response.status, raw: response.raw.slice(0, 200) }).toMatchObject({ url: route.url, status: 200 });
    }
  });

  it("answers another doctor's patient exactly as an unknown one, and changes nothing", async () => {
    const problems: unknown[] = [];
    for (const probe of probes('patient')) {
      const label = `${probe.route.method} ${probe.route.url} ${probe.place}.${probe.field.path.join('.')}`;
      const before = await databaseState(t.db);
      const foreign = probed(probe.route, probe, otherPatient);
      const other = await call(t.app, probe.route.method, foreign.url, { token: a.token, body: foreign.body, headers: probe.route.headers });
      const changed = (await databaseState(t.db)).fingerprint !== before.fingerprint;
      const unknown = probed(probe.route, probe, UNKNOWN_ID);
      const missing = await call(t.app, probe.route.method, unknown.url, { token: a.token, body: unknown.body, headers: probe.route.headers });
      const sameAsUnknown = other.status === missing.status && other.raw === missing.raw;
      const refused = other.status !== 200 && other.status < 500;
      if (changed || !sameAsUnknown || !refused) problems.push({ label, changed, other: [other.status, other.raw.slice(0, 160)], unknown: [missing.status, missing.raw.slice(0, 160)] });
    }
    expect(problems).toEqual([]);
  });

  it("lets A edit a shared patient's payment that already counts for B, but not record a new one for B", async () => {
    const admin = await loginAdmin(t.app);
    const shared = (await createPatient(t.app, admin.token, patientForm(otherDoctor, { name: 'Patient Partagé', doctor: [fixtures.doctor, otherDoctor] })))._id;
    const payment = { doctor: otherDoctor, patient: shared, amount: 500, type: 'payment', method: await cashModeId(t.app, admin.token) };
    const recorded = await call<{ success: { _id: string } }>(t.app, 'POST', '/api/payment', { token: admin.token, body: payment });
    expect(recorded.status).toBe(200);
    const url = `/api/payment/${recorded.body.success._id}`;
    const edited = await call<{ success: { doctor: string; amount: number } }>(t.app, 'PUT', url, { token: a.token, body: { ...payment, amount: 600 } });
    expect({ status: edited.status, doctor: edited.body.success.doctor, amount: edited.body.success.amount }).toEqual({ status: 200, doctor: otherDoctor, amount: 600 });
    const created = await call(t.app, 'POST', '/api/payment', { token: a.token, body: payment });
    expect({ status: created.status, body: created.body }).toEqual({ status: 403, body: { err: fr('auth.otherDoctor') } });
  });

  it('refuses another doctor named on a record or as a filter with a translated message, and changes nothing', async () => {
    const problems: unknown[] = [];
    for (const probe of probes('doctor')) {
      const label = `${probe.route.method} ${probe.route.url} ${probe.place}.${probe.field.path.join('.')}`;
      const before = await databaseState(t.db);
      const request = probed(probe.route, probe, otherDoctor);
      const response = await call<{ err?: string }>(t.app, probe.route.method, request.url, { token: a.token, body: request.body, headers: probe.route.headers });
      const changed = (await databaseState(t.db)).fingerprint !== before.fingerprint;
      const err = String(response.body.err);
      // A read keeps the spec's view rule (a refusal begins with AFFICHER); a write says why.
      const explained = probe.route.method === 'GET' ? err.startsWith('AFFICHER') : err === fr('auth.otherDoctor');
      if (changed || response.status !== 403 || !explained) problems.push({ label, changed, status: response.status, raw: response.raw.slice(0, 160) });
    }
    expect(problems).toEqual([]);
  });
});
