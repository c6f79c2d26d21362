import { fromCents, toCents } from '@dental/domain';
import type { Db } from '../db/types';
import { numeric } from '../db/values';
import { DEMO_LABORATORIES } from './patient-files';

export interface LabPaymentsResult {
  /** Payments written by this run (a second run writes none). */
  payments: number;
}

interface Random {
  next: () => number;
  int: (max: number) => number;
}

const COMMENTS = ['Règlement du mois', 'Virement', 'Espèces', 'Acompte', ''];

/**
 * Pays the demo laboratories for the demo doctors' work: for each month a doctor sent work to a demo
 * lab (the patient files' consumptions), a payment early the next month of most of that month's
 * cost — now and then all of it, now and then in two parts, and the last months left open — so the
 * accounts show realistic balances. Payments fall within the demo's history (never after `now`).
 * Deterministic with the generator given; a lab and doctor already paid are left as they are, so a
 * second run writes nothing.
 */
export async function seedLabPayments(db: Db, doctorIds: readonly string[], random: Random, now: Date): Promise<LabPaymentsResult> {
  const result: LabPaymentsResult = { payments: 0 };
  if (doctorIds.length === 0) return result;
  const labs = await db.query<{ id: string }>('select id::text as id from laboratories where lower(name) = any($1::text[]) order by id', [
    DEMO_LABORATORIES.map((l) => l.name.toLowerCase()),
  ]);
  const today = now.toISOString().slice(0, 10);
  for (const lab of labs) {
    for (const doctorId of doctorIds) {
      const paid = await db.query('select 1 from lab_payments where laboratory_id = $1 and doctor_id = $2 limit 1', [lab.id, doctorId]);
      if (paid.length > 0) continue;
      // The month's cost, exact: Σ price × number of teeth, in numeric.
      const months = await db.query<{ month: string; cost: string }>(
        `select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM-DD') as month, sum(price * cardinality(teeth))::text as cost
           from lab_consumptions where laboratory_id = $1 and doctor_id = $2
          group by 1 order by 1`,
        [lab.id, doctorId],
      );
      const rows: { amount: string; comment: string; paidOn: string }[] = [];
      for (const { month, cost } of months) {
        const costCents = toCents(numeric(cost));
        if (costCents <= 0) continue;
        const start = new Date(`${month}T00:00:00Z`);
        const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1 + random.int(10)));
        const paidOn = next.toISOString().slice(0, 10);
        if (paidOn > today) continue;
        const roll = random.next();
        // Most of the month's cost, rounded to 100 MRU; a quarter of the months paid in full.
        const share = roll < 0.25 ? costCents : Math.max(10_000, Math.round((costCents * (0.6 + random.next() * 0.35)) / 10_000) * 10_000);
        const cents = Math.min(share, costCents);
        const comment = COMMENTS[random.int(COMMENTS.length)];
        if (random.next() < 0.2 && cents >= 20_000) {
          const first = Math.round(cents / 2 / 100) * 100;
          const later = new Date(next.getTime() + (7 + random.int(10)) * 86_400_000).toISOString().slice(0, 10);
          rows.push({ amount: fromCents(first).toFixed(2), comment: 'Acompte', paidOn });
          if (later <= today) rows.push({ amount: fromCents(cents - first).toFixed(2), comment: 'Solde', paidOn: later });
        } else {
          rows.push({ amount: fromCents(cents).toFixed(2), comment, paidOn });
        }
      }
      if (rows.length === 0) continue;
      await db.query(
        `insert into lab_payments (laboratory_id, doctor_id, amount, comment, paid_on, created_by, created_at, updated_at)
         select $1, $2, r.amount, r.comment, r.paid_on, $2, r.paid_on::timestamptz, r.paid_on::timestamptz
           from unnest($3::numeric[], $4::text[], $5::date[]) as r (amount, comment, paid_on)`,
        [lab.id, doctorId, rows.map((r) => r.amount), rows.map((r) => r.comment), rows.map((r) => r.paidOn)],
      );
      result.payments += rows.length;
    }
  }
  return result;
}
