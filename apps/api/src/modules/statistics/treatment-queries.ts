import type { TreatmentAct } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

/**
 * The acts done in a year (sheet lines marked done), per treatment: number of teeth, of acts and
 * their amount. An act is dated by its appointment, or by its line's creation when it has none.
 */
export async function treatmentActs(db: Queryable, year: number, doctor: string | null): Promise<TreatmentAct[]> {
  const rows = await db.query<{ treatment: string; teeth: number; acts: number; amount: string }>(
    `select acte as treatment, sum(cardinality(teeth))::int as teeth, count(*)::int as acts, sum(amount)::text as amount
       from sheet_lines
      where finish = 1 and ($3::bigint is null or doctor_id = $3)
        and coalesce(date_appointment, (created_at at time zone 'UTC')::date) between $1::date and $2::date
      group by acte`,
    [`${year}-01-01`, `${year}-12-31`, doctor],
  );
  return rows.map((row) => ({ treatment: row.treatment, teeth: row.teeth, acts: row.acts, amount: numeric(row.amount) }));
}

/** The year of the clinic's first payment; null without any. */
export async function firstPaymentYear(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ year: number | null }>('select extract(year from min(payment_date))::int as year from payments');
  return rows[0].year;
}
