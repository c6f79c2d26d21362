import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MessageKey, RouteKey } from '@dental/contracts';
import { ar, call, createRole, createUser, fr, loginAdmin, startTestApp, type Session, type TestApp } from './test/helpers';
import { consumablesCases, createConsumablesFixtures } from './test/consumables-cases';
import { createLabWorkFixtures, labWorkCases } from './test/lab-cases';
import { createPatientFileFixtures, patientFileCases } from './test/patient-file-cases';
import { databaseState } from './test/route-cases';
import type { RouteCase } from './test/route-case-types';

/**
 * A day that does not exist (31/02/2026, typed or sent) is refused on every route that dates a
 * money record, with 300 and the field's own message, and changes nothing: it is never replaced by
 * today (issue 34 §6). A real day, 29/02/2024, is taken.
 */

type Body = Record<string, unknown>;

/** Every route that takes a day for a money record: the day's field and the message of a day that does not exist. */
const MONEY_DAYS: Partial<Record<RouteKey, [field: string, invalid: MessageKey]>> = {
  'payments.create': ['paymentDate', 'payment.dateInvalid'],
  'payments.update': ['paymentDate', 'payment.dateInvalid'],
  'labPayments.create': ['createdAt', 'labPayment.dateInvalid'],
  'labPayments.update': ['createdAt', 'labPayment.dateInvalid'],
  'purchaseOrders.addPayment': ['createdAt', 'purchaseOrder.dateInvalid'],
  'purchaseOrders.updatePayment': ['createdAt', 'purchaseOrder.dateInvalid'],
  'purchaseOrders.create': ['paymentDate', 'purchaseOrder.dateInvalid'],
  'purchaseOrders.update': ['paymentDate', 'purchaseOrder.dateInvalid'],
  'consumptions.create': ['createdAt', 'consumption.dateInvalid'],
  'consumptions.update': ['createdAt', 'consumption.dateInvalid'],
};

/** Days that do not exist, or are not written as one: each refused, none dated today. */
const IMPOSSIBLE: unknown[] = ['2026-02-31', '2026-02-29', '31/02/2026', '2026-13-01', '2026-00-10', '2026-02-28T25:00:00Z', '2026-02-28T10:61', '', ' ', 'hier', 20260228, true];

describe('a day that does not exist', () => {
  let t: TestApp;
  let admin: Session;
  let cases: RouteCase[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    const role = await createRole(t.app, admin.token, 'Sample role', [['AFFICHER', 'PATIENTS']]);
    const doctor = (await createUser(t.app, admin.token, 'dr.days', [role._id], { doctor: { cabinet: true, percentage: 40 } }))._id;
    cases = [
      ...patientFileCases(await createPatientFileFixtures(t.app, admin.token, doctor)),
      ...consumablesCases(await createConsumablesFixtures(t.app, admin.token, doctor)),
      ...labWorkCases(await createLabWorkFixtures(t.app, admin.token, doctor)),
    ];
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('is checked on every route that dates a money record', () => {
    expect(Object.keys(MONEY_DAYS).filter((key) => !cases.some((route) => route.key === key))).toEqual([]);
  });

  it.each(Object.entries(MONEY_DAYS) as [RouteKey, [string, MessageKey]][])('%s: refuses 31/02 and every day that does not exist with 300 and the field’s message, never dating it today', async (key, [day, invalid]) => {
    const route = cases.find((c) => c.key === key) as RouteCase;
    const body = route.body as Body;
    const problems: unknown[] = [];
    for (const [index, impossible] of IMPOSSIBLE.entries()) {
      const lang = index % 2 === 0 ? 'fr' : 'ar';
      const before = await databaseState(t.db);
      const response = await call<{ formErrors?: string[] }>(t.app, route.method, route.url, { token: admin.token, body: { ...body, [day]: impossible }, lang });
      const expected = (lang === 'fr' ? fr : ar)(invalid);
      const changed = (await databaseState(t.db)).fingerprint !== before.fingerprint;
      if (response.status !== 300 || JSON.stringify(response.body.formErrors) !== JSON.stringify([expected]) || changed) {
        problems.push({ impossible, status: response.status, changed, raw: response.raw.slice(0, 200) });
      }
    }
    expect(problems).toEqual([]);
    const real = await call(t.app, route.method, route.url, { token: admin.token, body: { ...body, [day]: '2024-02-29' } });
    expect({ status: real.status, raw: real.raw.slice(0, 200) }).toEqual({ status: 200, raw: expect.any(String) });
  });
});
