import type { Db } from '../db/types';
import { skippingPatientTriggers } from './bulk-writes';

/** The bench's busy clinic: its payments go back this many years. */
export const LOAD_YEARS = 5;
/** Rows written per statement, each in its own transaction: memory stays flat. */
const CHUNK = 100_000;
/** Share of the loaded payments that an insurer covers (through one of the doctor's closed invoices). */
const INSURED_SHARE = 0.15;
/** The generator seed of the load (setseed takes −1 to 1): the same clinic for the same database. */
const LOAD_SEED = 0.2026;

export interface PaymentsLoadResult {
  added: number;
  total: number;
  seconds: number;
}

/**
 * Tops the demo doctors' payments up to `wanted`, in bulk with `generate_series` (the bench's
 * "clinic with 500,000 payments", in seconds rather than hours through the API): each row a payment
 * of one of the doctors' own patients on a working day of the last LOAD_YEARS years (no Sunday),
 * mostly small amounts, by cash or mobile money, or an insurer's part on one of the doctor's
 * closed invoices; approved, entered by the doctor. The rows go through `insert`, so the triggers
 * of the payments table (whatever the API adds) keep the database consistent as for payments entered
 * one by one, but for the patients' balances, added up in one pass instead of one row update per
 * payment (the same sums). Needs the demo clinic (seedDemo) first.
 */
export async function loadPayments(db: Db, doctorIds: readonly string[], wanted: number, now: Date): Promise<PaymentsLoadResult> {
  const began = performance.now();
  const [{ existing }] = await db.query<{ existing: number }>('select count(*)::int as existing from payments');
  const toAdd = Math.max(0, wanted - existing);
  const [{ pairs }] = await db.query<{ pairs: number }>('select count(*)::int as pairs from patient_doctors where doctor_id = any($1::bigint[])', [doctorIds]);
  if (toAdd > 0 && pairs === 0) throw new Error('No demo patients to load payments for: seed the demo clinic first');
  const from = new Date(Date.UTC(now.getUTCFullYear() - LOAD_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
  const to = now.toISOString().slice(0, 10);
  for (let written = 0, chunk = 0; written < toAdd; written += CHUNK, chunk += 1) {
    await db.transaction(async (tx) => {
      // A seed per chunk: the same load on the same database.
      await tx.query('select setseed($1)', [LOAD_SEED / (chunk + 1)]);
      const [{ last }] = await tx.query<{ last: string }>('select coalesce(max(id), 0)::text as last from payments');
      // The patients' balances in one pass rather than one row update per payment: the balance
      // trigger is skipped in this transaction (see bulk-writes.ts), and its effect applied below.
      await skippingPatientTriggers(tx, ['balances'], () =>
        tx.query(
          `with pairs as (
             select array_agg(patient_id order by patient_id, doctor_id) as patient, array_agg(doctor_id order by patient_id, doctor_id) as doctor, count(*)::int as n
               from patient_doctors where doctor_id = any($1::bigint[])),
           modes as (select array_agg(id order by id) as id, count(*)::int as n from payment_modes),
           invoices as (
             select id, doctor_id, (row_number() over (partition by doctor_id order by id))::int as k, (count(*) over (partition by doctor_id))::int as n
               from insurance_invoices where finish and doctor_id = any($1::bigint[])),
           draws as (
             select 1 + floor(random() * pairs.n)::int as pair, random() as insured, random() as which, random() as day, random() as size, random() as method, random() as minute
               from generate_series(1, $2::int), pairs),
           rows as (
             select pairs.patient[pair] as patient, pairs.doctor[pair] as doctor, insured, which, size, method, working.day,
                    working.day + make_interval(mins => 540 + floor(minute * 720)::int) as at
               from draws cross join pairs
               cross join lateral (select $3::date + floor(day * ($4::date - $3::date + 1))::int as drawn) as drawn
               -- A Sunday's draw is moved to the Saturday before: the cabinet is closed on Sunday.
               cross join lateral (select drawn.drawn - (extract(dow from drawn.drawn) = 0)::int as day) as working)
           insert into payments (patient_id, doctor_id, user_id, amount, type, method_id, supported, invoice_assur_id, approved, payment_date, created_at, updated_at)
           select patient, doctor, doctor, greatest(50, round((100 + size * size * 9900)::numeric, -1)),
                  case when size < 0.2 then 'consultations' else 'payment' end,
                  case when invoice.id is null then modes.id[1 + floor(method * modes.n)::int] end,
                  invoice.id is not null, invoice.id, true, day, at, at
             from rows cross join modes
             left join invoices invoice on insured < $5 and invoice.doctor_id = rows.doctor and invoice.k = 1 + floor(which * invoice.n)::int`,
          [doctorIds, Math.min(CHUNK, toAdd - written), from, to, INSURED_SHARE],
        ),
      );
      await tx.query(
        `update patients p set balance = p.balance + added.amount
           from (select patient_id, sum(amount) as amount from payments where id > $1::bigint group by patient_id) as added
          where added.patient_id = p.id`,
        [last],
      );
    });
  }
  if (toAdd > 0) await db.exec('vacuum (analyze) payments, patients');
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from payments');
  return { added: toAdd, total, seconds: Math.round((performance.now() - began) / 100) / 10 };
}
