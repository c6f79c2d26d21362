import { ACTION, PRESCRIPTION_MAX_LENGTH, type Prescription } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { checkPatientAccess } from '../../http/patient-access';

const COLLECTION = 'PATIENTS';
const COLUMNS = `id::text as "_id", patient_id::text as patient, content, api_iso(created_at) as "createdAt", api_iso(updated_at) as "updatedAt"`;
const limits = { maxLengths: { content: PRESCRIPTION_MAX_LENGTH } };

async function findPrescription(db: Queryable, id: string): Promise<Prescription | undefined> {
  return (await db.query<Prescription>(`select ${COLUMNS} from prescriptions where id = $1`, [id]))[0];
}

/** A patient's prescriptions, newest first (the table numbers them ord-{count − position}). */
export async function prescriptionRoutes(app: FastifyInstance) {
  const { db } = app;

  const prescriptionOf = async (me: AuthUser, id: string): Promise<Prescription> => {
    const prescription = await findPrescription(db, id);
    if (!prescription) throw notFound();
    await checkPatientAccess(db, me, prescription.patient);
    return prescription;
  };

  route(app, 'prescriptions.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { patient } = request.query;
    await checkPatientAccess(db, currentUser(request), patient);
    return ok(await db.query<Prescription>(`select ${COLUMNS} from prescriptions where patient_id = $1 order by created_at desc, id desc`, [patient]));
  });

  route(app, 'prescriptions.create', { guard: requireAction(ACTION.create, COLLECTION), limits }, async (request) => {
    const me = currentUser(request);
    const { patient, content } = request.body;
    await checkPatientAccess(db, me, patient);
    const rows = await db.query<Prescription>(`insert into prescriptions (patient_id, content, user_id) values ($1, $2, $3) returning ${COLUMNS}`, [patient, content, me.id]);
    return ok(rows[0]);
  });

  route(app, 'prescriptions.update', { guard: requireAction(ACTION.edit, COLLECTION), limits }, async (request) => {
    const me = currentUser(request);
    const current = await prescriptionOf(me, request.params.id);
    const { patient, content } = request.body;
    if (patient !== current.patient) await checkPatientAccess(db, me, patient);
    const rows = await db.query<Prescription>(`update prescriptions set patient_id = $2, content = $3, updated_at = now() where id = $1 returning ${COLUMNS}`, [
      current._id,
      patient,
      content,
    ]);
    if (!rows[0]) throw notFound();
    return ok(rows[0]);
  });

  route(app, 'prescriptions.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const current = await prescriptionOf(currentUser(request), request.params.id);
    const rows = await db.query('delete from prescriptions where id = $1 returning id', [current._id]);
    if (rows.length === 0) throw notFound();
    return ok(current);
  });
}
