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
 * covered and the day they count on (onPaymentDay, PAID_INVOICES).
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

/**
 * The rows of doctor `param` (`column` = it), or of every doctor when none is given (`doctor` null:
 * the parameter is null). Written for the case rather than as "param is null or column = param", so
 * that a plan made for any values of the parameters (kept-plan.ts: one doctor's day) still finds
 * the doctor's rows by index; a plan made for the values at hand is the same either way.
 */
export const ofDoctor = (column: string, param: string, doctor: string | null) => (doctor === null ? `${param}::bigint is null` : `${column} = ${param}::bigint`);

/** $1–$2 as timestamps: the days from $1 to $2 inclusive, in the clinic's calendar (UTC, as the other modules). */
const PAID_IN = `i.payed_at >= ($1::date::timestamp at time zone 'UTC') and i.payed_at < (($2::date + 1)::timestamp at time zone 'UTC')`;

/** `doctor` null: every doctor. */
export function paymentGroups(period: Period, doctor: string | null, grain: Grain): Read<PaymentFigures[]> {
  return defineRead<GroupRow, PaymentFigures[]>(
    `select to_char(greatest(date_trunc($4, t.day)::date, $1::date), 'YYYY-MM-DD') as day, nullif(t.method_id, 0)::text as method,
            t.doctor_id::text as doctor, t.approved, false as supported, false as "insurerInvoicePaid", null as "percentCovered",
            sum(t.payments)::int as count, sum(t.amount)::text as amount
       from payment_day_totals t
      where t.day between $1::date and $2::date and ${ofDoctor('t.doctor_id', '$3', doctor)} and t.payments > 0
      group by 1, 2, 3, 4
     union all
     select to_char(greatest(date_trunc($4, t.day)::date, $1::date), 'YYYY-MM-DD'), nullif(t.method_id, 0)::text, t.doctor_id::text, t.approved,
            true, t.paid, t.percent_covered::text, sum(t.payments)::int, sum(t.amount)::text
       from insurance_day_totals t
      where t.day between $1::date and $2::date and ${ofDoctor('t.doctor_id', '$3', doctor)} and t.payments > 0
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
 * The day a payment counts on: an insurance payment whose insurer invoice is paid counts on the day
 * the invoice was paid (insurance_invoices.payed_at), so paying an old invoice adds to that day and
 * never rewrites the act's month; the others count on their payment day, an insurance payment still
 * awaiting its insurer shown there (and counting for nothing). `insurance_day_totals` adds them up
 * on the same days.
 *
 * onPaymentDay: the payments `p` counted on their own day among the days $1–$2 (of doctor $3, `doctor`; null: every doctor).
 */
const onPaymentDay = (doctor: string | null) => `p.payment_date between $1::date and $2::date and ${ofDoctor('p.doctor_id', '$3', doctor)}
  and not (p.supported and exists (select from insurance_invoices i where i.id = p.invoice_assur_id and i.payed))`;

/**
 * The invoices `i` paid on the days $1–$2, newest paid first, each with that day (`i.day`): their
 * insurance payments count on it. "offset 0" keeps the invoices in their order (a subquery pulled
 * up would lose it): a page stops at the invoices it needs.
 */
const PAID_INVOICES = `(select i.id, (i.payed_at at time zone 'UTC')::date as day from insurance_invoices i where i.payed and ${PAID_IN} order by 2 desc offset 0) i`;

/** The columns of a payment its line shows, read once by the kind of line that finds it. */
const LINE_COLUMNS = `p.id, p.patient_id, p.doctor_id, p.amount, p.type, p.supported, p.method_id, p.user_id, p.payment_date, p.created_at, p.approved`;

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
 * The period's first shown lines (amount 0 hidden), newest first by the day they count on: those
 * counted on their own day (an insurance payment there awaits its insurer) from the payments' date
 * indexes, those of a paid invoice invoice by invoice from the latest paid, each kind read in that
 * order and cut at `$4 + $5` (the page's end), then merged. A page reads about as many payments as
 * it shows, instead of sorting the period's (a year of a busy clinic: 110,000), each once and with
 * what its line shows.
 */
const shownFirst = (doctor: string | null) => `
  (select ${LINE_COLUMNS}, p.supported as awaiting, p.payment_date as day, null::date as paid_on
     from payments p
    where ${onPaymentDay(doctor)} and p.amount <> 0
    order by p.payment_date desc, p.id desc limit $4::int + $5::int)
  union all
  (select ${LINE_COLUMNS}, false, i.day, i.day
     from ${PAID_INVOICES}
     cross join lateral (
       select ${LINE_COLUMNS} from payments p
        where p.invoice_assur_id = i.id and p.supported and ${ofDoctor('p.doctor_id', '$3', doctor)} and p.amount <> 0
        order by p.id desc limit $4::int + $5::int) p
    order by i.day desc, p.id desc limit $4::int + $5::int)`;

/** One page of the period's shown lines (amount 0 hidden), newest first by the day they count on. */
export function paymentLines(period: Period, doctor: string | null, page: { offset: number; limit: number }): Read<StatisticsPaymentLine[]> {
  return defineRead<LineRow, StatisticsPaymentLine[]>(
    `select s.id::text as "_id", pt.id::text as "patientId", pt.name as "patientName", pt.reg_no as "regNo",
            d.id::text as "doctorId", d.username as "doctorName", s.amount::text as amount, s.type, s.supported,
            m.id::text as "methodId", m.name as "methodName", u.username as user,
            to_char(s.payment_date, 'YYYY-MM-DD') as "paymentDate", api_iso(s.created_at) as "createdAt", s.approved,
            s.awaiting, to_char(s.paid_on, 'YYYY-MM-DD') as "paidOn"
       from (select f.* from (${shownFirst(doctor)}) f order by f.day desc, f.id desc offset $4 limit $5) s
       join patients pt on pt.id = s.patient_id
       join users d on d.id = s.doctor_id
       left join users u on u.id = s.user_id
       left join payment_modes m on m.id = s.method_id
      order by s.day desc, s.id desc`,
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

/**
 * The ids of the period's shown payments awaiting approval, for the bulk approval: the other
 * payments of its days and the insurance payments of the invoices paid in it (not those only
 * awaiting their insurer).
 */
export function unapprovedIds(period: Period, doctor: string | null): Read<string[]> {
  return defineRead<{ id: string }, string[]>(
    `select s.id::text as id from (
       select p.id from payments p
        where not p.approved and not p.supported and p.payment_date between $1::date and $2::date and ${ofDoctor('p.doctor_id', '$3', doctor)} and p.amount <> 0
       union all
       select p.id from insurance_invoices i join payments p on p.invoice_assur_id = i.id
        where i.payed and ${PAID_IN} and not p.approved and p.supported and ${ofDoctor('p.doctor_id', '$3', doctor)} and p.amount <> 0) s
      order by s.id`,
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
