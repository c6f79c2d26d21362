import type { FastifyInstance } from 'fastify';
import { ACTION, API_ROUTES, registeredPath, ROUTE_KEYS, type Collection, type RouteKey } from '@dental/contracts';
import { DEFAULT_MESSAGE_TEXTS } from '@dental/domain';
import type { Queryable } from '../db/types';
import type { CallerRights, RouteCase, Rule } from './route-case-types';
import { call, createRole, createUser } from './helpers';
import { createInsurer, createPatient, openInvoice, patientForm, transition } from './patients';
import { referenceRead } from './reference-rule';
import { consumablesCases, createConsumablesFixtures, type ConsumablesFixtures } from './consumables-cases';
import { financeCases } from './finance-cases';
import { createLabWorkFixtures, labWorkCases, type LabWorkFixtures } from './lab-cases';
import { createPatientFileFixtures, patientFileCases, type PatientFileFixtures } from './patient-file-cases';
import { createReleaseFixtures, releaseCases, type ReleaseFixtures } from './release-cases';
import { backupCases, createBackupFixtures, type BackupFixtures } from './backup-cases';
import { createExportFixtures, exportCases, type ExportFixtures } from './export-cases';
import { createImportFixtures, importCases, type ImportFixtures } from './import-cases';
import { clinicalCases, createClinicalFixtures, type ClinicalFixtures } from './clinical-cases';

export type { CallerRights, RouteCase, Rule };
export { databaseState } from './database-state';

/**
 * Every route of the API with a real request to make and the rule of who may make it, stated
 * here independently of the routes' own guards. The permission matrix and the bad-input test run
 * over this table, and both fail when the server registers a route the table does not name: a new
 * route must declare who may call it.
 */

/** The method and registered route of a call of the route table. */
const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: registeredPath(key) });

const has = (caller: CallerRights, action: string, collection: Collection) => caller.dev || caller.permissions.has(`${action}|${collection}`);
const signedIn: Rule = () => true;
const devOnly: Rule = (caller) => caller.dev;
const view =
  (...collections: Collection[]): Rule =>
  (caller) =>
    collections.some((c) => has(caller, ACTION.view, c) || has(caller, ACTION.viewGlobal, c));
const viewGlobal =
  (collection: Collection): Rule =>
  (caller) =>
    has(caller, ACTION.viewGlobal, collection);
const act =
  (action: string, collection: Collection): Rule =>
  (caller) =>
    has(caller, action, collection);
const both =
  (...rules: Rule[]): Rule =>
  (caller) =>
    rules.every((rule) => rule(caller));
/** Working on another doctor's data: the action and the global view. */
const onOthers = (action: string, collection: Collection): Rule => both(act(action, collection), viewGlobal(collection));

export interface RouteFixtures {
  doctor: string;
  patients: { edit: string; remove: string; pass: string; finish: string; back: string; read: string };
  insurer: string;
  spareInsurer: string;
  insurerTreatment: string;
  invoice: string;
  spareInvoice: string;
  treatment: string;
  paymentMode: string;
  role: string;
  user: string;
  permission: string;
  /** The patient file's rows (quotes, invoices, payments, sheets, prescriptions, laboratories). */
  file: PatientFileFixtures;
  /** The consumables' rows (consumptions, list, suppliers, purchase orders and payments). */
  consumables: ConsumablesFixtures;
  /** The laboratories' work and implants (accounts, payments, cases, implants). */
  labWork: LabWorkFixtures;
  /** A published build of a module, for the release calls. */
  release: ReleaseFixtures;
  /** A backup in the app's backup folder, for the backups calls. */
  backup: BackupFixtures;
  /** The clinical record, images and documents of a patient (issue 37). */
  clinical: ClinicalFixtures;
  /** A draft, a done import and a saved mapping; a patient to export (issue 39). */
  imports: ImportFixtures;
  exports: ExportFixtures;
  appointment: string;
  appointmentSetting: string;
  /** A patient due for a check-up: last seen (an appointment) eight months ago. */
  recallDue: string;
  /** The token of the personal link of `appointment`'s reminder. */
  replyToken: string;
}

async function created(app: FastifyInstance, token: string, url: string, body?: unknown): Promise<string> {
  const response = await call<{ success: { _id: string } }>(app, 'POST', url, { token, body });
  if (response.status !== 200) throw new Error(`${url}: ${response.raw}`);
  return response.body.success._id;
}

