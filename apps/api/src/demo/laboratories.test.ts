import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LabAccount } from '@dental/contracts';
import { createPasswordHasher } from '../security/passwords';
import { call, createTestDb, loginAdmin, startTestApp, TEST_HASHING, type TestApp, type TestDb } from '../test/helpers';
import { seedLabPayments } from './laboratories';
import { generator, seedDemo } from './seed-demo';

describe('the demo laboratories’ payments', () => {
  let testDb: TestDb;
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;
  const now = new Date('2026-11-01T08:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    t = await startTestApp({}, testDb);
    seeded = await seedDemo(testDb.db, { patients: 300, hasher: createPasswordHasher(TEST_HASHING), now });
  });
  afterAll(async () => {
    await t.app.close();
    await testDb.drop();
  });

  const snapshot = () =>
    testDb.db.query<{ lab: string; doctor: string; amount: string; comment: string; day: string }>(
      `select laboratory_id::text as lab, doctor_id::text as doctor, amount::text as amount, comment, to_char(paid_on, 'YYYY-MM-DD') as day
         from lab_payments order by laboratory_id, doctor_id, paid_on, id`,
    );

  it('pays the demo labs over the history, never more than the work cost, the same way each time, once', async () => {
    const doctors = (await testDb.db.query<{ id: string }>('select id::text as id from users where doctor_cabinet is not null order by id')).map((d) => d.id);
    // The demo clinic pays its labs as it is seeded.
    expect(seeded.labPayments.payments).toBeGreaterThan(0);
    const rows = await snapshot();
    expect(rows).toHaveLength(seeded.labPayments.payments);
    for (const row of rows) {
      expect(Number(row.amount)).toBeGreaterThan(0);
      expect(row.day <= '2026-11-01').toBe(true);
    }
    expect(await seedLabPayments(testDb.db, doctors, generator(7), now)).toEqual({ payments: 0 });

    // The accounts the API reads: paid never above what the work cost.
    const admin = await loginAdmin(t.app);
    for (const lab of new Set(rows.map((r) => r.lab))) {
      const accounts = await call<{ success: LabAccount[] }>(t.app, 'GET', `/api/laboratory/${lab}/accounts`, { token: admin.token });
      expect(accounts.status).toBe(200);
      expect(accounts.body.success.some((a) => a.paid > 0)).toBe(true);
      for (const account of accounts.body.success) expect(account.balance).toBeGreaterThanOrEqual(0);
    }

    // Deterministic: the same generator writes the same payments again.
    await testDb.db.query('delete from lab_payments');
    await seedLabPayments(testDb.db, doctors, generator(7), now);
    const once = await snapshot();
    expect(once.length).toBeGreaterThan(0);
    await testDb.db.query('delete from lab_payments');
    await seedLabPayments(testDb.db, doctors, generator(7), now);
    expect(await snapshot()).toEqual(once);
  });
});
