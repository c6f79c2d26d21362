import type { Collection } from '@dental/contracts';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { checkDoctorScope, isDoctor } from '../../http/doctor-scope';
import type { AuthUser } from '../../plugins/auth';

/** A doctor's data named by the path: one the caller may work on, of a doctor who exists. */
export async function checkDoctor(db: Queryable, me: AuthUser, collection: Collection, doctorId: string): Promise<void> {
  checkDoctorScope(me, collection, doctorId);
  if (!(await isDoctor(db, doctorId))) throw notFound();
}
