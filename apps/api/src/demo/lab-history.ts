import { fromCents, labConsumptionTotal, sumAmounts, toCents } from '@dental/domain';
import type { Db } from '../db/types';
import { DEMO_LABORATORIES } from './patient-files';

export interface LabHistoryResult {
  /** The laboratory that holds the history. */
  laboratory: string | null;
  consumptions: number;
  cases: number;
  payments: number;
}

interface Random {
  next: () => number;
  int: (max: number) => number;
}

const TEETH = ['11', '12', '13', '14', '15', '16', '21', '22', '23', '24', '25', '26', '31', '32', '33', '34', '35', '36', '41', '42', '43', '44', '45', '46'];
/** The comment of the history's monthly payments: it also tells that the history was written. */
const HISTORY_COMMENT = 'Règlement mensuel';
/** Cases a doctor sends the lab in a month. */
const CASES_PER_MONTH = { min: 12, spread: 14 };

/**
 * Years of work at the first demo laboratory, for the bench's "lab with 5 years of work": every
 * month, each demo doctor sends a dozen or more prosthesis cases of their own patients (a
 * consumption at the lab's price, a case finished unless recent) and pays most of the month's cost
 * early the next month. Written once (its payments' comment marks it). Deterministic with the
 * generator given.
 */
export async function seedLabHistory(db: Db, doctorIds: readonly string[], years: number, random: Random, now: Date): Promise<LabHistoryResult> {
  const [lab] = await db.query<{ id: string }>('select id::text as id from laboratories where lower(name) = lower($1)', [DEMO_LABORATORIES[0].name]);
  const result: LabHistoryResult = { laboratory: lab?.id ?? null, consumptions: 0, cases: 0, payments: 0 };
  if (!lab || years === 0 || doctorIds.length === 0) return result;
  const start = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1));
  const [written] = await db.query('select 1 from lab_payments where laboratory_id = $1 and comment = $2 limit 1', [lab.id, HISTORY_COMMENT]);
  if (written) return result;
  const prices = await db.query<{ treatment: string; price: string }>('select treatment_id::text as treatment, price::text as price from laboratory_treatments where laboratory_id = $1 order by id', [lab.id]);
  if (prices.length === 0) return result;

  for (const doctorId of doctorIds) {
    const patients = (await db.query<{ id: string }>('select patient_id::text as id from patient_doctors where doctor_id = $1 order by patient_id limit 500', [doctorId])).map((p) => p.id);
    if (patients.length === 0) continue;
    await db.transaction(async (tx) => {
      for (let month = new Date(start); month < now; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
        const costs: number[] = [];
        const count = CASES_PER_MONTH.min + random.int(CASES_PER_MONTH.spread);
        for (let i = 0; i < count; i += 1) {
          const at = new Date(month.getTime() + random.int(27) * 86_400_000 + (8 + random.int(10)) * 3_600_000);
          if (at > now) break;
          const entry = prices[random.int(prices.length)];
          const teeth = [...new Set(Array.from({ length: 1 + random.int(3) }, () => TEETH[random.int(TEETH.length)]))];
          const [consumption] = await tx.query<{ id: string }>(
            'insert into lab_consumptions (laboratory_id, doctor_id, patient_id, treatment_id, price, teeth, created_at, updated_at) values ($1, $2, $3, $4, $5, $6::text[], $7, $7) returning id::text as id',
            [lab.id, doctorId, patients[random.int(patients.length)], entry.treatment, entry.price, teeth, at.toISOString()],
          );
          const recent = now.getTime() - at.getTime() < 45 * 86_400_000;
          await tx.query('insert into lab_cases (patient_id, lab_consumption_id, finger_print_date, finish, created_at, updated_at) select patient_id, id, created_at::date, $2, created_at, created_at from lab_consumptions where id = $1', [
            consumption.id,
            !recent,
          ]);
          costs.push(labConsumptionTotal(Number(entry.price), teeth.length));
          result.consumptions += 1;
          result.cases += 1;
        }
        const paidOn = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 2 + random.int(8)));
        const cost = toCents(sumAmounts(costs));
        if (paidOn > now || cost === 0) continue;
        const amount = random.next() < 0.3 ? cost : Math.max(100, Math.round((cost * 0.9) / 10_000) * 10_000);
        await tx.query('insert into lab_payments (laboratory_id, doctor_id, amount, comment, paid_on) values ($1, $2, $3, $4, $5)', [
          lab.id,
          doctorId,
          fromCents(Math.min(amount, cost)).toFixed(2),
          HISTORY_COMMENT,
          paidOn.toISOString().slice(0, 10),
        ]);
        result.payments += 1;
      }
    });
  }
  await db.exec('vacuum (analyze) lab_consumptions, lab_cases, lab_payments');
  return result;
}
