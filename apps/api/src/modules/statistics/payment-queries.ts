import type { PaymentFigures, Period } from '@dental/domain';
import type { StatisticsPaymentLine } from '@dental/contracts';
import { defineRead, type Read } from '../../db/one-statement';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

/**
 * The payments of a period as the statistics read them. SQL only groups rows (per day, method,
 * doctor, approval and insurance state); every figure is added up by the finance functions of
 * libs/domain. The other payments come already grouped from `payment_day_totals` (migration 014),
 * the insurance payments from `insurance_day_totals` (migration 035), by the patient's percentage
 * covered and the day they count on (INSURANCE_IN_PERIOD).
 */

interface GroupRow {
  day: string;
  method: string | null;
  doctor: string;
  approved: boolean;
  supported: boolean;
  insurerInvoicePaid: boolean;
  percentCovered: string | null;
  count: number;
  amount: string;
}

/**
 * How finely the groups are dated: per day, or per month (the period's first day standing for its
 * first, partial month), enough for takings by month and for totals, with about 30 times fewer rows.
 */
export type Grain = 'day' | 'month';

/** $1–$2 as timestamps: the days from $1 to $2 inclusive, in the clinic's calendar (UTC, as the other modules). */
const PAID_IN = `i.payed_at >= ($1::date::timestamp at time zone 'UTC') and i.payed_at < (($2::date + 1)::timestamp at time zone 'UTC')`;

/**
 * The insurance payments of the days $1–$2 (doctor $3, null: every doctor), each with the day it
 * counts on: an insurance payment whose insurer invoice is paid counts on the day the invoice was
 * paid (insurance_invoices.payed_at), so paying an old invoice adds to that day and never rewrites
 * the act's month; one still awaiting its insurer is shown on its payment day (and counts for nothing).
 * `insurance_day_totals` adds them up on the same days.
 */
const INSURANCE_IN_PERIOD = `
  select p.id, false as paid, p.payment_date as day, null::date as paid_on, p.amount, p.approved
    from payments p left join insurance_invoices i on i.id = p.invoice_assur_id
   where p.supported and p.payment_date between $1::date and $2::date and ($3::bigint is null or p.doctor_id = $3) and not coalesce(i.payed, false)
  union all
  select p.id, true, (i.payed_at at time zone 'UTC')::date, (i.payed_at at time zone 'UTC')::date, p.amount, p.approved
    from insurance_invoices i join payments p on p.invoice_assur_id = i.id
   where i.payed and ${PAID_IN} and p.supported and ($3::bigint is null or p.doctor_id = $3)`;

/** `doctor` null: every doctor. */
export function paymentGroups(period: Period, doctor: string | null, grain: Grain): Read<PaymentFigures[]> {
  return defineRead<GroupRow, PaymentFigures[]>(
    `select to_char(greatest(date_trunc($4, t.day)::date, $1::date), 'YYYY-MM-DD') as day, nullif(t.method_id, 0)::text as method,
            t.doctor_id::text as doctor, t.approved, false as supported, false as "insurerInvoicePaid", null as "percentCovered",
            sum(t.payments)::int as count, sum(t.amount)::text as amount
       from payment_day_totals t
      where t.day between $1::date and $2::date and ($3::bigint is null or t.doctor_id = $3) and t.payments > 0
      group by 1, 2, 3, 4
     union all
     select to_char(greatest(date_trunc($4, t.day)::date, $1::date), 'YYYY-MM-DD'), nullif(t.method_id, 0)::text, t.doctor_id::text, t.approved,
            true, t.paid, t.percent_covered::text, sum(t.payments)::int, sum(t.amount)::text
       from insurance_day_totals t
      where t.day between $1::date and $2::date and ($3::bigint is null or t.doctor_id = $3) and t.payments > 0
      group by 1, 2, 3, 4, 6, 7`,
    [period.from, period.to, doctor, grain],
    (rows) =>
      rows.map((row) => ({
        day: row.day,
        method: row.method,
        doctor: row.doctor,
        approved: row.approved,
        supported: row.supported,
        insurerInvoicePaid: row.insurerInvoicePaid,
        percentCovered: row.percentCovered === null ? null : numeric(row.percentCovered),
        count: row.count,
        amount: numeric(row.amount),
      })),
  );
}

/**
 * The period's shown payments (amount 0 hidden) with the day each counts on: the other payments
 * on their payment day, the insurance payments as INSURANCE_IN_PERIOD dates them.
 */
const SHOWN_IN_PERIOD = `
  select p.id, false as awaiting, p.payment_date as day, null::date as paid_on, p.approved
    from payments p
   where not p.supported and p.payment_date between $1::date and $2::date and ($3::bigint is null or p.doctor_id = $3) and p.amount <> 0
  union all
  select c.id, not c.paid, c.day, c.paid_on, c.approved from (${INSURANCE_IN_PERIOD}) c where c.amount <> 0`;

