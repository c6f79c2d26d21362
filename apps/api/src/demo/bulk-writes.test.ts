import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPasswordHasher } from '../security/passwords';
import { initializeDatabase } from '../db/migrate';
import type { Queryable } from '../db/types';
import { insertDoctors, insertPatient } from '../test/fixtures';
import { createTestDb, TEST_HASHING, type TestDb } from '../test/helpers';
import { applyBalanceChanges, numberingReceipts, refreshingVisitsOnce, skippingPatientTriggers, type BalanceChanges } from './bulk-writes';
import { generator } from './seed-demo';

const silent = { info: () => undefined, warn: () => undefined } as never;

/** One patient's rows: appointments, acts on a sheet (finished or not), charges (consultations or acts) and payments. */
interface Plan {
  appointments: string[];
  lines: { day: string; finish: 0 | 1 }[];
  consultations: { at: string; amount: string }[];
  acts: { at: string; amount: string }[];
  payments: string[];
}

const PATIENTS = 40;

/** Days around 2026, the future ones included (an appointment to come is the latest visit). */
function day(random: ReturnType<typeof generator>): string {
  return new Date(Date.UTC(2025, 0, 1) + random.int(3 * 365) * 86_400_000).toISOString().slice(0, 10);
}

function plans(seed: number): Plan[] {
  const random = generator(seed);
  const some = <T>(max: number, make: () => T) => Array.from({ length: random.int(max + 1) }, make);
  const amount = () => `${random.int(3000)}.${String(random.int(100)).padStart(2, '0')}`;
  return Array.from({ length: PATIENTS }, () => ({
    appointments: some(3, () => day(random)),
    lines: some(3, () => ({ day: day(random), finish: random.chance(0.6) ? 1 : 0 })),
    // Consultations at any hour: their day is the one `created_at::date` gives.
    consultations: some(2, () => ({ at: `${day(random)} ${String(random.int(24)).padStart(2, '0')}:30`, amount: amount() })),
    acts: some(2, () => ({ at: `${day(random)} 10:00`, amount: amount() })),
    payments: some(3, amount),
  }));
}

/** Writes `plans[i]` for `patients[i]`, each kind of row in one multi-row statement, as the demo's bulk writes do. */
async function writeRows(tx: Queryable, doctor: string, patients: readonly string[], plans: readonly Plan[], fiche: number): Promise<BalanceChanges> {
  const appointments = plans.flatMap((plan, i) => plan.appointments.map((d) => ({ patient: patients[i], day: d })));
  await tx.query(
    `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time)
     select $1, patient, day, to_char(make_interval(mins => $4 + n::int), 'HH24:MI'), 1, 'matin'
       from unnest($2::bigint[], $3::date[]) with ordinality as a (patient, day, n)`,
    // A minute of the day each: no two of the doctor's appointments share a slot.
    [doctor, appointments.map((a) => a.patient), appointments.map((a) => a.day), fiche * 200],
  );
  const sheets = await tx.query<{ id: string }>(
    'insert into treatment_sheets (patient_id, num_fiche) select patient, $2 from unnest($1::bigint[]) with ordinality as s (patient, n) order by n returning id::text as id',
    [patients, fiche],
  );
  const lines = plans.flatMap((plan, i) => plan.lines.map((line) => ({ sheet: sheets[i].id, ...line })));
  await tx.query(
    `insert into sheet_lines (sheet_id, doctor_id, date_appointment, acte, finish)
     select sheet, $1, day, 'Détartrage', finish from unnest($2::bigint[], $3::date[], $4::int[]) as l (sheet, day, finish)`,
    [doctor, lines.map((l) => l.sheet), lines.map((l) => l.day), lines.map((l) => l.finish)],
  );
  const charges = plans.flatMap((plan, i) => [
    ...plan.consultations.map((c) => ({ patient: patients[i], ...c, kind: 'consultation' })),
    ...plan.acts.map((c) => ({ patient: patients[i], ...c, kind: 'act' })),
  ]);
  await tx.query(
    `insert into charges (patient_id, doctor_id, amount, kind, created_at)
     select patient, $1, amount, kind, at from unnest($2::bigint[], $3::numeric[], $4::timestamptz[], $5::text[]) as c (patient, amount, at, kind)`,
    [doctor, charges.map((c) => c.patient), charges.map((c) => c.amount), charges.map((c) => c.at), charges.map((c) => c.kind)],
  );
  const payments = plans.flatMap((plan, i) => plan.payments.map((amount) => ({ patient: patients[i], amount })));
  await tx.query(
    `insert into payments (patient_id, doctor_id, amount, type, payment_date)
     select patient, $1, amount, 'payment', current_date from unnest($2::bigint[], $3::numeric[]) as y (patient, amount)`,
    [doctor, payments.map((y) => y.patient), payments.map((y) => y.amount)],
  );
  return {
    payments: { patient: payments.map((y) => y.patient), amount: payments.map((y) => y.amount) },
    charges: { patient: charges.map((c) => c.patient), amount: charges.map((c) => c.amount) },
  };
}

