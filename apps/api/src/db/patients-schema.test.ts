import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatRegNo, patientBalance } from '@dental/domain';
import { insertDoctors, insertPatient } from '../test/fixtures';
import { createTestDb, type TestDb } from '../test/helpers';
import { listWhere } from '../modules/patients/queries';
import { isForeignKeyViolation, sqlState } from './types';
import { regNoText } from './values';

const CHECK_VIOLATION = '23514';

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % max;
  };
}

/** Migration 003: the balance triggers, charges, the registration sequence and the search indexes. */
describe('patients in the database', () => {
  let testDb: TestDb;
  let doctor: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    [doctor] = await insertDoctors(testDb.db, 'balance-doctor-', 1);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  /** patients.balance against patientBalance over the rows themselves. */
  async function expectBalancesConsistent(patientIds: string[]) {
    const rows = await testDb.db.query<{ id: string; balance: string; payments: string[]; charges: string[] }>(
      `select p.id::text as id, p.balance::text as balance,
              array(select amount::text from payments where patient_id = p.id) as payments,
              array(select amount::text from charges where patient_id = p.id) as charges
         from patients p where p.id = any($1::bigint[]) order by p.id`,
      [patientIds],
    );
    expect(rows).toHaveLength(patientIds.length);
    for (const row of rows) {
      const expected = patientBalance(row.payments.map(Number), row.charges.map(Number));
      expect({ id: row.id, balance: Number(row.balance) }).toEqual({ id: row.id, balance: expected });
    }
  }

  it('keeps balance = payments − charges through inserts, updates and deletes of both', async () => {
    const random = generator(20260101);
    const patients: string[] = [];
    for (let i = 0; i < 6; i += 1) patients.push(await insertPatient(testDb.db, { name: `Balance ${i}`, doctorIds: [doctor] }));
    const live: { table: 'payments' | 'charges'; id: string }[] = [];
    const amount = () => ((random(2_000_000) + 1) / 100).toFixed(2);
    for (let step = 0; step < 300; step += 1) {
      const operation = live.length === 0 ? 0 : random(5);
      const patient = patients[random(patients.length)];
      if (operation <= 1) {
        const table = random(2) === 0 ? 'payments' : 'charges';
        const [{ id }] = await testDb.db.query<{ id: string }>(
          `insert into ${table} (patient_id, doctor_id, amount) values ($1, $2, $3) returning id::text as id`,
          [patient, doctor, amount()],
        );
        live.push({ table, id });
      } else if (operation === 2) {
        const row = live[random(live.length)];
        await testDb.db.query(`update ${row.table} set amount = $2 where id = $1`, [row.id, amount()]);
      } else if (operation === 3) {
        const row = live[random(live.length)];
        await testDb.db.query(`update ${row.table} set patient_id = $2, amount = $3 where id = $1`, [row.id, patient, amount()]);
      } else {
        const [row] = live.splice(random(live.length), 1);
        await testDb.db.query(`delete from ${row.table} where id = $1`, [row.id]);
      }
      if (step % 50 === 49) await expectBalancesConsistent(patients);
    }
    // An update that changes neither the amount nor the patient leaves the balance alone.
    if (live.length > 0) await testDb.db.query(`update ${live[0].table} set created_at = now() where id = $1`, [live[0].id]);
    // Several rows in one statement.
    await testDb.db.query(
      `insert into payments (patient_id, doctor_id, amount) select $1::bigint, $2::bigint, 0.01 from generate_series(1, 100)`,
      [patients[0], doctor],
    );
    await testDb.db.query('update charges set amount = amount + 0.05 where patient_id = any($1::bigint[])', [patients]);
    await testDb.db.query('delete from payments where patient_id = $1 and amount = 0.01', [patients[0]]);
    await expectBalancesConsistent(patients);
  });

  it('keeps the balance exact under concurrent payments of one patient', async () => {
    const patient = await insertPatient(testDb.db, { name: 'Concurrent balance', doctorIds: [doctor] });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        testDb.db.transaction(async (tx) => {
          await tx.query('insert into payments (patient_id, doctor_id, amount) values ($1, $2, $3)', [patient, doctor, '0.10']);
          await tx.query('insert into charges (patient_id, doctor_id, amount) values ($1, $2, $3)', [patient, doctor, i % 2 === 0 ? '0.20' : '0.05']);
        }),
      ),
    );
    const [{ balance }] = await testDb.db.query<{ balance: string }>('select balance::text as balance from patients where id = $1', [patient]);
    // 40 × 0.10 − (20 × 0.20 + 20 × 0.05)
    expect(balance).toBe('-1.00');
    await expectBalancesConsistent([patient]);
  });

  it('checks charges: a positive amount, a known kind, references kept', async () => {
    const patient = await insertPatient(testDb.db, { name: 'Charges', doctorIds: [doctor] });
    const failure = (sql: string, params: unknown[]) =>
      testDb.db.query(sql, params).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sqlState(await failure('insert into charges (patient_id, doctor_id, amount) values ($1, $2, 0)', [patient, doctor]))).toBe(CHECK_VIOLATION);
    expect(sqlState(await failure("insert into charges (patient_id, doctor_id, amount, kind) values ($1, $2, 1, 'laser')", [patient, doctor]))).toBe(
      CHECK_VIOLATION,
    );
    await testDb.db.query('insert into charges (patient_id, doctor_id, amount) values ($1, $2, 1)', [patient, doctor]);
    expect(isForeignKeyViolation(await failure('delete from patients where id = $1', [patient]))).toBe(true);
  });

  it('formats registration numbers as 4 digits at least', async () => {
    const rows = await testDb.db.query<{ text: string | null }>(
      'select patient_reg_no_text(n) as text from unnest(array[1, 12, 999, 1000, 12345, 2147483647, null]::integer[]) as n',
    );
    expect(rows.map((r) => r.text)).toEqual(['0001', '0012', '0999', '1000', '12345', '2147483647', null]);
  });

  it('formats registration numbers in SQL exactly as @dental/domain does (the search index holds the SQL copy of the rule)', async () => {
    const numbers = [1, 7, 12, 99, 999, 1000, 1001, 9999, 10000, 12345, 999999, 2147483647];
    const rows = await testDb.db.query<{ n: number; text: string }>(
      'select n, patient_reg_no_text(n) as text from unnest($1::integer[]) with ordinality as t(n, i) order by i',
      [numbers],
    );
    expect(rows.map((r) => r.text)).toEqual(numbers.map((n) => formatRegNo(n)));
    expect(numbers.map((n) => regNoText(String(n)))).toEqual(numbers.map((n) => formatRegNo(n)));
  });

  it('has the search indexes, pg_trgm included, on both engines', async () => {
    const [{ installed }] = await testDb.db.query<{ installed: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed");
    expect(installed).toBe(true);
    const indexes = await testDb.db.query<{ name: string }>("select indexname as name from pg_indexes where tablename in ('patients', 'patient_doctors') order by 1");
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'patients_reg_no_key',
        'patients_reg_no_text_idx',
        'patients_phone_idx',
        'patients_whatsapp_idx',
        'patients_name_trgm_idx',
        'patients_created_idx',
        'patients_balance_idx',
        'patient_doctors_doctor_patient_idx',
      ]),
    );
  });

  it('answers each search rule from its index', async () => {
    await testDb.db.query(
      `insert into patients (name, phone, whatsapp, reg_no)
         select 'Index patient ' || g, (20000000 + g)::text, '+222' || (40000000 + g)::text, 100000 + g
           from generate_series(1, 3000) as g`,
    );
    await testDb.db.exec('analyze patients');
    const plan = async (q: string) => {
      const { where, params } = listWhere({ q });
      return testDb.db.transaction(async (tx) => {
        // Small tables make a scan cheap: forbid it, so the plan shows whether the indexes fit the expressions.
        await tx.exec('set local enable_seqscan = off');
        const rows = await tx.query<Record<string, string>>(`explain select p.id from patients p ${where}`, params);
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    };
    const searchPlan = await plan('ould');
    for (const index of ['patients_reg_no_text_idx', 'patients_name_trgm_idx', 'patients_phone_idx', 'patients_whatsapp_idx']) {
      expect(searchPlan).toContain(index);
    }
    expect(searchPlan).not.toMatch(/Seq Scan/);
  });
});
