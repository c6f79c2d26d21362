import type { Queryable } from './types';

/**
 * Takes the patient's row lock for the rest of the transaction (false when the patient is gone):
 * numbering a patient's quotes, invoices and sheets under it makes concurrent creations queue.
 */
export async function lockPatient(tx: Queryable, patientId: string): Promise<boolean> {
  const rows = await tx.query('select id from patients where id = $1 for update', [patientId]);
  return rows.length > 0;
}

/** The next number of a patient's quotes, invoices or sheets; call under `lockPatient`. */
export async function nextNumber(tx: Queryable, table: 'quotes' | 'patient_invoices' | 'treatment_sheets', column: string, patientId: string): Promise<number> {
  const rows = await tx.query<{ next: number }>(`select coalesce(max(${column}), 0) + 1 as next from ${table} where patient_id = $1`, [patientId]);
  return Number(rows[0].next);
}
