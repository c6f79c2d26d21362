import { fromCents, toCents } from '@dental/domain';
import type { Db } from '../db/types';
import { timeEach, type Timing } from './time-queries';

/**
 * The bench's yardstick for the financial statistics: what GET statistics/payments and
 * statistics/accounting compute for a period, written as plain SQL straight on the database (no
 * HTTP, token, permission check, domain function or JSON), to set the API's times beside.
 *
 * A payment counts unless it is an insurer's part whose invoice is not paid yet (spec part 2 §4);
 * an insurer's part counts on the day its invoice was paid (DATED).
 * - payments: the period's takings by day (or month past 62 days), by method and by doctor, its
 *   count, what awaits the insurers and the unapproved payments (one pass, grouping sets); the
 *   previous period's takings; the first page of lines, newest first, with patient, doctor, who
 *   entered it and method.
 * - accounting: the takings of the period and the previous one per doctor and per insurer
 *   percentage; the laboratory work (price × teeth), purchase orders and consumptions of both.
 */

export type FinanceKind = 'payments' | 'accounting';

export interface FinanceQuery {
  kind: FinanceKind;
  from: string;
  to: string;
  /** One doctor, or null for the whole clinic. */
  doctor: string | null;
}

/** The longest period shown day by day (as the screens do); past it, month by month. */
const DAILY_DAYS = 62;
const PAGE = 50;
const DAY_MS = 86_400_000;

/** `kind,from,to[,doctor]`, as seed-demo.js --time-finance takes it. */
export function parseFinanceQuery(text: string): FinanceQuery {
  const match = /^(payments|accounting),(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})(?:,(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a finance query (kind,from,to[,doctor]): ${text}`);
  return { kind: match[1] as FinanceKind, from: match[2], to: match[3], doctor: match[4] ?? null };
}

/** The period of the same length just before `from`–`to`. */
function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = Date.parse(from);
  const days = (Date.parse(to) - start) / DAY_MS + 1;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(start - days * DAY_MS), to: day(start - DAY_MS) };
}

const IN_SCOPE = '($3::bigint is null or y.doctor_id = $3)';

/**
 * The payments of the days $1–$2 (doctor $3) with the day each counts on and whether it counts: an
 * insurer's part counts on the day its invoice was paid, and is shown on its payment day, counting
 * for nothing, while the invoice is unpaid (as the statistics date them).
 */
const DATED = `
  select y.id, y.amount, y.approved, y.method_id, y.doctor_id, y.patient_id, y.supported, true as counts, y.payment_date as day
    from payments y where not y.supported and y.payment_date between $1 and $2 and ${IN_SCOPE}
  union all
  select y.id, y.amount, y.approved, y.method_id, y.doctor_id, y.patient_id, y.supported, false, y.payment_date
    from payments y left join insurance_invoices i on i.id = y.invoice_assur_id
   where y.supported and not coalesce(i.payed, false) and y.payment_date between $1 and $2 and ${IN_SCOPE}
  union all
  select y.id, y.amount, y.approved, y.method_id, y.doctor_id, y.patient_id, y.supported, true, (i.payed_at at time zone 'UTC')::date
    from insurance_invoices i join payments y on y.invoice_assur_id = i.id
   where y.supported and i.payed and i.payed_at >= ($1::date::timestamp at time zone 'UTC')
     and i.payed_at < (($2::date + 1)::timestamp at time zone 'UTC') and ${IN_SCOPE}`;

async function payments(db: Db, q: FinanceQuery): Promise<number> {
  const daily = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1 <= DAILY_DAYS;
  const groups = await db.query<{ everything: boolean; collected: string | null }>(
    `select grouping(period, method_id, doctor_id) = 7 as everything, period, method_id, doctor_id, count(*) as lines,
            sum(amount) filter (where counts) as collected,
            sum(amount) filter (where not counts) as awaiting,
            sum(amount) filter (where not approved) as unapproved,
            array_agg(id) filter (where not approved) as unapproved_ids
       from (select y.*, to_char(y.day, case when $4 then 'YYYY-MM-DD' else 'YYYY-MM' end) as period from (${DATED}) y) as y
      group by grouping sets ((period), (method_id), (doctor_id), ())`,
    [q.from, q.to, q.doctor, daily],
  );
  const previous = previousPeriod(q.from, q.to);
  await db.query(`select sum(y.amount) as collected from (${DATED}) y where y.counts`, [previous.from, previous.to, q.doctor]);
  await db.query(
    `select y.id, y.amount, y.day, p.id as patient, p.name, p.reg_no, d.username as doctor, u.username as entered_by, m.name as method
       from (select * from (${DATED}) y where y.amount <> 0 order by y.day desc, y.id desc limit ${PAGE}) y
       join patients p on p.id = y.patient_id
       join users d on d.id = y.doctor_id
       left join payments x on x.id = y.id
       left join users u on u.id = x.user_id
       left join payment_modes m on m.id = y.method_id
      order by y.day desc, y.id desc`,
    [q.from, q.to, q.doctor],
  );
  return fromCents(toCents(Number(groups.find((g) => g.everything)?.collected ?? 0)));
}

async function accounting(db: Db, q: FinanceQuery): Promise<number> {
  const previous = previousPeriod(q.from, q.to);
  const takings = await db.query<{ current: boolean; amount: string }>(
    `select y.day >= $4 as current, y.doctor_id, case when y.supported then p.percent_covered end as percent_covered, sum(y.amount) as amount
       from (${DATED}) y
       left join patients p on y.supported and p.id = y.patient_id
      where y.counts
      group by 1, 2, 3`,
    [previous.from, q.to, q.doctor, q.from],
  );
  await db.query(
    `select 'laboratory' as what, created_at >= $4::date as current, doctor_id, sum(price * cardinality(teeth)) as amount
       from lab_consumptions where created_at >= $1::date and created_at < $2::date + 1 and ($3::bigint is null or doctor_id = $3) group by 1, 2, 3
     union all
     select 'purchaseOrders', created_at >= $4::date, doctor_id, sum(total)
       from purchase_orders where created_at >= $1::date and created_at < $2::date + 1 and ($3::bigint is null or doctor_id = $3) group by 1, 2, 3
     union all
     select 'consumptions', created_at >= $4::date, doctor_id, sum(amount)
       from consumptions where created_at >= $1::date and created_at < $2::date + 1 and ($3::bigint is null or doctor_id = $3) group by 1, 2, 3`,
    [previous.from, q.to, q.doctor, q.from],
  );
  return fromCents(takings.filter((t) => t.current).reduce((sum, t) => sum + toCents(Number(t.amount)), 0));
}

/** p50/p95 of each query's plain SQL over `runs` runs; `collected`: the period's takings it found. */
export async function timeFinanceQueries(db: Db, queries: readonly FinanceQuery[], runs: number): Promise<(FinanceQuery & Omit<Timing<number>, 'answer'> & { collected: number })[]> {
  const timings = await timeEach(queries, runs, (q) => (q.kind === 'payments' ? payments(db, q) : accounting(db, q)));
  return timings.map(({ answer, ...timing }, i) => ({ ...queries[i], ...timing, collected: answer }));
}