/** The rows the requests name, all belonging to a cabinet doctor who is none of the callers. */
export async function createRouteFixtures(app: FastifyInstance, adminToken: string, db: Queryable): Promise<RouteFixtures> {
  const role = await createRole(app, adminToken, 'Sample role', [['AFFICHER', 'PATIENTS']]);
  const doctor = (await createUser(app, adminToken, 'dr.other', [role._id], { doctor: { cabinet: true, percentage: 40 } }))._id;
  const user = (await createUser(app, adminToken, 'sample.user', [role._id]))._id;
  const spareRole = await createRole(app, adminToken, 'Unused role', []);
  const patient = async (name: string) => (await createPatient(app, adminToken, patientForm(doctor, { name })))._id;
  const current = async (name: string) => (await transition(app, adminToken, 'passPatient', await patient(name)))._id;
  const finished = async (name: string) => (await transition(app, adminToken, 'finishPatient', await current(name)))._id;
  const insurer = await createInsurer(app, adminToken, 'Sample insurer', 400);
  const spareInsurer = await createInsurer(app, adminToken, 'Spare insurer', 300);
  const booked = await patient('Booked Patient');
  const appointment = await call<{ success: { _id: string }[] }>(app, 'POST', `/api/appointment/${doctor}`, {
    token: adminToken,
    body: { patient: booked, date: '2030-01-07', time: '09:00', numSeance: 1, partOfTime: 'matin' },
  });
  if (appointment.status !== 200) throw new Error(`appointment: ${appointment.raw}`);
  const settings = await call<{ success: { _id: string }[] }>(app, 'GET', `/api/appointment/setAppointment/${doctor}`, { token: adminToken });
  const sent = await call<{ success: { link: string } }>(app, 'POST', `/api/reminder/${appointment.body.success[0]._id}`, { token: adminToken });
  if (sent.status !== 200) throw new Error(`reminder: ${sent.raw}`);
  const recallDue = await patient('Recall Me');
  await db.query(`insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, current_date - 240, '09:00', 1, 'matin')`, [
    doctor,
    recallDue,
  ]);
  return {
    doctor,
    patients: {
      read: await patient('Read Me'),
      edit: await patient('Edit Me'),
      remove: await patient('Remove Me'),
      pass: await patient('Pass Me'),
      finish: await current('Finish Me'),
      back: await finished('Bring Me Back'),
    },
    insurer,
    spareInsurer,
    insurerTreatment: await created(app, adminToken, `/api/assurance/${insurer}/treatments`, { name: 'Détartrage', price: 800, type: 'soins' }),
    invoice: await openInvoice(app, adminToken, insurer, doctor),
    spareInvoice: await openInvoice(app, adminToken, spareInsurer, doctor),
    treatment: await created(app, adminToken, '/api/treatment', { name: 'Extraction', price: 1500, type: 'soins' }),
    paymentMode: await created(app, adminToken, '/api/paymentMode', { name: 'Virement', code: 3 }),
    role: spareRole._id,
    user,
    permission: await created(app, adminToken, '/api/permission', { name: 'EXPORTER', collectionName: 'PATIENTS' }),
    file: await createPatientFileFixtures(app, adminToken, doctor),
    consumables: await createConsumablesFixtures(app, adminToken, doctor),
    labWork: await createLabWorkFixtures(app, adminToken, doctor),
    release: await createReleaseFixtures(app, adminToken),
    backup: await createBackupFixtures(app, adminToken),
    clinical: await createClinicalFixtures(app, adminToken, doctor),
    imports: await createImportFixtures(app, adminToken),
    exports: await createExportFixtures(app, adminToken),
    appointment: appointment.body.success[0]._id,
    appointmentSetting: settings.body.success[0]._id,
    recallDue,
    replyToken: sent.body.success.link.split('/r/')[1],
  };
}

