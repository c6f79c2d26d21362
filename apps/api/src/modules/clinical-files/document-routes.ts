import { ACTION, type PatientDocument } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { removeThenRelease, storeThenRecord } from './blobs';
import { checkDocument } from './file-content';
import type { FileStore } from './file-store';
import { downloadName, sendStored } from './serve-file';
import { uploadedBytes, uploadOptions } from './upload';

const COLLECTION = 'IMAGERIE';

const COLUMNS = /* sql */ `
  d.id::text as "_id", d.patient_id::text as patient, d.kind, d.format, to_char(d.day, 'YYYY-MM-DD') as date, d.name,
  d.size::float8 as size, d.sha256,
  case when u.id is null then null else json_build_object('_id', u.id::text, 'username', u.username) end as "uploadedBy",
  api_iso(d.created_at) as "createdAt"`;
const FROM = /* sql */ `patient_documents d left join users u on u.id = d.user_id`;

async function findDocument(db: Queryable, id: string): Promise<PatientDocument | undefined> {
  return (await db.query<PatientDocument>(`select ${COLUMNS} from ${FROM} where d.id = $1`, [id]))[0];
}

/** A patient's documents (consent forms signed and scanned, letters, insurers' forms): PDF or a scan. */
export async function documentRoutes(app: FastifyInstance, files: FileStore) {
  const { db } = app;

  /** The document, when `me` may see its patient; another doctor's patient's document is not found, as an unknown id. */
  const documentOf = async (me: AuthUser, id: string): Promise<PatientDocument> => {
    const document = await findDocument(db, id);
    if (!document) throw notFound();
    await checkPatientAccess(db, me, document.patient, COLLECTION);
    return document;
  };

  route(app, 'patientDocuments.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { patient } = request.query;
    await checkPatientAccess(db, currentUser(request), patient, COLLECTION);
    return ok(await db.query<PatientDocument>(`select ${COLUMNS} from ${FROM} where d.patient_id = $1 order by d.day desc, d.id desc`, [patient]));
  });

  route(app, 'patientDocuments.upload', uploadOptions(requireAction(ACTION.create, COLLECTION)), async (request) => {
    const me = currentUser(request);
    const { patient, kind, date, name } = request.query;
    await checkPatientAccess(db, me, patient, COLLECTION);
    const bytes = uploadedBytes(request.body);
    const format = await checkDocument(bytes);
    const id = await storeThenRecord(db, files, [bytes], async (tx, [sha256]) => {
      const rows = await tx.query<{ id: string }>(
        `insert into patient_documents (patient_id, kind, format, day, name, size, sha256, user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
        [patient, kind, format, date, name, bytes.length, sha256, me.id],
      );
      return rows[0].id;
    });
    return ok(await documentOf(me, id));
  });

  route(app, 'patientDocuments.file', { guard: requireView(COLLECTION) }, async (request, reply) => {
    const document = await documentOf(currentUser(request), request.params.id);
    return sendStored(request, reply, {
      format: document.format,
      tag: document.sha256,
      name: downloadName(document.name, `document-${document._id}`, document.format),
      download: request.query.download ?? false,
      read: async () => {
        const bytes = await files.get(document.sha256);
        if (!bytes) throw new Error(`the stored file ${document.sha256} of document ${document._id} is missing`);
        return bytes;
      },
    });
  });

  route(app, 'patientDocuments.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const document = await documentOf(currentUser(request), request.params.id);
    await removeThenRelease(db, files, [document.sha256], async (tx) => {
      const rows = await tx.query('delete from patient_documents where id = $1 returning id', [document._id]);
      if (rows.length === 0) throw notFound();
    });
    return ok(document);
  });
}
