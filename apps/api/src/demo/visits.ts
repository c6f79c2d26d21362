import type { Queryable } from '../db/types';

/**
 * A bulk write of visits (appointments, acts, consultations) in `tx`: the patient-visit row triggers
 * of migration 017 skip its rows (`dental.bulk_visits`, migration 025, for this transaction only),
 * then the patients `write` answers get their last visit refreshed in one set-based statement,
 * rather than once per row written.
 */
export async function refreshingVisitsOnce(tx: Queryable, write: () => Promise<readonly string[]>): Promise<void> {
  await tx.exec("set local dental.bulk_visits = 'on'");
  const patients = await write();
  await tx.exec("set local dental.bulk_visits = 'off'");
  await tx.query('select patient_visits_refresh_many($1::bigint[])', [[...new Set(patients)]]);
}
