import type { Queryable } from '../db/types';

/**
 * The demo's bulk writes and the patients' row triggers: each appointment, act or consultation
 * written refreshes its patient's last visit (migration 017), each charge or payment moves its
 * patient's balance (migration 003), and thousands of rows in a transaction would rewrite the same
 * patients' rows again and again. A bulk write skips those triggers for its transaction
 * (`dental.bulk_visits`, `dental.bulk_balances`, migration 025) and keeps the columns itself, once
 * per patient.
 */
type PatientTriggers = 'visits' | 'balances';

/** The tables whose rows are visits, each with a patient-visit row trigger (migration 017). */
type VisitTable = 'appointments' | 'sheet_lines' | 'charges';

/** Runs `write` in `tx` with the patients' row triggers of `triggers` skipped: the caller keeps their columns. */
export async function skippingPatientTriggers<T>(tx: Queryable, triggers: readonly PatientTriggers[], write: () => Promise<T>): Promise<T> {
  for (const trigger of triggers) await tx.exec(`set local dental.bulk_${trigger} = 'on'`);
  const result = await write();
  for (const trigger of triggers) await tx.exec(`set local dental.bulk_${trigger} = 'off'`);
  return result;
}

/**
 * A bulk write of visits (rows of `tables`) in `tx`, skipped by the patient-visit row triggers; then
 * the patients `write` answers get their last visit refreshed in one set-based statement, rather
 * than once per row written. The tables are analyzed first: the refresh looks each patient up
 * through their indexes, and statistics from before a bulk write can make a scan of a whole table
 * per patient look cheaper.
 */
export async function refreshingVisitsOnce(tx: Queryable, tables: readonly VisitTable[], write: () => Promise<readonly string[]>): Promise<void> {
  const patients = await skippingPatientTriggers(tx, ['visits'], write);
  await tx.exec(`analyze ${tables.flatMap((table) => (table === 'sheet_lines' ? ['treatment_sheets', table] : [table])).join(', ')}`);
  await tx.query('select patient_visits_refresh_many($1::bigint[])', [[...new Set(patients)]]);
}

/**
 * Runs `write` in `tx` with `count` receipt numbers reserved for its payments, in the order it
 * writes them (migration 036): one update of the counter instead of one per payment.
 */
export async function numberingReceipts<T>(tx: Queryable, count: number, write: (receiptNumbers: number[]) => Promise<T>): Promise<T> {
  const [{ last }] = await tx.query<{ last: number }>('update receipt_numbers set last = last + $1 returning last', [count]);
  await tx.exec(`set local dental.bulk_receipts = 'on'`);
  const result = await write(Array.from({ length: count }, (_, i) => last - count + 1 + i));
  await tx.exec(`set local dental.bulk_receipts = 'off'`);
  return result;
}

/** Money a bulk write moved, as the balance triggers would count it: each payment in, each charge out (decimal texts). */
export interface BalanceChanges {
  payments: { patient: readonly string[]; amount: readonly string[] };
  charges: { patient: readonly string[]; amount: readonly string[] };
}

/** A bulk write's balance changes applied in one statement: each patient whose balance moves, rewritten once. */
export async function applyBalanceChanges(tx: Queryable, changes: BalanceChanges): Promise<void> {
  const { payments, charges } = changes;
  await tx.query(
    `update patients p set balance = p.balance + m.change
       from (select patient, sum(amount) as change
               from (select * from unnest($1::bigint[], $2::numeric[]) as y (patient, amount)
                     union all
                     select patient, -amount from unnest($3::bigint[], $4::numeric[]) as c (patient, amount)) as moves
              group by patient) m
      where p.id = m.patient and m.change <> 0`,
    [payments.patient, payments.amount, charges.patient, charges.amount],
  );
}
