import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { viewDenied, viewScopeOf } from '../../http/guards';
import type { AuthUser } from '../../plugins/auth';

/**
 * Whose patient files a user may work on: every patient with AFFICHER_GLOBAL on PATIENTS, only the
 * patients they follow as a doctor with AFFICHER. Another doctor's patient is not found (404) for
 * an own-data user; without either permission the answer is 403 AFFICHER.
 */
export async function checkPatientAccess(db: Queryable, me: AuthUser, patientId: string): Promise<void> {
  const scope = viewScopeOf(me, 'PATIENTS');
  if (scope === 'none') throw viewDenied('PATIENTS');
  const rows = await db.query(
    `select 1 from patients p
      where p.id = $1 and ($2::bigint is null or exists (select 1 from patient_doctors d where d.patient_id = p.id and d.doctor_id = $2::bigint))`,
    [patientId, scope === 'all' ? null : me.id],
  );
  if (rows.length === 0) throw notFound();
}

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

/** The doctor users among these ids. */
export async function doctorsAmong(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>('select id::text as id from users where id = any($1::bigint[]) and doctor_cabinet is not null', [ids]);
  return new Set(rows.map((row) => row.id));
}

/** The doctor a line belongs to when none is named: the signed-in doctor, else the patient's own (first) doctor. */
export async function defaultDoctor(db: Queryable, me: AuthUser, patientId: string): Promise<string> {
  if (me.doctor) return me.id;
  const rows = await db.query<{ id: string }>('select doctor_id::text as id from patient_doctors where patient_id = $1 order by seq limit 1', [patientId]);
  return rows[0]?.id ?? me.id;
}