/** Migration 025: a bulk write keeps its patients' last visits and balances at once, as the row triggers would. */
describe("bulk writes of patients' rows", () => {
  let testDb: TestDb;
  let doctors: string[];

  beforeAll(async () => {
    testDb = await createTestDb();
    await initializeDatabase(testDb.db, { hasher: createPasswordHasher(TEST_HASHING), log: silent, needJwtSecret: false });
    doctors = await insertDoctors(testDb.db, 'bulk-writes-doctor-', 2);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const patients = async (label: string) => {
    const ids: string[] = [];
    for (let i = 0; i < PATIENTS; i += 1) ids.push(await insertPatient(testDb.db, { name: `Bulk ${label} ${i}`, doctorIds: doctors }));
    return ids;
  };

  const columns = async (ids: readonly string[], db: Queryable = testDb.db) =>
    db.query<{ last_visit: string | null; latest_appointment: string | null; balance: string }>(
      `select to_char(p.last_visit, 'YYYY-MM-DD') as last_visit, to_char(p.latest_appointment, 'YYYY-MM-DD') as latest_appointment, p.balance::text as balance
         from unnest($1::bigint[]) with ordinality as i (id, n) join patients p on p.id = i.id
        order by i.n`,
      [ids],
    );

  it('gives the same last visits, latest appointments and balances as the row triggers, over rows already there', async () => {
    const [perRow, batch] = [await patients('row'), await patients('batch')];
    // Rows already there (written row by row), then new ones: per row for one twin, in bulk for the other.
    const before = plans(1);
    const after = plans(2);
    await testDb.db.transaction((tx) => writeRows(tx, doctors[0], perRow, before, 1));
    await testDb.db.transaction((tx) => writeRows(tx, doctors[1], batch, before, 1));
    await testDb.db.transaction((tx) => writeRows(tx, doctors[0], perRow, after, 2));
    let skipped: Awaited<ReturnType<typeof columns>> = [];
    await testDb.db.transaction(async (tx) => {
      skipped = await columns(batch, tx);
      let changes: BalanceChanges | undefined;
      await refreshingVisitsOnce(tx, ['appointments', 'sheet_lines', 'charges'], () =>
        skippingPatientTriggers(tx, ['balances'], async () => {
          changes = await writeRows(tx, doctors[1], batch, after, 2);
          // Inside the bulk write, the row triggers leave the patients as they were.
          expect(await columns(batch, tx)).toEqual(skipped);
          return batch;
        }),
      );
      await applyBalanceChanges(tx, changes as BalanceChanges);
    });

    const expected = await columns(perRow);
    expect(await columns(batch)).toEqual(expected);
    expect(expected).not.toEqual(skipped);
    // Not a vacuous comparison: most patients have a visit, some an appointment, some neither; balances of both signs.
    expect(expected.filter((v) => v.last_visit !== null).length).toBeGreaterThan(PATIENTS / 2);
    expect(expected.filter((v) => v.latest_appointment !== null).length).toBeGreaterThan(PATIENTS / 4);
    expect(expected.some((v) => v.last_visit !== null && v.last_visit !== v.latest_appointment)).toBe(true);
    expect(expected.some((v) => Number(v.balance) > 0) && expected.some((v) => Number(v.balance) < 0)).toBe(true);
  });

  it('leaves the row triggers on for the rest of the transaction and for every other one', async () => {
    const [first, second] = await patients('after');
    await testDb.db.transaction(async (tx) => {
      await refreshingVisitsOnce(tx, ['appointments'], () => skippingPatientTriggers(tx, ['balances'], async () => [first]));
      await tx.query(`insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, '2026-02-02', '23:59', 1, 'matin')`, [doctors[0], first]);
      await tx.query(`insert into payments (patient_id, doctor_id, amount, type, payment_date) values ($1, $2, 120, 'payment', current_date)`, [first, doctors[0]]);
    });
    await testDb.db.query(`insert into charges (patient_id, doctor_id, amount, created_at) values ($1, $2, 500, '2026-03-03 10:00')`, [second, doctors[0]]);
    expect(await columns([first, second])).toEqual([
      { last_visit: '2026-02-02', latest_appointment: '2026-02-02', balance: '120.00' },
      { last_visit: '2026-03-03', latest_appointment: null, balance: '-500.00' },
    ]);
  });
  it('numbers a bulk write of payments as the trigger would, one after the other, and the next payment after them', async () => {
    const [patient] = await patients('receipts');
    const counter = async () => Number((await testDb.db.query<{ last: number }>('select last from receipt_numbers'))[0].last);
    const insert = (tx: Queryable, amounts: string[], numbers: (number | null)[]) =>
      tx.query<{ receipt: number }>(
        `insert into payments (patient_id, doctor_id, amount, type, receipt_no)
         select $1, $2, amount, 'payment', receipt_no from unnest($3::numeric[], $4::int[]) with ordinality as t (amount, receipt_no, n) order by n
         returning receipt_no as receipt`,
        [patient, doctors[0], amounts, numbers],
      );
    const first = (await insert(testDb.db, ['10'], [null]))[0].receipt;
    expect(await counter()).toBe(first);

    const bulk = await testDb.db.transaction((tx) => numberingReceipts(tx, 3, (numbers) => insert(tx, ['1', '2', '3'], numbers)));
    expect(bulk.map((row) => row.receipt)).toEqual([first + 1, first + 2, first + 3]);
    expect(await counter()).toBe(first + 3);

    // Outside a bulk write a number given is not kept: the counter gives the next one.
    const next = await insert(testDb.db, ['20'], [first + 1]);
    expect(next.map((row) => row.receipt)).toEqual([first + 4]);
    // Rolled back, a bulk write's numbers go back with it.
    await expect(
      testDb.db.transaction(async (tx) => {
        await numberingReceipts(tx, 2, (numbers) => insert(tx, ['1', '2'], numbers));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counter()).toBe(first + 4);
    expect((await insert(testDb.db, ['30'], [null]))[0].receipt).toBe(first + 5);
  });
});
