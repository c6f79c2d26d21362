import type { FastifyInstance } from 'fastify';
import { ACTION, API_ROUTES, type ImportJob, type RouteKey, type SavedMapping } from '@dental/contracts';
import { arabicCsv } from '../../../../libs/testing/src/import-files';
import { importFile, upload } from '../modules/imports/test-calls';
import { call } from './helpers';
import { createDoctor } from './patients';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/**
 * The imports' cases, all for holders of IMPORT on DONNEES. A run would go on in the background
 * after its answer, so the start and cancel cases name an import that is done: an allowed caller
 * is answered 409 (not startable, not running) and nothing runs behind the next case's back.
 */

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const importer: Rule = (caller: CallerRights) => caller.dev || caller.permissions.has(`${ACTION.import}|DONNEES`);
const OCTET_STREAM = { 'content-type': 'application/octet-stream' };

export interface ImportFixtures {
  /** A draft import of the Arabic CSV, its mapping corrected. */
  draft: ImportJob;
  /** A done import (undoable). */
  done: string;
  /** A saved mapping. */
  mapping: string;
  doctor: string;
}

export async function createImportFixtures(app: FastifyInstance, adminToken: string): Promise<ImportFixtures> {
  const doctor = (await createDoctor(app, adminToken, 'import-cases-doctor'))._id;
  const draft = await upload(app, adminToken, 'patients', arabicCsv());
  const done = await importFile(app, adminToken, 'treatments', { name: 'catalogue.csv', bytes: new TextEncoder().encode('Nom;Prix\nSoin des cas;100\n') });
  if (done.state !== 'done') throw new Error(`import fixture: ${done.state}`);
  const saved = await call<{ success: SavedMapping }>(app, 'POST', '/api/import/mapping', { token: adminToken, body: { name: 'Cas', kind: 'patients', columns: { name: 'الاسم' } } });
  if (saved.status !== 200) throw new Error(`mapping fixture: ${saved.raw}`);
  return { draft, done: done._id, mapping: saved.body.success._id, doctor };
}

export function importCases(f: ImportFixtures): RouteCase[] {
  const settings = { encoding: 'auto', sheet: null, mapping: { ...f.draft.file.mapping, phone: 1 }, doctor: f.doctor, balanceDate: null };
  return [
    { ...at('imports.list'), url: '/api/import', allowed: importer },
    { ...at('imports.upload'), url: '/api/import?kind=patients&fileName=registre.csv', body: Buffer.from(arabicCsv().bytes), headers: OCTET_STREAM, allowed: importer },
    { ...at('imports.get'), url: `/api/import/${f.draft._id}`, allowed: importer },
    { ...at('imports.dryRun'), url: `/api/import/${f.draft._id}/dryRun`, body: settings, allowed: importer },
    { ...at('imports.report'), url: `/api/import/${f.draft._id}/report`, allowed: importer },
    { ...at('imports.start'), url: `/api/import/${f.done}/start`, body: { ...settings, mapping: { name: 0, price: 1 } }, allowed: importer },
    { ...at('imports.cancel'), url: `/api/import/${f.done}/cancel`, allowed: importer },
    { ...at('imports.undo'), url: `/api/import/${f.done}/undo`, allowed: importer },
    { ...at('importMappings.list'), url: '/api/import/mapping', allowed: importer },
    { ...at('importMappings.save'), url: '/api/import/mapping', body: { name: 'Registre', kind: 'patients', columns: { name: 'Nom', phone: 'Téléphone' } }, allowed: importer },
    { ...at('importMappings.remove'), url: `/api/import/mapping/${f.mapping}`, allowed: importer },
  ];
}
