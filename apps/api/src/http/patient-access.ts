import type { Collection } from '@dental/contracts';
import type { Queryable } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { notFound } from './errors';
import { viewDenied, viewScopeOf } from './guards';

/**
 * Whose patient files a user may work on: every patient with AFFICHER_GLOBAL on PATIENTS, only the
 * patients they follow as a doctor with AFFICHER. Another doctor's patient is not found (404) for
 * an own-data user; without either permission the answer is 403 AFFICHER. A part of the file with
 * rights of its own (the clinical record, the images) names its collection, whose view decides.
 */
export async function checkPatientAccess(db: Queryable, me: AuthUser, patientId: string, collection: Collection = 'PATIENTS'): Promise<void> {
  const scope = viewScopeOf(me, collection);
  if (scope === 'none') throw viewDenied(collection);
  const rows = await db.query(
    `select 1 from patients p
      where p.id = $1 and ($2::bigint is null or exists (select 1 from patient_doctors d where d.patient_id = p.id and d.doctor_id = $2::bigint))`,
    [patientId, scope === 'all' ? null : me.id],
  );
  if (rows.length === 0) throw notFound();
}

/**
 * Whether `me` may name this patient on a record (an appointment): any patient with the global
 * view of patients, else one followed by `me` or by one of `doctors` (doctors whose data the
 * route already let `me` work on, such as the calendar's). A patient `me` may not name is
 * answered exactly as one that does not exist.
 */
export async function canNamePatient(db: Queryable, me: AuthUser, patientId: string, doctors: readonly string[] = []): Promise<boolean> {
  const followers = viewScopeOf(me, 'PATIENTS') === 'all' ? null : [me.id, ...doctors];
  const rows = await db.query(
    `select 1 from patients p
      where p.id = $1 and ($2::bigint[] is null or exists (select 1 from patient_doctors d where d.patient_id = p.id and d.doctor_id = any($2::bigint[])))`,
    [patientId, followers],
  );
  return rows.length > 0;
}
