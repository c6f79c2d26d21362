import type { Period } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

/**
 * What the accounting takes off the takings, per doctor, for a period: laboratory work (price per
 * tooth, with the period's number of teeth at that price), purchase orders and consumptions. These
 * records are dated by their creation, a day of the clinic's calendar (UTC, as the other modules).
 */

/** created_at within the days $1–$2, written so that an index on created_at serves it. */
const CREATED_IN = `created_at >= ($1::date::timestamp at time zone 'UTC') and created_at < (($2::date + 1)::timestamp at time zone 'UTC')
  and ($3::bigint is null or doctor_id = $3)`;

export interface DoctorCosts {
  labWork: { price: number; teeth: number }[];
  purchaseOrders: number[];
  consumptions: number[];
}

/** Each doctor's costs of the period (`doctor` null: every doctor), by doctor id. */
export async function costsByDoctor(db: Queryable, period: Period, doctor: string | null): Promise<Map<string, DoctorCosts>> {
  const params = [period.from, period.to, doctor];
  const [lab, orders, consumptions] = await Promise.all([
    db.query<{ doctor: string; price: string; teeth: number }>(
      `select doctor_id::text as doctor, price::text as price, sum(cardinality(teeth))::int as teeth from lab_consumptions where ${CREATED_IN} group by doctor_id, price`,
      params,
    ),
    db.query<{ doctor: string; amount: string }>(`select doctor_id::text as doctor, sum(total)::text as amount from purchase_orders where ${CREATED_IN} group by doctor_id`, params),
    db.query<{ doctor: string; amount: string }>(`select doctor_id::text as doctor, sum(amount)::text as amount from consumptions where ${CREATED_IN} group by doctor_id`, params),
  ]);
  const costs = new Map<string, DoctorCosts>();
  const of = (id: string): DoctorCosts => {
    const known = costs.get(id);
    if (known) return known;
    const created: DoctorCosts = { labWork: [], purchaseOrders: [], consumptions: [] };
    costs.set(id, created);
    return created;
  };
  for (const row of lab) of(row.doctor).labWork.push({ price: numeric(row.price), teeth: row.teeth });
  for (const row of orders) of(row.doctor).purchaseOrders.push(numeric(row.amount));
  for (const row of consumptions) of(row.doctor).consumptions.push(numeric(row.amount));
  return costs;
}

export interface DoctorShare {
  id: string;
  username: string;
  percentage: number;
}

/** The doctors (one, or all with `doctor` null) and their percentages. */
export async function doctorsWithShares(db: Queryable, doctor: string | null): Promise<DoctorShare[]> {
  const rows = await db.query<{ id: string; username: string; percentage: string }>(
    `select id::text as id, username, doctor_percentage::text as percentage from users
      where doctor_cabinet is not null and ($1::bigint is null or id = $1) order by username, id`,
    [doctor],
  );
  return rows.map((row) => ({ id: row.id, username: row.username, percentage: numeric(row.percentage) }));
}