export function routeCases(f: RouteFixtures): RouteCase[] {
  const p = f.patients;
  const patientBody = (name: string) => patientForm(f.doctor, { name });
  const invoicePath = `/api/assurance/invoices/${f.insurer}`;
  const calendar = `/api/appointment/${f.doctor}`;
  return [
    { ...at('auth.login'), url: '/api/auth/login', body: { username: 'nobody', password: 'wrong-password' }, public: true, allowed: signedIn },
    { ...at('auth.logout'), url: '/api/auth/logout', allowed: signedIn, endsSession: true },
    { ...at('system.health'), url: '/api/health', public: true, allowed: signedIn },
    { ...at('system.ready'), url: '/api/ready', public: true, allowed: signedIn },
    { ...at('settings.get'), url: '/api/setting', public: true, allowed: signedIn },
    { ...at('settings.update'), url: '/api/setting', body: { clinicName: 'Cabinet Dentaire' }, allowed: devOnly },
    { ...at('registry.list'), url: '/api/registry', allowed: signedIn },
    { ...at('registry.update'), url: '/api/registry/admin', body: { url: '/modules/admin/mf-manifest.json', canary: null }, allowed: devOnly },

    { ...at('users.list'), url: '/api/user', allowed: signedIn },
    { ...at('users.specific'), url: `/api/user/specificUser?userId=${f.doctor}`, allowed: signedIn },
    {
      ...at('users.create'),
      url: '/api/user',
      body: { username: 'new.user', phone: '22222222', password: 'long-password', doctor: null, roles: [f.role] },
      allowed: act(ACTION.create, 'UTILISATEURS'),
    },
    {
      ...at('users.update'),
      url: `/api/user/${f.user}`,
      body: { username: 'sample.user', phone: '33333333', password: '', doctor: null, roles: [f.role] },
      allowed: act(ACTION.edit, 'UTILISATEURS'),
    },
    { ...at('users.remove'), url: `/api/user/${f.user}`, allowed: act(ACTION.remove, 'UTILISATEURS') },
    { ...at('users.deactivate'), url: `/api/user/${f.user}/deactivate`, allowed: act(ACTION.edit, 'UTILISATEURS') },
    { ...at('users.reactivate'), url: `/api/user/${f.user}/reactivate`, allowed: act(ACTION.edit, 'UTILISATEURS') },

    { ...at('permissions.list'), url: '/api/permission', allowed: (c) => c.dev || view('ROLES', 'UTILISATEURS')(c) },
    { ...at('permissions.byTable'), url: '/api/permission/byTable', allowed: (c) => c.dev || view('ROLES', 'UTILISATEURS')(c) },
    { ...at('permissions.create'), url: '/api/permission', body: { name: 'IMPRIMER', collectionName: 'PATIENTS' }, allowed: devOnly },
    { ...at('permissions.update'), url: `/api/permission/${f.permission}`, body: { name: 'EXPORTER', collectionName: 'PATIENTS' }, allowed: devOnly },
    { ...at('permissions.remove'), url: `/api/permission/${f.permission}`, allowed: devOnly },

    { ...at('roles.list'), url: '/api/role', allowed: view('ROLES', 'UTILISATEURS') },
    { ...at('roles.create'), url: '/api/role', body: { name: 'Secrétaires' }, allowed: act(ACTION.create, 'ROLES') },
    { ...at('roles.update'), url: `/api/role/${f.role}`, body: { name: 'Unused role renamed' }, allowed: act(ACTION.edit, 'ROLES') },
    { ...at('roles.remove'), url: `/api/role/${f.role}`, allowed: act(ACTION.remove, 'ROLES') },

    { ...at('paymentModes.list'), url: '/api/paymentMode', allowed: referenceRead(['MODE_PAIEMENT'], ['PATIENTS', 'PAIEMENTS_PATIENTS']) },
    { ...at('paymentModes.create'), url: '/api/paymentMode', body: { name: 'Chèque', code: 2, archive: false }, allowed: act(ACTION.create, 'MODE_PAIEMENT') },
    { ...at('paymentModes.update'), url: `/api/paymentMode/${f.paymentMode}`, body: { name: 'Virement', code: 4, archive: false }, allowed: act(ACTION.edit, 'MODE_PAIEMENT') },
    { ...at('paymentModes.remove'), url: `/api/paymentMode/${f.paymentMode}`, allowed: act(ACTION.remove, 'MODE_PAIEMENT') },

    { ...at('treatments.list'), url: '/api/treatment', allowed: referenceRead(['TRAITEMENTS'], ['PATIENTS']) },
    { ...at('treatments.create'), url: '/api/treatment', body: { name: 'Couronne', price: 12000.5, type: 'prothese' }, allowed: act(ACTION.create, 'TRAITEMENTS') },
    { ...at('treatments.update'), url: `/api/treatment/${f.treatment}`, body: { name: 'Extraction', price: 1600, type: 'soins' }, allowed: act(ACTION.edit, 'TRAITEMENTS') },
    { ...at('treatments.remove'), url: `/api/treatment/${f.treatment}`, allowed: act(ACTION.remove, 'TRAITEMENTS') },
    { ...at('insurerTreatments.list'), url: `/api/assurance/${f.insurer}/treatments`, allowed: referenceRead(['TRAITEMENTS'], ['PATIENTS']) },
    {
      ...at('insurerTreatments.create'),
      url: `/api/assurance/${f.insurer}/treatments`,
      body: { name: 'Couronne', price: 9000, type: 'prothese' },
      allowed: act(ACTION.create, 'TRAITEMENTS'),
    },
    {
      ...at('insurerTreatments.update'),
      url: `/api/assurance/${f.insurer}/treatments/${f.insurerTreatment}`,
      body: { name: 'Détartrage', price: 850, type: 'soins' },
      allowed: act(ACTION.edit, 'TRAITEMENTS'),
    },
    {
      ...at('insurerTreatments.remove'),
      url: `/api/assurance/${f.insurer}/treatments/${f.insurerTreatment}`,
      allowed: act(ACTION.remove, 'TRAITEMENTS'),
    },

    { ...at('assurances.list'), url: '/api/assurance', allowed: referenceRead(['ASSURANCES', 'PATIENTS', 'PATIENTS_ASSURANCE'], ['PATIENTS', 'PAIEMENTS_PATIENTS']) },
    { ...at('assurances.get'), url: `/api/assurance/${f.insurer}`, allowed: referenceRead(['ASSURANCES', 'PATIENTS', 'PATIENTS_ASSURANCE'], ['PATIENTS', 'PAIEMENTS_PATIENTS']) },
    { ...at('assurances.create'), url: '/api/assurance', body: { name: 'New insurer', cons_price: 500 }, allowed: act(ACTION.create, 'ASSURANCES') },
    { ...at('assurances.update'), url: `/api/assurance/${f.spareInsurer}`, body: { name: 'Spare insurer', cons_price: 350 }, allowed: act(ACTION.edit, 'ASSURANCES') },
    { ...at('assurances.remove'), url: `/api/assurance/${f.spareInsurer}`, allowed: act(ACTION.remove, 'ASSURANCES') },

    { ...at('invoices.list'), url: `${invoicePath}?doctor=${f.doctor}`, allowed: viewGlobal('PATIENTS_ASSURANCE'), otherDoctor: true },
    { ...at('invoices.create'), url: `${invoicePath}?doctor=${f.doctor}`, allowed: onOthers(ACTION.create, 'PATIENTS_ASSURANCE'), otherDoctor: true },
    {
      ...at('invoices.pay'),
      url: `${invoicePath}/payInvoice/${f.invoice}`,
      allowed: onOthers(ACTION.edit, 'PATIENTS_ASSURANCE'),
      otherDoctor: true,
    },
    {
      ...at('invoices.payByDelete'),
      url: `${invoicePath}/payInvoice/${f.invoice}`,
      allowed: onOthers(ACTION.edit, 'PATIENTS_ASSURANCE'),
      otherDoctor: true,
    },
    {
      ...at('invoices.close'),
      url: `${invoicePath}/closeInvoice/${f.invoice}`,
      allowed: onOthers(ACTION.edit, 'PATIENTS_ASSURANCE'),
      otherDoctor: true,
    },
    {
      ...at('invoices.unpay'),
      url: `${invoicePath}/unpayInvoice/${f.invoice}`,
      body: { reason: 'Paiement saisi par erreur' },
      allowed: onOthers(ACTION.edit, 'PATIENTS_ASSURANCE'),
      otherDoctor: true,
    },
    {
      ...at('invoices.remove'),
      url: `/api/assurance/invoices/${f.spareInsurer}/deleteInvoice/${f.spareInvoice}`,
      allowed: onOthers(ACTION.remove, 'PATIENTS_ASSURANCE'),
      otherDoctor: true,
    },

    { ...at('patients.list'), url: `/api/patient?ptType=consultation&doctor=${f.doctor}`, allowed: viewGlobal('PATIENTS'), otherDoctor: true },
    // The list's visibility: an own-data view is answered, with its own patients only.
    { ...at('patients.duplicates'), url: '/api/patient/duplicates?name=read%20me&phone=36123456&yearOfBirth=1985', allowed: view('PATIENTS') },
    { ...at('patients.get'), url: `/api/patient/${p.read}`, allowed: viewGlobal('PATIENTS'), otherDoctor: true },
    { ...at('patients.create'), url: '/api/patient', body: patientBody('New Patient'), allowed: onOthers(ACTION.create, 'PATIENTS'), otherDoctor: true },
    { ...at('patients.update'), url: `/api/patient/${p.edit}`, body: patientBody('Edited Patient'), allowed: onOthers(ACTION.edit, 'PATIENTS'), otherDoctor: true },
    { ...at('patients.remove'), url: `/api/patient/${p.remove}`, allowed: onOthers(ACTION.remove, 'PATIENTS'), otherDoctor: true },
    { ...at('patients.pass'), url: '/api/patient/passPatient', body: { patient: p.pass }, allowed: onOthers(ACTION.edit, 'PATIENTS'), otherDoctor: true },
    { ...at('patients.finish'), url: '/api/patient/finishPatient', body: { patient: p.finish }, allowed: onOthers(ACTION.edit, 'PATIENTS'), otherDoctor: true },
    {
      ...at('patients.return'),
      url: '/api/patient/returnPatient',
      body: { patient: p.back, doctor: f.doctor, method: 'cash' },
      allowed: onOthers(ACTION.edit, 'PATIENTS'),
      otherDoctor: true,
    },

    { ...at('appointments.week'), url: `${calendar}?startDate=2030-01-06&endDate=2030-01-12`, allowed: viewGlobal('RDV'), otherDoctor: true },
    {
      ...at('appointments.create'),
      url: `${calendar}?startDate=2030-01-06&endDate=2030-01-12`,
      body: { patient: p.read, date: '2030-01-08', time: '09:30', numSeance: 2, partOfTime: 'matin' },
      allowed: onOthers(ACTION.create, 'RDV'),
      otherDoctor: true,
    },
    {
      ...at('appointments.patientDay'),
      url: `/api/appointment/patientDay?doctor=${f.doctor}&patient=${p.read}&date=2030-01-08`,
      allowed: onOthers(ACTION.create, 'RDV'),
      otherDoctor: true,
    },
    { ...at('appointments.remove'), url: `${calendar}/${f.appointment}?startDate=2030-01-06&endDate=2030-01-12`, allowed: onOthers(ACTION.remove, 'RDV'), otherDoctor: true },
    { ...at('appointments.settings'), url: `/api/appointment/setAppointment/${f.doctor}`, allowed: viewGlobal('RDV'), otherDoctor: true },
    { ...at('recalls.list'), url: `/api/recall?doctor=${f.doctor}&window=all`, allowed: viewGlobal('RDV'), otherDoctor: true },
    { ...at('appointments.setState'), url: `${calendar}/${f.appointment}/state`, body: { state: 'confirmed' }, allowed: onOthers(ACTION.edit, 'RDV'), otherDoctor: true },
    { ...at('appointments.undoState'), url: `${calendar}/${f.appointment}/state`, allowed: onOthers(ACTION.edit, 'RDV'), otherDoctor: true },
    { ...at('payments.myDay'), url: '/api/payment/myDay', allowed: view('PAIEMENTS_PATIENTS') },
    { ...at('appointments.waitingRoom'), url: `/api/appointment/waitingRoom?doctor=${f.doctor}`, allowed: viewGlobal('RDV'), otherDoctor: true },
    { ...at('appointments.freeSlots'), url: `/api/appointment/freeSlots?doctor=${f.doctor}&from=2030-01-07&limit=3`, allowed: viewGlobal('RDV'), otherDoctor: true },
    { ...at('recalls.contact'), url: `/api/recall/${f.recallDue}/contact`, allowed: onOthers(ACTION.edit, 'RDV'), otherDoctor: true },
    { ...at('reminders.day'), url: `/api/reminder?day=2030-01-07&doctor=${f.doctor}`, allowed: viewGlobal('RDV'), otherDoctor: true },
    { ...at('reminders.markSent'), url: `/api/reminder/${f.appointment}`, allowed: onOthers(ACTION.edit, 'RDV'), otherDoctor: true },
    { ...at('callbacks.list'), url: `/api/reminder/callbacks?doctor=${f.doctor}`, allowed: viewGlobal('RDV'), otherDoctor: true },
    { ...at('callbacks.handled'), url: `/api/reminder/callbacks/${f.appointment}`, allowed: onOthers(ACTION.edit, 'RDV'), otherDoctor: true },
    // The patient's page: anyone holding the link, signed in or not. "J'annule" only asks once more, so no variation of the form changes anything.
    { ...at('patientReply.page'), url: `/r/${f.replyToken}`, public: true, allowed: signedIn },
    { ...at('patientReply.answer'), url: `/r/${f.replyToken}`, body: { answer: 'cancel' }, public: true, allowed: signedIn },
    { ...at('messageTexts.get'), url: '/api/setting/messages', allowed: signedIn },
    { ...at('messageTexts.update'), url: '/api/setting/messages', body: { ...DEFAULT_MESSAGE_TEXTS, recallMonths: 6, clinicLanguage: 'fr' }, allowed: act(ACTION.editMessages, 'RDV') },
    { ...at('appointments.ownSettings'), url: '/api/appointment/setAppointment', allowed: view('RDV') },
    {
      ...at('appointments.updateSetting'),
      url: `/api/appointment/setAppointment/${f.doctor}/${f.appointmentSetting}`,
      body: { start: '08:30', end: '13:00', partOfTime: 'matin', countSeance: 9, time: 30 },
      allowed: onOthers(ACTION.edit, 'RDV'),
      otherDoctor: true,
    },
    { ...at('appointments.daysOfWork'), url: `/api/appointment/dayOfWork/${f.doctor}`, allowed: viewGlobal('RDV'), otherDoctor: true },
    {
      ...at('appointments.saveDaysOfWork'),
      url: `/api/appointment/dayOfWork/${f.doctor}`,
      body: { dayOfWork: [{ order: 0 }, { order: 1 }, { order: 4, appointments: ['soir'] }] },
      allowed: onOthers(ACTION.edit, 'RDV'),
      otherDoctor: true,
    },

    ...patientFileCases(f.file),
    ...consumablesCases(f.consumables),
    ...labWorkCases(f.labWork),
    ...financeCases(f.doctor, f.file.payment),
    ...releaseCases(f.release),
    ...backupCases(f.backup),
    ...clinicalCases(f.clinical),
    ...importCases(f.imports),
    ...exportCases(f.exports),
  ];
}

