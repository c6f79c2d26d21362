import type { Collection } from '@dental/contracts';
import type { Queryable } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { viewDenied, viewScopeOf } from './guards';

/**
 * A doctor's data (spec part 2 §6): every doctor's with AFFICHER_GLOBAL on the collection, only
 * one's own with AFFICHER (another doctor's is 403 AFFICHER), none without either.
 */
export function checkDoctorScope(me: AuthUser, collection: Collection, doctorId: string): void {
  const scope = viewScopeOf(me, collection);
  if (scope === 'all' || (scope === 'own' && doctorId === me.id)) return;
  throw viewDenied(collection);
}

/** The doctor a list is filtered by: any (or, `undefined`, every) doctor with the global view, only the caller with the own view. */
export function doctorFilter(me: AuthUser, collection: Collection, doctor: string | undefined): string | undefined {
  const scope = viewScopeOf(me, collection);
  if (scope === 'none') throw viewDenied(collection);
  if (scope === 'all') return doctor;
  if (doctor !== undefined && doctor !== me.id) throw viewDenied(collection);
  return me.id;
}

/** Whether the user exists and is a doctor (has a doctor profile). */
export async function isDoctor(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $1 and doctor_cabinet is not null', [id]);
  return rows.length > 0;
}
