import type { Queryable } from '../db/types';

/** The tables whose rows are visits: each has a row trigger `${table}_patient_visits` (migration 017). */
type VisitTable = 'appointments' | 'sheet_lines' | 'charges';

/**
 * A bulk write of the demo: `write` runs in `tx` with the patient-visit triggers of `tables` off
 * (the `alter table` holds each table until the commit, so no other writer misses its triggers),
 * then each patient it answers gets its last visit refreshed once, by the triggers' own function,
 * rather than once per row written.
 */
export async function refreshingVisitsOnce(tx: Queryable, tables: readonly VisitTable[], write: () => Promise<readonly string[]>): Promise<void> {
  for (const table of tables) await tx.exec(`alter table ${table} disable trigger ${table}_patient_visits`);
  const patients = await write();
  for (const table of tables) await tx.exec(`alter table ${table} enable trigger ${table}_patient_visits`);
  await tx.query('select patient_visits_refresh(id) from unnest($1::bigint[]) as id', [[...new Set(patients)]]);
}
