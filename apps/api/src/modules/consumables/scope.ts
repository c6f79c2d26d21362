import type { Collection } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { viewDenied, viewScopeOf } from '../../http/guards';
import type { AuthUser } from '../../plugins/auth';

/**
 * Whose consumables a caller works on: every doctor's with AFFICHER_GLOBAL on the collection, only
 * their own with AFFICHER (another doctor's is 403 AFFICHER), none without either.
 */
export function checkDoctorScope(me: AuthUser, collection: Collection, doctorId: string): void {
  const scope = viewScopeOf(me, collection);
  if (scope === 'all' || (scope === 'own' && doctorId === me.id)) return;
  throw viewDenied(collection);
}

/** The doctor of a path or a query when the caller may see theirs: `undefined` (every doctor) only with the global view. */
export function doctorFilter(me: AuthUser, collection: Collection, doctor: string | undefined): string | undefined {
  const scope = viewScopeOf(me, collection);
  if (scope === 'none') throw viewDenied(collection);
  if (scope === 'all') return doctor;
  if (doctor !== undefined && doctor !== me.id) throw viewDenied(collection);
  return me.id;
}

export async function isDoctor(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $1 and doctor_cabinet is not null', [id]);
  return rows.length > 0;
}

/** A doctor's data named by the path: one the caller may work on, of a doctor who exists. */
export async function checkDoctor(db: Queryable, me: AuthUser, collection: Collection, doctorId: string): Promise<void> {
  checkDoctorScope(me, collection, doctorId);
  if (!(await isDoctor(db, doctorId))) throw notFound();
}
