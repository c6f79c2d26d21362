import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ACTION, API_ROUTES, type Collection, type RouteKey } from '@dental/contracts';
import { call } from './helpers';
import { createPatient, patientForm, transition } from './patients';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/** The clinical side of the patient file's rows the route cases name (issue 37), on a patient of the fixtures' doctor. */
export interface ClinicalFixtures {
  patient: string;
  /** A condition the administrator added to the catalogue (built-in ones are not deleted). */
  conditionType: string;
  condition: string;
  /** A note written by the administrator: only its author changes it. */
  note: string;
  image: string;
  document: string;
  /** The bytes of an upload: a tiny PNG, accepted as an image and as a document's scan. */
  png: Buffer;
}

const OCTET_STREAM = { 'content-type': 'application/octet-stream' };

async function created<T = { _id: string }>(app: FastifyInstance, token: string, url: string, body: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await call<{ success: T }>(app, 'POST', url, { token, body, headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.raw}`);
  return response.body.success;
}

export async function createClinicalFixtures(app: FastifyInstance, token: string, doctor: string): Promise<ClinicalFixtures> {
  const patient = (await createPatient(app, token, patientForm(doctor, { name: 'Clinical Patient' })))._id;
  await transition(app, token, 'passPatient', patient);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
  const conditionType = (await created(app, token, '/api/clinical/conditionType', { label: 'Fêlure', colour: '#aa3300', symbol: 'line' }))._id;
  const [condition] = await created<{ _id: string }[]>(app, token, '/api/clinical/condition', { patient, teeth: ['26'], type: 'carie', date: '2026-01-05' });
  return {
    patient,
    conditionType,
    condition: condition._id,
    note: (await created(app, token, '/api/clinical/note', { patient, date: '2026-01-05', text: 'Contrôle annuel', teeth: ['26'] }))._id,
    image: (await created(app, token, `/api/clinical/image?patient=${patient}&kind=bite_wing&takenOn=2026-01-05&teeth=26`, png, OCTET_STREAM))._id,
    document: (await created(app, token, `/api/clinical/document?patient=${patient}&kind=autre&date=2026-01-05`, png, OCTET_STREAM))._id,
    png,
  };
}

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const has = (caller: CallerRights, action: string, collection: Collection) => caller.dev || caller.permissions.has(`${action}|${collection}`);
const act = (action: string, collection: Collection): Rule => (caller) => has(caller, action, collection);
const viewGlobal = (collection: Collection): Rule => (caller) => has(caller, ACTION.viewGlobal, collection);
const onOthers = (action: string, collection: Collection): Rule => (caller) => has(caller, action, collection) && has(caller, ACTION.viewGlobal, collection);

export function clinicalCases(f: ClinicalFixtures): RouteCase[] {
  const other = { otherDoctor: true };
  const upload = { body: f.png, headers: OCTET_STREAM };
  const conditionType = { label: 'Fêlure', colour: '#bb4400', symbol: 'line' };
  return [
    { ...at('conditionTypes.list'), url: '/api/clinical/conditionType', allowed: () => true },
    { ...at('conditionTypes.create'), url: '/api/clinical/conditionType', body: { label: 'Usure', colour: '#334455', symbol: 'bar' }, allowed: act(ACTION.create, 'TRAITEMENTS') },
    { ...at('conditionTypes.update'), url: `/api/clinical/conditionType/${f.conditionType}`, body: conditionType, allowed: act(ACTION.edit, 'TRAITEMENTS') },
    { ...at('conditionTypes.remove'), url: `/api/clinical/conditionType/${f.conditionType}`, allowed: act(ACTION.remove, 'TRAITEMENTS') },

    { ...at('clinical.chart'), url: `/api/clinical/chart?patient=${f.patient}`, allowed: viewGlobal('DOSSIER_CLINIQUE'), ...other },
    { ...at('clinical.toothHistory'), url: `/api/clinical/tooth?patient=${f.patient}&tooth=26`, allowed: viewGlobal('DOSSIER_CLINIQUE'), ...other },
    {
      ...at('toothConditions.create'),
      url: '/api/clinical/condition',
      body: { patient: f.patient, teeth: ['36', '37'], type: 'obturation', date: '2026-01-06', surface: 'MO', note: 'Ancienne' },
      allowed: onOthers(ACTION.create, 'DOSSIER_CLINIQUE'),
      ...other,
    },
    { ...at('toothConditions.remove'), url: `/api/clinical/condition/${f.condition}`, allowed: onOthers(ACTION.remove, 'DOSSIER_CLINIQUE'), ...other },
    { ...at('clinicalNotes.list'), url: `/api/clinical/note?patient=${f.patient}`, allowed: viewGlobal('DOSSIER_CLINIQUE'), ...other },
    {
      ...at('clinicalNotes.create'),
      url: '/api/clinical/note',
      body: { patient: f.patient, date: '2026-01-06', text: 'Détartrage fait', teeth: ['31', '41'] },
      allowed: onOthers(ACTION.create, 'DOSSIER_CLINIQUE'),
      ...other,
    },
    // Only the note's author changes it: the administrator, the developer caller, wrote it.
    {
      ...at('clinicalNotes.update'),
      url: `/api/clinical/note/${f.note}`,
      body: { date: '2026-01-05', text: 'Contrôle annuel, RAS', teeth: ['26'] },
      allowed: (caller) => caller.dev,
      ...other,
    },
    { ...at('clinicalNotes.addendum'), url: `/api/clinical/note/${f.note}/addendum`, body: { text: 'Revu le lendemain' }, allowed: onOthers(ACTION.create, 'DOSSIER_CLINIQUE'), ...other },

    { ...at('patientImages.list'), url: `/api/clinical/image?patient=${f.patient}`, allowed: viewGlobal('IMAGERIE'), ...other },
    {
      ...at('patientImages.upload'),
      url: `/api/clinical/image?patient=${f.patient}&kind=retro_alveolaire&takenOn=2026-01-06&teeth=36`,
      ...upload,
      allowed: onOthers(ACTION.create, 'IMAGERIE'),
      ...other,
    },
    { ...at('patientImages.file'), url: `/api/clinical/image/${f.image}/file?variant=thumb`, allowed: viewGlobal('IMAGERIE'), ...other },
    { ...at('patientImages.update'), url: `/api/clinical/image/${f.image}`, body: { kind: 'panoramique', takenOn: '2026-01-04', teeth: ['26', '27'] }, allowed: onOthers(ACTION.edit, 'IMAGERIE'), ...other },
    { ...at('patientImages.remove'), url: `/api/clinical/image/${f.image}`, allowed: onOthers(ACTION.remove, 'IMAGERIE'), ...other },
    { ...at('patientDocuments.list'), url: `/api/clinical/document?patient=${f.patient}`, allowed: viewGlobal('IMAGERIE'), ...other },
    {
      ...at('patientDocuments.upload'),
      url: `/api/clinical/document?patient=${f.patient}&kind=consentement&date=2026-01-06`,
      ...upload,
      allowed: onOthers(ACTION.create, 'IMAGERIE'),
      ...other,
    },
    { ...at('patientDocuments.file'), url: `/api/clinical/document/${f.document}/file`, allowed: viewGlobal('IMAGERIE'), ...other },
    { ...at('patientDocuments.remove'), url: `/api/clinical/document/${f.document}`, allowed: onOthers(ACTION.remove, 'IMAGERIE'), ...other },

    { ...at('consentTemplate.get'), url: '/api/setting/consent', allowed: () => true },
    { ...at('consentTemplate.update'), url: '/api/setting/consent', body: { fr: 'Je consens à {acte}.', ar: 'أوافق على {acte}.' }, allowed: (caller) => caller.dev },
  ];
}
