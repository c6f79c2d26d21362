import { ACTION } from '@dental/contracts';
import { localDay } from '@dental/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../db/audit';
import { notFound } from '../../http/errors';
import { currentUser, requireActionToRead, requireView } from '../../http/guards';
import { languageOf } from '../../http/language';
import { checkPatientAccess } from '../../http/patient-access';
import { route } from '../../http/route';
import type { FileStore } from '../clinical-files/file-store';
import { clinicExportName, readingForExport, writeClinicExport } from './clinic-export';
import { patientExport, patientExportName } from './patient-export';
import { ZipAbandoned, ZipWriter } from './zip-writer';

/**
 * Streams the zip `write` fills: the answer starts at once and follows the writing; a failure
 * half-way breaks the download (headers are gone: no error answer can follow), and is logged.
 */
function sendZip(request: FastifyRequest, reply: FastifyReply, name: string, write: (zip: ZipWriter) => Promise<void>) {
  const zip = new ZipWriter();
  write(zip).catch((error: Error) => {
    if (!(error instanceof ZipAbandoned)) request.log.error({ err: error }, `EXPORT FAILED: ${error.message}`);
    zip.fail(error);
  });
  reply.header('content-type', 'application/zip');
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.header('cache-control', 'no-store');
  return zip.stream;
}

/** Exports of the whole clinic and of a patient's file as zips of CSV (issue 39). */
export async function exportRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const { db } = app;

  // A read: refused, as every refused read, with a message beginning with AFFICHER.
  route(app, 'exports.clinic', { guard: requireActionToRead(ACTION.export, 'DONNEES') }, async (request, reply) => {
    const now = new Date();
    await audit(db, currentUser(request), { patientId: null, entity: 'export', entityId: null, action: 'clinic' });
    return sendZip(request, reply, clinicExportName(localDay(now)), (zip) => readingForExport(db, (source) => writeClinicExport(source, zip, now)));
  });

  // A patient's file for the right of access: whoever may view that patient's file.
  route(app, 'exports.patient', { guard: requireView('PATIENTS') }, async (request, reply) => {
    const me = currentUser(request);
    const patientId = request.params.id;
    await checkPatientAccess(db, me, patientId);
    const now = new Date();
    const today = localDay(now);
    const made = await patientExport(db, options.files, patientId, languageOf(request), today, now);
    if (!made) throw notFound();
    // Kept out of the patient's money history (which reads the audit rows naming the patient): the patient is the entity.
    await audit(db, me, { patientId: null, entity: 'export', entityId: patientId, action: 'patient' });
    return sendZip(request, reply, patientExportName(made.label, today), (zip) => made.write(zip));
  });
}
