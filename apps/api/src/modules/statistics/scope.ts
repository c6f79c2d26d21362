import { ACTION } from '@dental/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { listDoctor } from '../../http/doctor-scope';
import { can, currentUser, viewDenied } from '../../http/guards';

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

/** preHandler of GET dayClose: the day close is clinic-wide, read with AFFICHER_GLOBAL or CLOTURER. */
export async function requireDayCloseView(request: FastifyRequest): Promise<void> {
  const me = currentUser(request);
  if (!can(me, ACTION.viewGlobal, FINANCE) && !can(me, ACTION.closeDay, FINANCE)) throw viewDenied(FINANCE);
}
