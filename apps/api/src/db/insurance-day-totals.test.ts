import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDb, type TestDb } from '../test/helpers';
import { insertDoctors, insertPatient, insertPayment } from '../test/fixtures';

/** The kept sums, and the same sums read from the payments themselves (the statistics' dating). */
const KEPT = `select to_char(day, 'YYYY-MM-DD') as day, paid, method_id::text as method, doctor_id::text as doctor, approved,
                     percent_covered::text as percent, payments, amount::text as amount
                from insurance_day_totals where payments <> 0 or amount <> 0 order by 1, 2, 3, 4, 5, 6`;
const LIVE = `select to_char(case when coalesce(i.payed, false) then (i.payed_at at time zone 'UTC')::date else p.payment_date end, 'YYYY-MM-DD') as day,
                     coalesce(i.payed, false) as paid, coalesce(p.method_id, 0)::text as method, p.doctor_id::text as doctor, p.approved,
                     coalesce(pt.percent_covered, 0)::numeric(5, 2)::text as percent, count(*)::int as payments, sum(p.amount)::text as amount
                from payments p join patients pt on pt.id = p.patient_id left join insurance_invoices i on i.id = p.invoice_assur_id
               where p.supported group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;

describe('insurance_day_totals: the insurers’ parts kept added up by the day they count on', () => {
  let t: TestDb;
  let doctors: string[];
  let insurer: string;
  let covered80: string;
  let uncovered: string;
  let cash: string;
  const invoices: string[] = [];
  const payments: string[] = [];

  const expectKeptAsLive = async () => expect(await t.db.query(KEPT)).toEqual(await t.db.query(LIVE));
  const update = (sql: string, params: unknown[]) => t.db.query(sql, params);

  beforeAll(async () => {
    t = await createTestDb({ migrated: true });
    doctors = await insertDoctors(t.db, 'dr.totals', 2);
    insurer = (await t.db.query<{ id: string }>("insert into assurances (name, cons_price) values ('CNAM', 400) returning id::text as id"))[0].id;
    cash = (await t.db.query<{ id: string }>("insert into payment_modes (name, code) values ('Espèces test', 91) returning id::text as id"))[0].id;
    covered80 = await insertPatient(t.db, { name: 'Assurée Quatre-vingts', assuranceId: insurer, percentCovered: 80, doctorIds: [doctors[0]] });
    uncovered = await insertPatient(t.db, { name: 'Assuré Sans Taux', assuranceId: insurer, doctorIds: [doctors[1]] });
    for (const num of [1, 2]) {
      invoices.push(
        (await t.db.query<{ id: string }>('insert into insurance_invoices (assurance_id, doctor_id, num_invoice) values ($1, $2, $3) returning id::text as id', [insurer, doctors[num - 1], num]))[0].id,
      );
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  it('counts each insurance payment written, and no other payment', async () => {
    payments.push(await insertPayment(t.db, { patientId: covered80, doctorId: doctors[0], amount: '120.50', paymentDate: '2026-03-02', invoiceId: invoices[0] }));
    payments.push(await insertPayment(t.db, { patientId: covered80, doctorId: doctors[0], amount: '0.01', paymentDate: '2026-03-02', invoiceId: invoices[0] }));
    payments.push(await insertPayment(t.db, { patientId: uncovered, doctorId: doctors[1], amount: '300.00', paymentDate: '2026-03-05', invoiceId: invoices[1] }));
    payments.push(await insertPayment(t.db, { patientId: uncovered, doctorId: doctors[1], amount: '0', paymentDate: '2026-03-06', invoiceId: invoices[1] }));
    await insertPayment(t.db, { patientId: covered80, doctorId: doctors[0], amount: '45.00', paymentDate: '2026-03-02', methodId: cash });
    // The two of 2 March share their group (day, doctor, method, approval, percentage).
    const [{ rows }] = await t.db.query<{ rows: number }>('select count(*)::int as rows from insurance_day_totals');
    expect(rows).toBe(3);
    await expectKeptAsLive();
  });

  it('follows a payment approved, changed, moved to another day, doctor, patient, method or invoice', async () => {
    await update('update payments set approved = true where id = $1', [payments[0]]);
    await expectKeptAsLive();
    await update("update payments set amount = '99.99', payment_date = '2026-03-03' where id = $1", [payments[0]]);
    await expectKeptAsLive();
    await update('update payments set doctor_id = $2, patient_id = $3 where id = $1', [payments[1], doctors[1], uncovered]);
    await expectKeptAsLive();
    await update('update payments set method_id = $2 where id = $1', [payments[2], cash]);
    await expectKeptAsLive();
    await update('update payments set invoice_assur_id = $2 where id = $1', [payments[2], invoices[0]]);
    await expectKeptAsLive();
  });

  it('moves an invoice’s parts to the day it is paid, to another day, and back when it is unpaid', async () => {
    await update("update insurance_invoices set payed = true, finish = true, payed_at = '2026-04-10T23:30:00Z' where id = $1", [invoices[0]]);
    await expectKeptAsLive();
    expect((await t.db.query<{ day: string }>(KEPT)).map((row) => row.day)).toContain('2026-04-10');
    await update("update insurance_invoices set payed_at = '2026-04-11T08:00:00Z' where id = $1", [invoices[0]]);
    await expectKeptAsLive();
    await update('update insurance_invoices set payed = false where id = $1', [invoices[0]]);
    await expectKeptAsLive();
    await update("update insurance_invoices set payed = true, finish = true, payed_at = '2026-05-01T10:00:00Z' where id in ($1, $2)", [invoices[0], invoices[1]]);
    await expectKeptAsLive();
  });

  it('moves a patient’s parts when their percentage changes, or is taken away', async () => {
    await update("update patients set percent_covered = '50.5' where id = $1", [covered80]);
    await expectKeptAsLive();
    await update('update patients set percent_covered = null where id = $1', [covered80]);
    await expectKeptAsLive();
    await update("update patients set percent_covered = '100' where id = $1", [uncovered]);
    await expectKeptAsLive();
  });

  it('takes off a payment deleted or no longer an insurance payment, and adds one that becomes one', async () => {
    await update('delete from payments where id = $1', [payments[3]]);
    await expectKeptAsLive();
    await update('update payments set supported = false, invoice_assur_id = null, method_id = $2 where id = $1', [payments[1], cash]);
    await expectKeptAsLive();
    await update('update payments set supported = true, invoice_assur_id = $2, method_id = null where id = $1', [payments[1], invoices[1]]);
    await expectKeptAsLive();
  });
});