interface LineRow {
  _id: string;
  patientId: string;
  patientName: string;
  regNo: number | null;
  doctorId: string;
  doctorName: string;
  amount: string;
  type: StatisticsPaymentLine['type'];
  supported: boolean;
  methodId: string | null;
  methodName: string | null;
  user: string | null;
  paymentDate: string;
  createdAt: string;
  approved: boolean;
  awaiting: boolean;
  paidOn: string | null;
}

/**
 * The period's first shown lines, newest first by the day they count on, as SHOWN_IN_PERIOD has
 * them: each kind read in that order and cut at `$4 + $5` (the page's end), then merged. The other
 * payments and those awaiting their insurer come from the payments' date indexes; those of a paid
 * invoice, invoice by invoice from the latest paid. A page reads about as many payments as it
 * shows, instead of sorting the period's (a year of a busy clinic: 110,000).
 */
const SHOWN_FIRST = `
  (select p.id, false as awaiting, p.payment_date as day, null::date as paid_on
     from payments p
    where not p.supported and p.payment_date between $1::date and $2::date and ($3::bigint is null or p.doctor_id = $3) and p.amount <> 0
    order by p.payment_date desc, p.id desc limit $4::int + $5::int)
  union all
  (select p.id, true, p.payment_date, null::date
     from payments p left join insurance_invoices i on i.id = p.invoice_assur_id
    where p.supported and p.payment_date between $1::date and $2::date and ($3::bigint is null or p.doctor_id = $3)
      and not coalesce(i.payed, false) and p.amount <> 0
    order by p.payment_date desc, p.id desc limit $4::int + $5::int)
  union all
  (select p.id, false, i.day, i.day
     -- "offset 0" keeps the invoices in their order (a subquery pulled up would lose it): the page stops at the invoices it needs.
     from (select i.id, (i.payed_at at time zone 'UTC')::date as day from insurance_invoices i where i.payed and ${PAID_IN} order by 2 desc offset 0) i
     cross join lateral (
       select p.id from payments p
        where p.invoice_assur_id = i.id and p.supported and ($3::bigint is null or p.doctor_id = $3) and p.amount <> 0
        order by p.id desc limit $4::int + $5::int) p
    order by i.day desc, p.id desc limit $4::int + $5::int)`;

/** One page of the period's shown lines (amount 0 hidden), newest first by the day they count on: the page's ids first, then their details. */
export function paymentLines(period: Period, doctor: string | null, page: { offset: number; limit: number }): Read<StatisticsPaymentLine[]> {
  return defineRead<LineRow, StatisticsPaymentLine[]>(
    `select p.id::text as "_id", pt.id::text as "patientId", pt.name as "patientName", pt.reg_no as "regNo",
            d.id::text as "doctorId", d.username as "doctorName", p.amount::text as amount, p.type, p.supported,
            m.id::text as "methodId", m.name as "methodName", u.username as user,
            to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate", api_iso(p.created_at) as "createdAt", p.approved,
            s.awaiting, to_char(s.paid_on, 'YYYY-MM-DD') as "paidOn"
       from (select f.* from (${SHOWN_FIRST}) f order by f.day desc, f.id desc offset $4 limit $5) s
       join payments p on p.id = s.id
       join patients pt on pt.id = p.patient_id
       join users d on d.id = p.doctor_id
       left join users u on u.id = p.user_id
       left join payment_modes m on m.id = p.method_id
      order by s.day desc, p.id desc`,
    [period.from, period.to, doctor, page.offset, page.limit],
    (rows) =>
      rows.map((row) => ({
        _id: row._id,
        patient: { _id: row.patientId, name: row.patientName, regNo: row.regNo },
        doctor: { _id: row.doctorId, username: row.doctorName },
        amount: numeric(row.amount),
        type: row.type,
        kind: row.supported ? 'insurance' : row.type === 'consultations' ? 'consultation' : 'payment',
        method: row.methodId === null ? null : { _id: row.methodId, name: row.methodName ?? '' },
        user: row.user ?? '',
        paymentDate: row.paymentDate,
        createdAt: row.createdAt,
        approved: row.approved,
        awaitingInsurer: row.awaiting,
        insurerPaidOn: row.paidOn,
      })),
  );
}

/** The ids of the period's payments awaiting approval (not those only awaiting their insurer), for the bulk approval. */
export function unapprovedIds(period: Period, doctor: string | null): Read<string[]> {
  return defineRead<{ id: string }, string[]>(
    `select s.id::text as id from (${SHOWN_IN_PERIOD}) s where not s.approved and not s.awaiting order by s.id`,
    [period.from, period.to, doctor],
    (rows) => rows.map((row) => row.id),
  );
}

/** The doctors of the listed payments (those that exist), by payment id. */
export async function doctorsOfPayments(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; doctor: string }>('select id::text as id, doctor_id::text as doctor from payments where id = any($1::bigint[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.doctor]));
}

/** The payment methods' names, by id (archived ones included: old payments keep theirs). */
export function methodNames(): Read<Map<string, string>> {
  return defineRead<{ id: string; name: string }, Map<string, string>>('select id::text as id, name from payment_modes', [], (rows) => new Map(rows.map((row) => [row.id, row.name])));
}
