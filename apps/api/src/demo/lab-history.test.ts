import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LabAccount } from '@dental/contracts';
import { createPasswordHasher } from '../security/passwords';
import { call, createTestDb, loginAdmin, startTestApp, TEST_HASHING, type TestApp, type TestDb } from '../test/helpers';
import { DEMO_DOCTORS } from './data';
import { seedLabHistory } from './lab-history';
import { generator, seedDemo } from './seed-demo';

describe('the busy demo laboratory (seed-demo --lab-years)', () => {
  let testDb: TestDb;
  let t: TestApp;
  const now = new Date('2026-11-01T08:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    t = await startTestApp({}, testDb);
    await seedDemo(testDb.db, { patients: 200, hasher: createPasswordHasher(TEST_HASHING), now });
  });
  afterAll(async () => {
    await t.app.close();
    await testDb.drop();
  });

  it('gives the first demo lab years of cases, consumptions and payments, paid never above the cost, once', async () => {
    const doctors = (await testDb.db.query<{ id: string }>('select id::text as id from users where username = any($1::text[]) order by id', [DEMO_DOCTORS.map((d) => d.username)])).map((d) => d.id);
    const history = await seedLabHistory(testDb.db, doctors, 1, generator(3), now);
    expect(history.laboratory).not.toBeNull();
    expect(history.consumptions).toBeGreaterThan(12 * doctors.length * 10);
    expect(history.cases).toBe(history.consumptions);
    expect(history.payments).toBeGreaterThan(12 * doctors.length - doctors.length * 2);
    const [{ oldest }] = await testDb.db.query<{ oldest: string }>("select to_char(min(created_at), 'YYYY-MM') as oldest from lab_consumptions where laboratory_id = $1", [history.laboratory]);
    expect(oldest).toBe('2025-11');

    const admin = await loginAdmin(t.app);
    const accounts = await call<{ success: LabAccount[] }>(t.app, 'GET', `/api/laboratory/${history.laboratory}/accounts`, { token: admin.token });
    expect(accounts.status).toBe(200);
    for (const doctor of doctors) {
      const account = accounts.body.success.find((a) => a.doctor._id === doctor)!;
      expect(account.paid).toBeGreaterThan(0);
      expect(account.balance).toBeGreaterThanOrEqual(0);
    }
    expect(await seedLabHistory(testDb.db, doctors, 1, generator(3), now)).toEqual({ laboratory: history.laboratory, consumptions: 0, cases: 0, payments: 0 });
  });
});