/** Routes of the API, and the site's pages of the route table (the patient's page). */
const fromApiOrTable = (route: { url: string; key?: string }) => route.url.startsWith('/api/') || (route.key !== undefined && route.key in API_ROUTES);

/** The routes the server registered under /api or from the table that no case names, and the cases naming no registered route. */
export function coverageGaps(app: FastifyInstance, cases: readonly RouteCase[]): { uncovered: string[]; unknown: string[] } {
  const registered = new Set(app.registeredRoutes.filter(fromApiOrTable).map((r) => `${r.method} ${r.url}`));
  const named = new Set(cases.map((c) => `${c.method} ${c.route}`));
  return { uncovered: [...registered].filter((r) => !named.has(r)).sort(), unknown: [...named].filter((r) => !registered.has(r)).sort() };
}

/** The calls of the route table the server did not register, and the routes it registered without the table. */
export function tableGaps(app: FastifyInstance): { notRegistered: string[]; notFromTable: string[] } {
  const api = app.registeredRoutes.filter(fromApiOrTable);
  const registered = new Set(api.map((r) => r.key));
  return {
    notRegistered: ROUTE_KEYS.filter((key) => !registered.has(key)),
    notFromTable: api
      .filter((r) => !r.key || !(r.key in API_ROUTES) || registeredPath(r.key as RouteKey) !== r.url || API_ROUTES[r.key as RouteKey].method !== r.method)
      .map((r) => `${r.method} ${r.url}`),
  };
}

