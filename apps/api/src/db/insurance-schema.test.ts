import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TREATMENT_TYPES } from '@dental/contracts';
import { insertDoctors, insertPatient } from '../test/fixtures';
import { createTestDb, type TestDb } from '../test/helpers';
import { isForeignKeyViolation, isUniqueViolation, sqlState } from './types';

const CHECK_VIOLATION = '23514';

/** The rules of migration 002, enforced by the database itself (the API's last guard). */
describe('insurers, treatments, patients, invoices and payments in the database', () => {
  let testDb: TestDb;
  const failure = (sql: string, params: unknown[] = []) =>
    testDb.db.query(sql, params).then(
      () => undefined,
      (error: unknown) => error,
    );

  let cnam: string;
  let snim: string;
  let doctor: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    const insurers = await testDb.db.query<{ id: string }>(
      "insert into assurances (name, cons_price) values ('CNAM', 1500), ('SNIM', 800.5) returning id::text as id",
    );
    [cnam, snim] = insurers.map((row) => row.id);
    [doctor] = await insertDoctors(testDb.db, 'schema-doctor-', 1);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('answers numeric columns as exact decimal texts on both engines, with the column defaults', async () => {
    const rows = await testDb.db.query<{ cons_price: unknown; color: string; type: string }>(
      'select cons_price, color, type from assurances where id = $1',
      [snim],
    );
    expect(rows).toEqual([{ cons_price: '800.50', color: '#0984e3', type: '' }]);
    expect(isUniqueViolation(await failure("insert into assurances (name, cons_price) values ('cnam', 1)"))).toBe(true);
    expect(sqlState(await failure("insert into assurances (name, cons_price) values ('Négative', -1)"))).toBe(CHECK_VIOLATION);
  });

  it('accepts exactly the treatment types of the contracts', async () => {
    for (const type of TREATMENT_TYPES) {
      await testDb.db.query('insert into treatments (name, type, price) values ($1, $2, 10)', [`Type ${type}`, type]);
    }
    for (const type of ['laser', 'SOINS', '']) {
      expect(sqlState(await failure('insert into treatments (name, type, price) values ($1, $2, 10)', [`Bad ${type}`, type]))).toBe(CHECK_VIOLATION);
    }
    const [{ type }] = await testDb.db.query<{ type: string }>("insert into treatments (name, price) values ('Default type', 1) returning type");
    expect(type).toBe('soins');
  });

  it('keeps treatment names unique within the cabinet catalogue and within each insurer list', async () => {
    await testDb.db.query("insert into treatments (name, type, price) values ('Couronne', 'prothese', 15000)");
    expect(isUniqueViolation(await failure("insert into treatments (name, type, price) values ('COURONNE', 'soins', 1)"))).toBe(true);
    await testDb.db.query("insert into treatments (name, type, price, assurance_id) values ('couronne', 'prothese', 12000, $1)", [cnam]);
    await testDb.db.query("insert into treatments (name, type, price, assurance_id) values ('Couronne', 'prothese', 11000, $1)", [snim]);
    expect(isUniqueViolation(await failure("insert into treatments (name, type, price, assurance_id) values ('Couronne', 'soins', 1, $1)", [cnam]))).toBe(true);
    expect(sqlState(await failure("insert into treatments (name, type, price) values ('Gratuit négatif', 'soins', -0.01)"))).toBe(CHECK_VIOLATION);
    expect(isForeignKeyViolation(await failure("insert into treatments (name, type, price, assurance_id) values ('Orphelin', 'soins', 1, 987654)"))).toBe(true);
  });

  it('checks patients: unique registration numbers, coverage between 0 and 100', async () => {
    await insertPatient(testDb.db, { name: 'Sans numéro 1' });
    await insertPatient(testDb.db, { name: 'Sans numéro 2' });
    await insertPatient(testDb.db, { name: 'Numéro 7', regNo: 7, assuranceId: cnam, percentCovered: 100, doctorIds: [doctor] });
    expect(isUniqueViolation(await failure("insert into patients (name, reg_no) values ('Doublon', 7)"))).toBe(true);
    for (const percent of ['100.01', '-0.01']) {
      expect(sqlState(await failure("insert into patients (name, percent_covered) values ('Couverture', $1)", [percent]))).toBe(CHECK_VIOLATION);
    }
    expect(sqlState(await failure("insert into patients (name, reg_no) values ('Zéro', 0)"))).toBe(CHECK_VIOLATION);
  });

  it('checks invoices: a doctor unless in common, one number per insurer, one open invoice per scope, paid means closed', async () => {
    expect(sqlState(await failure('insert into insurance_invoices (assurance_id, num_invoice) values ($1, 1)', [cnam]))).toBe(CHECK_VIOLATION);
    await testDb.db.query('insert into insurance_invoices (assurance_id, doctor_id, num_invoice) values ($1, $2, 1)', [cnam, doctor]);
    await testDb.db.query('insert into insurance_invoices (assurance_id, in_common, num_invoice) values ($1, true, 2)', [cnam]);
    expect(isUniqueViolation(await failure('insert into insurance_invoices (assurance_id, in_common, num_invoice, finish) values ($1, true, 2, true)', [cnam]))).toBe(true);
    // A second open invoice in a scope.
    expect(isUniqueViolation(await failure('insert into insurance_invoices (assurance_id, doctor_id, num_invoice) values ($1, $2, 3)', [cnam, doctor]))).toBe(true);
    expect(isUniqueViolation(await failure('insert into insurance_invoices (assurance_id, in_common, num_invoice) values ($1, true, 3)', [cnam]))).toBe(true);
    // Closed ones may pile up; the same number at another insurer is fine.
    await testDb.db.query('insert into insurance_invoices (assurance_id, doctor_id, num_invoice, finish) values ($1, $2, 3, true)', [cnam, doctor]);
    await testDb.db.query('insert into insurance_invoices (assurance_id, doctor_id, num_invoice) values ($1, $2, 1)', [snim, doctor]);
    expect(sqlState(await failure('insert into insurance_invoices (assurance_id, doctor_id, num_invoice, payed, finish) values ($1, $2, 4, true, false)', [snim, doctor]))).toBe(
      CHECK_VIOLATION,
    );
    expect(sqlState(await failure('insert into insurance_invoices (assurance_id, doctor_id, num_invoice, payed, finish) values ($1, $2, 4, true, true)', [snim, doctor]))).toBe(
      CHECK_VIOLATION,
    );
    expect(sqlState(await failure('insert into insurance_invoices (assurance_id, doctor_id, num_invoice) values ($1, $2, 0)', [snim, doctor]))).toBe(CHECK_VIOLATION);
  });

  it('checks payments: an amount of 0 or more and a known type; referenced rows cannot be deleted', async () => {
    const patient = await insertPatient(testDb.db, { name: 'Payeur', assuranceId: cnam, percentCovered: 50 });
    const insert = (amount: string, type = 'payment') =>
      failure('insert into payments (patient_id, doctor_id, amount, type) values ($1, $2, $3, $4)', [patient, doctor, amount, type]);
    expect(await insert('0')).toBeUndefined();
    expect(sqlState(await insert('-10'))).toBe(CHECK_VIOLATION);
    expect(sqlState(await insert('10', 'refund'))).toBe(CHECK_VIOLATION);
    for (const type of ['payment', 'soins', 'consultations']) expect(await insert('10.25', type)).toBeUndefined();
    const [row] = await testDb.db.query<{ amount: string; supported: boolean; approved: boolean; payment_date: unknown }>(
      'select amount, supported, approved, payment_date is not null as payment_date from payments where patient_id = $1 order by amount desc limit 1',
      [patient],
    );
    expect(row).toEqual({ amount: '10.25', supported: false, approved: false, payment_date: true });

    expect(isForeignKeyViolation(await failure('delete from users where id = $1', [doctor]))).toBe(true);
    expect(isForeignKeyViolation(await failure('delete from assurances where id = $1', [cnam]))).toBe(true);
    expect(isForeignKeyViolation(await failure('delete from patients where id = $1', [patient]))).toBe(true);
  });

  it("deletes an insurer's own treatments with it", async () => {
    const [{ id }] = await testDb.db.query<{ id: string }>("insert into assurances (name, cons_price) values ('Éphémère', 1) returning id::text as id");
    await testDb.db.query("insert into treatments (name, price, assurance_id) values ('Sien', 1, $1)", [id]);
    await testDb.db.query('delete from assurances where id = $1', [id]);
    expect(await testDb.db.query('select 1 from treatments where assurance_id = $1', [id])).toEqual([]);
  });
});
