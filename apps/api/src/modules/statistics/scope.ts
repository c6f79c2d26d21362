import { ACTION } from '@dental/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { doctorFilter, listDoctor } from '../../http/doctor-scope';
import { notFound } from '../../http/errors';
import { can, currentUser, viewDenied } from '../../http/guards';
import type { DoctorShare } from './cost-queries';

/** The permissions of the financial statistics and of the day close. */
export const FINANCE = 'STATISTIQUES_FINANCIERES';

/**
 * The doctor whose figures a request reads: the one named (one's own with AFFICHER, any with
 * AFFICHER_GLOBAL); none named, the whole clinic with AFFICHER_GLOBAL (null) or one's own with
 * AFFICHER. A doctor named that is no doctor is not found.
 */
export async function statisticsDoctor(db: Queryable, request: FastifyRequest, doctor: string | undefined): Promise<string | null> {
  return (await listDoctor(db, currentUser(request), FINANCE, doctor)) ?? null;
}

/**
 * `statisticsDoctor` for the routes that read `doctorsWithShares` of that doctor in their one
 * statement: the doctor, whose being one `checkNamedDoctor` then tells from what that read found,
 * without a statement of its own.
 */
export function statisticsDoctorUnchecked(request: FastifyRequest, doctor: string | undefined): string | null {
  return doctorFilter(currentUser(request), FINANCE, doctor) ?? null;
}

/** A doctor named (`named`) that is no doctor is not found: `doctors` is what `doctorsWithShares` read of him. */
export function checkNamedDoctor(named: string | undefined, doctors: readonly DoctorShare[]): void {
  if (named !== undefined && doctors.length === 0) throw notFound();
}

/** preHandler of GET dayClose: the day close is clinic-wide, read with AFFICHER_GLOBAL or CLOTURER. */
export async function requireDayCloseView(request: FastifyRequest): Promise<void> {
  const me = currentUser(request);
  if (!can(me, ACTION.viewGlobal, FINANCE) && !can(me, ACTION.closeDay, FINANCE)) throw viewDenied(FINANCE);
}
