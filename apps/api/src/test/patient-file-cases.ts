import type { FastifyInstance } from 'fastify';
import { ACTION, API_ROUTES, type Collection, type Quote, type RouteKey, type Sheet } from '@dental/contracts';
import { call } from './helpers';
import { createPatient, patientForm, transition } from './patients';
import { referenceRead } from './reference-rule';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/** The patient file's rows the route cases name, for a patient of the fixtures' doctor. */
export interface PatientFileFixtures {
  doctor: string;
  patient: string;
  quote: string;
  quoteLine: string;
  spareQuote: string;
  invoice: string;
  spareInvoice: string;
  payment: string;
  sparePayment: string;
  sheet: string;
  sheetLine: string;
  spareSheetLine: string;
  spareSheet: string;
  prescription: string;
  laboratory: string;
  spareLaboratory: string;
  prosthesis: string;
  labTreatment: string;
}

async function post<T>(app: FastifyInstance, token: string, method: 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const response = await call<{ success: T }>(app, method, url, { token, body });
  if (response.status !== 200) throw new Error(`${url}: ${response.raw}`);
  return response.body.success;
}

export async function createPatientFileFixtures(app: FastifyInstance, token: string, doctor: string): Promise<PatientFileFixtures> {
  const patient = (await createPatient(app, token, patientForm(doctor, { name: 'File Patient' })))._id;
  await transition(app, token, 'passPatient', patient);
  const prosthesis = (await post<{ _id: string }>(app, token, 'POST', '/api/treatment', { name: 'Couronne céramique', price: 9000, type: 'prothese' }))._id;
  const quoteOf = (nums: string[][]) => post<Quote>(app, token, 'POST', `/api/devis/${patient}`, { reduce: 5, LineDevis: nums.map((teeth) => ({ treatment: prosthesis, teeth: { nums: teeth } })) });
  const billed = await quoteOf([['11', '12'], ['21']]);
  const invoice = (await post<{ _id: string }>(app, token, 'POST', `/api/invoice/${patient}`))._id;
  await quoteOf([['31']]);
  const spareInvoice = (await post<{ _id: string }>(app, token, 'POST', `/api/invoice/${patient}`))._id;
  const quote = await quoteOf([['41'], ['42'], ['43']]);
  const spareQuote = (await quoteOf([['44']]))._id;
  const laboratory = (await post<{ _id: string }>(app, token, 'POST', '/api/laboratory', { name: 'Lab Atlas', phone: '45250000' }))._id;
  const spareLaboratory = (await post<{ _id: string }>(app, token, 'POST', '/api/laboratory', { name: 'Lab Spare', phone: '' }))._id;
  const labTreatment = (await post<{ _id: string }>(app, token, 'POST', `/api/laboratory/${laboratory}/treatments`, { treatment: prosthesis, price: 2500 }))._id;
  const payment = { doctor, patient, amount: 1500, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-01-15' };
  const sheet = (await post<Sheet>(app, token, 'POST', `/api/fiche/${patient}`))._id;
  const line = (nums: string[]) => ({ treatment: prosthesis, teeth: { nums }, devis: billed._id, laboratory, dateAppointment: null });
  await post<Sheet>(app, token, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet}`, line(['11']));
  const withLines = await post<Sheet>(app, token, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet}`, line(['12']));
  return {
    doctor,
    patient,
    quote: quote._id,
    quoteLine: quote.LineDevis[0]._id,
    spareQuote,
    invoice,
    spareInvoice,
    payment: (await post<{ _id: string }>(app, token, 'POST', '/api/payment', payment))._id,
    sparePayment: (await post<{ _id: string }>(app, token, 'POST', '/api/payment', payment))._id,
    sheet,
    sheetLine: withLines.LineFiche[0]._id,
    spareSheetLine: withLines.LineFiche[1]._id,
    spareSheet: (await post<Sheet>(app, token, 'POST', `/api/fiche/${patient}`))._id,
    prescription: (await post<{ _id: string }>(app, token, 'POST', '/api/prescription', { patient, content: 'Amoxicilline 1 g' }))._id,
    laboratory,
    spareLaboratory,
    prosthesis,
    labTreatment,
  };
}

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const has = (caller: CallerRights, action: string, collection: Collection) => caller.dev || caller.permissions.has(`${action}|${collection}`);
/** Another doctor's patient: the global view of patients, and (for a write) the action. */
const onPatient =
  (action?: string, ...collections: Collection[]): Rule =>
  (caller) =>
    has(caller, ACTION.viewGlobal, 'PATIENTS') && (action === undefined || collections.some((c) => has(caller, action, c)));
