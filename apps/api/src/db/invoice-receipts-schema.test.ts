import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { invoiceSums } from '@dental/domain';
import { insertDoctors, insertPatient, insertPayment } from '../test/fixtures';
import { createTestDb, type TestDb } from '../test/helpers';
import { migrate } from './migrate';
import { migrations } from './migrations';

const silent = { info: () => undefined, warn: () => undefined } as never;

/** Migration 018 on a database that already holds invoices and payments. */
describe('migration 018: invoice figures and receipt numbers back-filled', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it("gives existing invoices their quotes' reductions and figures, and numbers existing payments by creation order", async () => {
    const { db } = testDb;
    await db.transaction((tx) => migrate(tx, silent, migrations.filter((m) => m.version < 18)));
    const [doctor] = await insertDoctors(db, 'backfill-doctor-', 1);
    const patient = await insertPatient(db, { name: 'Backfill Patient', doctorIds: [doctor] });
    const [{ id: treatment }] = await db.query<{ id: string }>(`insert into treatments (name, price) values ('Couronne', 19000) returning id::text as id`);
    const quote = async (num: number, reduce: string) =>
      (await db.query<{ id: string }>('insert into quotes (patient_id, num_devis, reduce) values ($1, $2, $3) returning id::text as id', [patient, num, reduce]))[0].id;
    const line = async (quoteId: string, price: string, discount: string, teeth: string[]) =>
      (
        await db.query<{ id: string }>(
          'insert into quote_lines (quote_id, doctor_id, treatment_id, price, discount, teeth) values ($1, $2, $3, $4, $5, $6::text[]) returning id::text as id',
          [quoteId, doctor, treatment, price, discount, teeth],
        )
      )[0].id;
    const june = await quote(1, '0');
    const demba = await quote(2, '10');
    const odd = await quote(3, '33.33');
    const lines = [
      await line(june, '25000', '0', ['11']),
      await line(demba, '19000', '1000', ['36', '46']),
      await line(demba, '7000', '500', ['14', '15', '24']),
      await line(odd, '19.99', '0.33', ['21', '22', '23', '24', '25', '26', '27']),
    ];
    const [{ id: invoice }] = await db.query<{ id: string }>('insert into patient_invoices (patient_id, num_invoice) values ($1, 1) returning id::text as id', [patient]);
    await db.query('insert into patient_invoice_lines (invoice_id, quote_line_id) select $1, unnest($2::bigint[])', [invoice, lines]);
    const [{ id: empty }] = await db.query<{ id: string }>('insert into patient_invoices (patient_id, num_invoice) values ($1, 2) returning id::text as id', [patient]);
    const payments = [];
    for (const amount of [100, 200, 300]) payments.push(await insertPayment(db, { patientId: patient, doctorId: doctor, amount }));

    await db.transaction((tx) => migrate(tx, silent));

    const expected = invoiceSums([
      { reducePercent: 0, lines: [{ price: 25000, teeth: 1 }] },
      { reducePercent: 10, lines: [{ price: 19000, discount: 1000, teeth: 2 }, { price: 7000, discount: 500, teeth: 3 }] },
      { reducePercent: 33.33, lines: [{ price: 19.99, discount: 0.33, teeth: 7 }] },
    ]);
    const figures = await db.query<{ id: string; total: string; reduction: string; amount_due: string }>(
      'select id::text as id, total::text as total, reduction::text as reduction, amount_due::text as amount_due from patient_invoices order by id',
    );
    expect(figures.map((f) => [f.id, Number(f.total), Number(f.reduction), Number(f.amount_due)])).toEqual([
      [invoice, expected.total, expected.reduction, expected.amountDue],
      [empty, 0, 0, 0],
    ]);
    const reductions = await db.query<{ quote: string; reduce: string }>('select quote_id::text as quote, reduce::text as reduce from patient_invoice_quotes order by quote_id');
    expect(reductions.map((r) => [r.quote, Number(r.reduce)])).toEqual([
      [june, 0],
      [demba, 10],
      [odd, 33.33],
    ]);
    const numbers = await db.query<{ id: string; receipt_no: number }>('select id::text as id, receipt_no from payments order by id');
    expect(numbers.map((n) => [n.id, Number(n.receipt_no)])).toEqual(payments.map((id, i) => [id, i + 1]));
    // A new payment takes the next number.
    const next = await insertPayment(db, { patientId: patient, doctorId: doctor, amount: 50 });
    expect((await db.query<{ receipt_no: number }>('select receipt_no from payments where id = $1', [next]))[0].receipt_no).toBe(4);
  });
});
