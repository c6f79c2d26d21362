import type { Queryable } from '../db/types';

/** The tables whose rows are visits, each with a patient-visit row trigger (migration 017). */
type VisitTable = 'appointments' | 'sheet_lines' | 'charges';

/**
 * Runs `write` in `tx` with the patient-visit row triggers of migration 017 skipped
 * (`dental.bulk_visits`, migration 025, for this transaction only): the caller keeps the last visits.
 */
export async function skippingVisitTriggers<T>(tx: Queryable, write: () => Promise<T>): Promise<T> {
  await tx.exec("set local dental.bulk_visits = 'on'");
  const result = await write();
  await tx.exec("set local dental.bulk_visits = 'off'");
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
  const patients = await skippingVisitTriggers(tx, write);
  await tx.exec(`analyze ${tables.flatMap((table) => (table === 'sheet_lines' ? ['treatment_sheets', table] : [table])).join(', ')}`);
  await tx.query('select patient_visits_refresh_many($1::bigint[])', [[...new Set(patients)]]);
}