const act =
  (action: string, collection: Collection): Rule =>
  (caller) =>
    has(caller, action, collection);

/**
 * Every route of the patient file, in an order where reads come before the deletes of what they
 * read. Bodies carry the required fields (and a few telling ones): the bad-input test varies each
 * field, and its run time grows with them.
 */
export function patientFileCases(f: PatientFileFixtures): RouteCase[] {
  const quotePath = `/api/devis/${f.patient}/${f.quote}`;
  const sheetPath = `/api/fiche/${f.patient}/${f.sheet}`;
  const other = { otherDoctor: true };
  const payment = { doctor: f.doctor, patient: f.patient, amount: 2000.5, method: 'cash' };
  const lists = { _id: [f.sheetLine], dateAppointment: ['2026-01-20'], acte: ['Couronne 11'], amount: [9000] };
  return [
    { ...at('quotes.list'), url: `/api/devis/${f.patient}`, allowed: onPatient(), ...other },
    { ...at('quotes.create'), url: `/api/devis/${f.patient}`, body: { reduce: 10, LineDevis: [{ treatment: f.prosthesis, teeth: ['16'] }] }, allowed: onPatient(ACTION.create, 'PATIENTS'), ...other },
    { ...at('quotes.update'), url: quotePath, body: { reduce: 12.5 }, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    { ...at('quotes.append'), url: `/api/devis/${f.patient}/append/${f.quote}`, body: { treatment: f.prosthesis, teeth: ['46'] }, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    { ...at('quotes.editLine'), url: `${quotePath}/editLineDevis/${f.quoteLine}`, body: { price: 8500.5 }, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    { ...at('quotes.removeLine'), url: `${quotePath}/deleteLineDevis/${f.quoteLine}`, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    { ...at('quotes.remove'), url: `/api/devis/${f.patient}/${f.spareQuote}`, allowed: onPatient(ACTION.remove, 'PATIENTS'), ...other },

    { ...at('patientInvoices.list'), url: `/api/invoice?patient=${f.patient}`, allowed: onPatient(), ...other },
    { ...at('patientInvoices.get'), url: `/api/invoice/${f.invoice}`, allowed: onPatient(), ...other },
    { ...at('patientInvoices.invoiceable'), url: `/api/invoice/${f.patient}/getAllDevis`, allowed: onPatient(), ...other },
    { ...at('patientInvoices.create'), url: `/api/invoice/${f.patient}`, body: { devis: [f.quote] }, allowed: onPatient(ACTION.create, 'PATIENTS'), ...other },
    { ...at('patientInvoices.remove'), url: `/api/invoice/${f.patient}/${f.spareInvoice}`, allowed: onPatient(ACTION.remove, 'PATIENTS'), ...other },

    { ...at('payments.list'), url: `/api/payment?patient=${f.patient}&type=consultation`, allowed: onPatient(), ...other },
    { ...at('payments.create'), url: '/api/payment', body: payment, allowed: onPatient(ACTION.create, 'PATIENTS', 'PAIEMENTS_PATIENTS'), ...other },
    { ...at('payments.update'), url: `/api/payment/${f.payment}`, body: payment, allowed: onPatient(ACTION.edit, 'PATIENTS', 'PAIEMENTS_PATIENTS'), ...other },
    { ...at('payments.receipt'), url: `/api/payment/${f.payment}/receipt`, allowed: onPatient(), ...other },
    { ...at('payments.approve'), url: `/api/payment/approve/${f.doctor}`, body: [f.payment], allowed: onPatient(ACTION.approve, 'PAIEMENTS_PATIENTS'), ...other },
    { ...at('payments.remove'), url: `/api/payment/${f.sparePayment}`, allowed: onPatient(ACTION.remove, 'PATIENTS', 'PAIEMENTS_PATIENTS'), ...other },

    { ...at('sheets.list'), url: `/api/fiche/${f.patient}`, allowed: onPatient(), ...other },
    { ...at('sheets.get'), url: sheetPath, allowed: onPatient(), ...other },
    { ...at('sheets.create'), url: `/api/fiche/${f.patient}`, allowed: onPatient(ACTION.create, 'PATIENTS'), ...other },
    { ...at('sheets.update'), url: sheetPath, body: lists, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    {
      ...at('sheets.saveLine'),
      url: `/api/fiche/${f.patient}/LineFiche/${f.sheet}`,
      body: { treatment: f.prosthesis, teeth: ['42'], devis: f.quote, laboratory: f.laboratory },
      allowed: onPatient(ACTION.edit, 'PATIENTS'),
      ...other,
    },
    { ...at('sheets.removeLine'), url: `${sheetPath}/LineFiche/${f.spareSheetLine}`, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    { ...at('sheets.remove'), url: `/api/fiche/${f.patient}/${f.spareSheet}`, allowed: onPatient(ACTION.remove, 'PATIENTS'), ...other },

    { ...at('prescriptions.list'), url: `/api/prescription?patient=${f.patient}`, allowed: onPatient(), ...other },
    { ...at('prescriptions.create'), url: '/api/prescription', body: { patient: f.patient, content: 'Paracétamol 1 g, 3 fois par jour' }, allowed: onPatient(ACTION.create, 'PATIENTS'), ...other },
    { ...at('prescriptions.update'), url: `/api/prescription/${f.prescription}`, body: { patient: f.patient, content: 'Ibuprofène 400 mg' }, allowed: onPatient(ACTION.edit, 'PATIENTS'), ...other },
    { ...at('prescriptions.remove'), url: `/api/prescription/${f.prescription}`, allowed: onPatient(ACTION.remove, 'PATIENTS'), ...other },

    { ...at('labConsumptions.list'), url: `/api/laboratory/consumptions?patient=${f.patient}`, allowed: onPatient(), ...other },
    { ...at('patients.statement'), url: `/api/patient/${f.patient}/statement?from=2026-01-01&to=2026-12-31`, allowed: onPatient(), ...other },
    { ...at('patientHistory.list'), url: `/api/patient/${f.patient}/history`, allowed: onPatient(ACTION.approve, 'PAIEMENTS_PATIENTS'), ...other },

    { ...at('laboratories.list'), url: '/api/laboratory', allowed: referenceRead(['LABORATOIRES', 'TRAITEMENTS_LABORATOIRES', 'PATIENTS'], ['PATIENTS', 'PAIEMENTS_LABORATOIRES']) },
    { ...at('laboratories.create'), url: '/api/laboratory', body: { name: 'Lab Nouveau' }, allowed: act(ACTION.create, 'LABORATOIRES') },
    { ...at('laboratories.update'), url: `/api/laboratory/${f.laboratory}`, body: { name: 'Lab Atlas' }, allowed: act(ACTION.edit, 'LABORATOIRES') },
    { ...at('laboratories.remove'), url: `/api/laboratory/${f.spareLaboratory}`, allowed: act(ACTION.remove, 'LABORATOIRES') },
    { ...at('labTreatments.list'), url: `/api/laboratory/${f.laboratory}/treatments`, allowed: referenceRead(['TRAITEMENTS_LABORATOIRES', 'LABORATOIRES', 'PATIENTS'], ['PATIENTS']) },
    { ...at('labTreatments.create'), url: `/api/laboratory/${f.spareLaboratory}/treatments`, body: { treatment: f.prosthesis, price: 2600 }, allowed: act(ACTION.create, 'TRAITEMENTS_LABORATOIRES') },
    { ...at('labTreatments.update'), url: `/api/laboratory/${f.laboratory}/treatments/${f.labTreatment}`, body: { treatment: f.prosthesis, price: 2700 }, allowed: act(ACTION.edit, 'TRAITEMENTS_LABORATOIRES') },
    { ...at('labTreatments.remove'), url: `/api/laboratory/${f.laboratory}/treatments/${f.labTreatment}`, allowed: act(ACTION.remove, 'TRAITEMENTS_LABORATOIRES') },
  ];
}
