import type { FastifyInstance } from 'fastify';
import { ACTION, API_ROUTES, type Collection, type LabPayment, type RouteKey, type Sheet } from '@dental/contracts';
import { call } from './helpers';
import { createPatient, patientForm, transition } from './patients';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/** The laboratories' work and implants the route cases name, all of the fixtures' doctor (none of the callers). */
export interface LabWorkFixtures {
  doctor: string;
  laboratory: string;
  labCase: string;
  implant: string;
  payment: string;
  sparePayment: string;
}

async function send<T>(app: FastifyInstance, token: string, method: 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const response = await call<{ success: T }>(app, method, url, { token, body });
  if (response.status !== 200) throw new Error(`${url}: ${response.raw}`);
  return response.body.success;
}

/**
 * A patient of `doctor` with a treatment sheet: a crown line sent to a laboratory (a consumption
 * and a case) and an implant line (an implant record); two payments of the doctor to the lab.
 */
export async function createLabWorkFixtures(app: FastifyInstance, token: string, doctor: string): Promise<LabWorkFixtures> {
  const patient = (await createPatient(app, token, patientForm(doctor, { name: 'Lab Work Patient' })))._id;
  await transition(app, token, 'passPatient', patient);
  const crown = (await send<{ _id: string }>(app, token, 'POST', '/api/treatment', { name: 'Bridge zircone', price: 12000, type: 'prothese' }))._id;
  const implantTreatment = (await send<{ _id: string }>(app, token, 'POST', '/api/treatment', { name: 'Implant titane', price: 45000, type: 'implant' }))._id;
  const laboratory = (await send<{ _id: string }>(app, token, 'POST', '/api/laboratory', { name: 'Lab Cases', phone: '45259999' }))._id;
  await send(app, token, 'POST', `/api/laboratory/${laboratory}/treatments`, { treatment: crown, price: 3000.5 });
  const quote = await send<{ _id: string }>(app, token, 'POST', `/api/devis/${patient}`, {
    reduce: 0,
    LineDevis: [
      { treatment: crown, teeth: { nums: ['14', '15'] } },
      { treatment: implantTreatment, teeth: { nums: ['36'] } },
    ],
  });
  const sheet = (await send<Sheet>(app, token, 'POST', `/api/fiche/${patient}`))._id;
  await send<Sheet>(app, token, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet}`, { treatment: crown, teeth: { nums: ['14', '15'] }, devis: quote._id, laboratory });
  await send<Sheet>(app, token, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet}`, { treatment: implantTreatment, teeth: { nums: ['36'] }, devis: quote._id });
  const cases = await call<{ success: { _id: string }[] }>(app, 'GET', `/api/laboratory/${laboratory}/patients?doctor=${doctor}`, { token });
  const implants = await call<{ success: { _id: string }[] }>(app, 'GET', `/api/implant?doctor=${doctor}`, { token });
  if (cases.status !== 200 || cases.body.success.length !== 1) throw new Error(`lab cases: ${cases.raw}`);
  if (implants.status !== 200 || implants.body.success.length !== 1) throw new Error(`implants: ${implants.raw}`);
  const pay = (amount: number) => send<LabPayment>(app, token, 'POST', `/api/laboratory/payments?labId=${laboratory}`, { amount, comment: 'Acompte', doctor, createdAt: '2026-02-01' });
  return {
    doctor,
    laboratory,
    labCase: cases.body.success[0]._id,
    implant: implants.body.success[0]._id,
    payment: (await pay(1000))._id,
    sparePayment: (await pay(500))._id,
  };
}

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const has = (caller: CallerRights, action: string, collection: Collection) => caller.dev || caller.permissions.has(`${action}|${collection}`);
/** Another doctor's data: the global view of the collection and (for a write) the action. */
const onOthers =
  (collection: Collection, action?: string): Rule =>
  (caller) =>
    has(caller, ACTION.viewGlobal, collection) && (action === undefined || has(caller, action, collection));

/** Every route of the laboratories' work and the implants, reads before the writes that change them. */
export function labWorkCases(f: LabWorkFixtures): RouteCase[] {
  const other = { otherDoctor: true };
  const payments = '/api/laboratory/payments';
  const payment = { amount: 1250.75, comment: 'Solde janvier', doctor: f.doctor, createdAt: '2026-02-15' };
  return [
    { ...at('labAccounts.list'), url: `/api/laboratory/${f.laboratory}/accounts`, allowed: onOthers('COMPTES_LABORATOIRE') },

    { ...at('labPayments.list'), url: `${payments}?labId=${f.laboratory}&doctor=${f.doctor}`, allowed: onOthers('PAIEMENTS_LABORATOIRES'), ...other },
    { ...at('labPayments.create'), url: `${payments}?labId=${f.laboratory}`, body: payment, allowed: onOthers('PAIEMENTS_LABORATOIRES', ACTION.create), ...other },
    { ...at('labPayments.update'), url: `${payments}/${f.payment}?labId=${f.laboratory}`, body: payment, allowed: onOthers('PAIEMENTS_LABORATOIRES', ACTION.edit), ...other },
    { ...at('labPayments.remove'), url: `${payments}/${f.sparePayment}?labId=${f.laboratory}`, allowed: onOthers('PAIEMENTS_LABORATOIRES', ACTION.remove), ...other },

    { ...at('labCases.list'), url: `/api/laboratory/${f.laboratory}/patients?doctor=${f.doctor}&finish=false`, allowed: onOthers('PATIENTS_LABORATOIRE'), ...other },
    { ...at('labCases.finish'), url: `/api/laboratory/${f.laboratory}/patients/${f.labCase}`, allowed: onOthers('PATIENTS_LABORATOIRE', ACTION.edit), ...other },

    { ...at('implants.list'), url: `/api/implant?doctor=${f.doctor}`, allowed: onOthers('IMPLANTS'), ...other },
    { ...at('implants.finish'), url: `/api/implant/${f.implant}`, allowed: onOthers('IMPLANTS', ACTION.edit), ...other },
  ];
}
