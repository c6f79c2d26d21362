import type { Collection } from '@dental/contracts';
import type { Queryable } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { ApiError, notFound } from './errors';
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

/**
 * `doctorFilter` for a list read: a doctor named that does not exist (or is no doctor) is not
 * found (404), never an empty list.
 */
export async function listDoctor(db: Queryable, me: AuthUser, collection: Collection, doctor: string | undefined): Promise<string | undefined> {
  const filter = doctorFilter(me, collection, doctor);
  await checkKnownDoctor(db, doctor);
  return filter;
}

/** A doctor named as a list filter must be one: else 404 not found. */
export async function checkKnownDoctor(db: Queryable, doctor: string | undefined): Promise<void> {
  if (doctor !== undefined && !(await isDoctor(db, doctor))) throw notFound();
}

/** Whether the user exists and is a doctor (has a doctor profile). */
export async function isDoctor(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where id = $1 and doctor_cabinet is not null', [id]);
  return rows.length > 0;
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

/**
 * A record names the doctors it counts for (a payment, quote and sheet lines, lab work and
 * payments, consumptions): one's own name always; another doctor's only with the global view on
 * one of the record's collections (spec part 2 §6), else 403 with a message saying so. A doctor
 * the record already counts for (`kept`: an edited payment's, the quote line a session realises)
 * may stay named: the attribution does not change.
 */
export function checkNamedDoctors(
  me: AuthUser,
  collections: readonly Collection[],
  doctorIds: Iterable<string | null | undefined>,
  kept: readonly string[] = [],
): void {
  const namesOthers = [...doctorIds].some((id) => id !== null && id !== undefined && id !== me.id && !kept.includes(id));
  if (namesOthers && !collections.some((collection) => viewScopeOf(me, collection) === 'all')) throw new ApiError(403, 'auth.otherDoctor');
}
