import { ACTION } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, currentUser, viewDenied } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { laboratoryRoutes } from '../laboratories/routes';
import { patientInvoiceRoutes } from '../patient-invoices/routes';
import { paymentRoutes } from '../payments/routes';
import { prescriptionRoutes } from '../prescriptions/routes';
import { quoteRoutes } from '../quotes/routes';
import { sheetRoutes } from '../sheets/routes';
import { checkPatientAccess } from './access';
import { patientHistory } from './audit';

/**
 * The audit trail of a patient's money, readable by who may approve payments (APPROUVER on
 * PAIEMENTS_PATIENTS), for the patients they may see.
 */
async function historyRoutes(app: FastifyInstance) {
  const guard = async (request: FastifyRequest) => {
    if (!can(currentUser(request), ACTION.approve, 'PAIEMENTS_PATIENTS')) throw viewDenied('PAIEMENTS_PATIENTS');
  };
  route(app, 'patientHistory.list', { guard }, async (request) => {
    const { id } = request.params;
    await checkPatientAccess(app.db, currentUser(request), id);
    return ok(await patientHistory(app.db, id));
  });
}

/** The patient file's plugins (spec part 2 §7) and the laboratories' reference data. */
export async function patientFileRoutes(app: FastifyInstance) {
  await app.register(quoteRoutes);
  await app.register(patientInvoiceRoutes);
  await app.register(paymentRoutes);
  await app.register(sheetRoutes);
  await app.register(prescriptionRoutes);
  await app.register(laboratoryRoutes);
  await app.register(historyRoutes);
}
