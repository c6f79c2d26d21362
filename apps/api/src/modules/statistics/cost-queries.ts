import type { Period } from '@dental/domain';
import { defineRead, type Read } from '../../db/one-statement';
import { numeric } from '../../db/values';
import { ofDoctor } from './payment-queries';

/**
 * What the accounting takes off the takings, per doctor, for a period: laboratory work (price per
 * tooth, with the period's number of teeth at that price), purchase orders and consumptions. These
 * records are dated by their creation, a day of the clinic's calendar (UTC, as the other modules).
 */

/** created_at within the days $1–$2, written so that an index on created_at serves it, of doctor $3 (`doctor`; null: every doctor). */
const createdIn = (doctor: string | null) => `created_at >= ($1::date::timestamp at time zone 'UTC') and created_at < (($2::date + 1)::timestamp at time zone 'UTC')
  and ${ofDoctor('doctor_id', '$3', doctor)}`;

export interface DoctorCosts {
  labWork: { price: number; teeth: number }[];
  purchaseOrders: number[];
  consumptions: number[];
}

interface CostRow {
  kind: 'lab' | 'order' | 'consumption';
  doctor: string;
  price: string;
  teeth: number;
}

/** Each doctor's costs of the period (`doctor` null: every doctor), by doctor id. */
export function costsByDoctor(period: Period, doctor: string | null): Read<Map<string, DoctorCosts>> {
  return defineRead<CostRow, Map<string, DoctorCosts>>(
    `select 'lab' as kind, doctor_id::text as doctor, price::text as price, sum(cardinality(teeth))::int as teeth
       from lab_consumptions where ${createdIn(doctor)} group by doctor_id, price
     union all
     select 'order', doctor_id::text, sum(total)::text, 0 from purchase_orders where ${createdIn(doctor)} group by doctor_id
     union all
     select 'consumption', doctor_id::text, sum(amount)::text, 0 from consumptions where ${createdIn(doctor)} group by doctor_id`,
    [period.from, period.to, doctor],
    (rows) => {
      const costs = new Map<string, DoctorCosts>();
      const of = (id: string): DoctorCosts => {
        const known = costs.get(id);
        if (known) return known;
        const created: DoctorCosts = { labWork: [], purchaseOrders: [], consumptions: [] };
        costs.set(id, created);
        return created;
      };
      for (const row of rows) {
        if (row.kind === 'lab') of(row.doctor).labWork.push({ price: numeric(row.price), teeth: row.teeth });
        else if (row.kind === 'order') of(row.doctor).purchaseOrders.push(numeric(row.price));
        else of(row.doctor).consumptions.push(numeric(row.price));
      }
      return costs;
    },
  );
}

export interface DoctorShare {
  id: string;
  username: string;
  percentage: number;
}

/** The doctors (one, or all with `doctor` null) and their percentages. */
export function doctorsWithShares(doctor: string | null): Read<DoctorShare[]> {
  return defineRead<{ id: string; username: string; percentage: string }, DoctorShare[]>(
    `select id::text as id, username, doctor_percentage::text as percentage from users
      where doctor_cabinet is not null and ${ofDoctor('id', '$1', doctor)} order by username, id`,
    [doctor],
    (rows) => rows.map((row) => ({ id: row.id, username: row.username, percentage: numeric(row.percentage) })),
  );
}
