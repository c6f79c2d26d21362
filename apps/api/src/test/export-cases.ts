import type { FastifyInstance } from 'fastify';
import { ACTION, API_ROUTES, type RouteKey } from '@dental/contracts';
import { createQuote, createTreatment } from './patient-file';
import { createDoctor, createPatient, patientForm, transition } from './patients';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/** The exports' cases: the clinic's (the EXPORT right) and a patient file's (whoever may view that patient). */

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const has = (caller: CallerRights, right: string) => caller.dev || caller.permissions.has(right);
const exporter: Rule = (caller) => has(caller, `${ACTION.export}|DONNEES`);
/** Another doctor's patient: the global view of patients. */
const viewsEveryPatient: Rule = (caller) => has(caller, `${ACTION.viewGlobal}|PATIENTS`);

export interface ExportFixtures {
  /** A patient of a doctor of its own, with a quote. */
  patient: string;
}

export async function createExportFixtures(app: FastifyInstance, adminToken: string): Promise<ExportFixtures> {
  const doctor = await createDoctor(app, adminToken, 'export-cases-doctor');
  const patient = (await createPatient(app, adminToken, patientForm(doctor._id, { name: 'Export Cases Patient' })))._id;
  await transition(app, adminToken, 'passPatient', patient);
  const treatment = await createTreatment(app, adminToken, 'Détartrage export', 800);
  await createQuote(app, adminToken, patient, [{ treatment, nums: ['16'] }]);
  return { patient };
}

export function exportCases(f: ExportFixtures): RouteCase[] {
  return [
    { ...at('exports.clinic'), url: '/api/export', allowed: exporter },
    { ...at('exports.patient'), url: `/api/patient/${f.patient}/export`, allowed: viewsEveryPatient, otherDoctor: true },
  ];
}
