import { ACTION } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { patientHistory } from '../../db/audit';
import { can, currentUser, viewDenied } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

/**
 * The audit trail of a patient's money, readable by who may approve payments (APPROUVER on
 * PAIEMENTS_PATIENTS), for the patients they may see.
 */
export async function patientHistoryRoutes(app: FastifyInstance) {
  const guard = async (request: FastifyRequest) => {
    if (!can(currentUser(request), ACTION.approve, 'PAIEMENTS_PATIENTS')) throw viewDenied('PAIEMENTS_PATIENTS');
  };
  route(app, 'patientHistory.list', { guard }, async (request) => {
    const { id } = request.params;
    await checkPatientAccess(app.db, currentUser(request), id);
    return ok(await patientHistory(app.db, id));
  });
}
