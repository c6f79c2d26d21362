import type { Queryable } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { notFound } from './errors';
import { viewDenied, viewScopeOf } from './guards';

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
