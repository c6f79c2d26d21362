import { ACTION } from '@dental/contracts';
import { localDay } from '@dental/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../db/audit';
import { currentUser, requireAction } from '../../http/guards';
import { route } from '../../http/route';
import { clinicExportName, readingForExport, writeClinicExport } from './clinic-export';
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
export async function exportRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'exports.clinic', { guard: requireAction(ACTION.export, 'DONNEES') }, async (request, reply) => {
    const now = new Date();
    await audit(db, currentUser(request), { patientId: null, entity: 'export', entityId: null, action: 'clinic' });
    return sendZip(request, reply, clinicExportName(localDay(now)), (zip) => readingForExport(db, (source) => writeClinicExport(source, zip, now)));
  });
}
