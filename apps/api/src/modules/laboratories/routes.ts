import { ACTION } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { requireReferenceRead } from '../../http/reference-lists';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { checkKnownDoctor } from '../../http/doctor-scope';
import { checkPatientAccess } from '../../http/patient-access';
import { named } from '../../plugins/global';
import { findLaboratory, insertLaboratory, isProsthesis, labTreatments, listConsumptions, listLaboratories, updateLaboratory } from './queries';
import { doctorBalances } from './work-queries';
import { laboratoryWorkRoutes } from './work-routes';

const LABS = 'LABORATOIRES';
const PRICES = 'TRAITEMENTS_LABORATOIRES';

const nameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new FormError(['laboratory.exists']);
  throw error;
};

const entryTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new FormError(['labTreatment.exists']);
  // The laboratory or the treatment was deleted in the meantime.
  if (isForeignKeyViolation(error)) throw notFound();
  throw error;
};

/**
 * Laboratories (LABORATOIRES) and their price lists (TRAITEMENTS_LABORATOIRES): the lists are
 * readable from the patient file too (a sheet line sends work to a lab at its price).
 */
export async function laboratoryRoutes(app: FastifyInstance) {
  const { db } = app;

  const labOf = async (id: string) => {
    const lab = await findLaboratory(db, id);
    if (!lab) throw notFound();
    return lab;
  };

  /** The cards: each lab with, for a cabinet doctor, their balance with it (null for anyone else). */
  route(app, 'laboratories.list', { guard: requireReferenceRead('laboratories.list') }, async (request) => {
    const me = currentUser(request);
    const labs = await listLaboratories(db);
    const balances = me.doctor?.cabinet ? await doctorBalances(db, me.id) : undefined;
    return ok(labs.map((lab) => ({ ...lab, balance: balances ? (balances.get(lab._id) ?? 0) : null })));
  });

  route(app, 'laboratories.create', { guard: requireAction(ACTION.create, LABS) }, async (request) => {
    const { name, phone } = request.body;
    return ok(await insertLaboratory(db, name, phone ?? '').catch(nameTaken));
  });

  route(app, 'laboratories.update', { guard: requireAction(ACTION.edit, LABS) }, async (request) => {
    const { name, phone } = request.body;
    const lab = await updateLaboratory(db, request.params.id, name, phone).catch(nameTaken);
    if (!lab) throw notFound();
    return ok(lab);
  });

  /** A laboratory with patient cases, consumptions or payments is kept, with the message saying which (409). */
  route(app, 'laboratories.remove', { guard: requireAction(ACTION.remove, LABS) }, async (request) => {
    const lab = await labOf(request.params.id);
    const [work] = await db.query<{ cases: boolean; consumptions: boolean; payments: boolean }>(
      `select exists (select 1 from lab_cases k join lab_consumptions c on c.id = k.lab_consumption_id where c.laboratory_id = $1) as cases,
              exists (select 1 from lab_consumptions where laboratory_id = $1) as consumptions,
              exists (select 1 from lab_payments where laboratory_id = $1) as payments`,
      [lab._id],
    );
    if (work.cases) throw new ApiError(409, 'laboratory.hasCases');
    if (work.consumptions) throw new ApiError(409, 'laboratory.inUse');
    if (work.payments) throw new ApiError(409, 'laboratory.hasPayments');
    const rows = await db.query('delete from laboratories where id = $1 returning id', [lab._id]).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError(409, 'laboratory.inUse');
      throw error;
    });
    if (rows.length === 0) throw notFound();
    return ok(lab);
  });

  route(app, 'labTreatments.list', { guard: requireReferenceRead('labTreatments.list') }, async (request) => {
    const lab = await labOf(request.params.labId);
    return ok(await labTreatments(db, lab._id));
  });

  route(app, 'labTreatments.create', { guard: requireAction(ACTION.create, PRICES) }, async (request) => {
    const lab = await labOf(request.params.labId);
    const { treatment, price } = request.body;
    if (!(await isProsthesis(db, treatment))) throw new FormError(['labTreatment.treatmentRequired']);
    const rows = await db
      .query<{ id: string }>('insert into laboratory_treatments (laboratory_id, treatment_id, price) values ($1, $2, $3) returning id::text as id', [lab._id, treatment, price.toFixed(2)])
      .catch(entryTaken);
    return ok((await labTreatments(db, lab._id, rows[0].id))[0]);
  });

  route(app, 'labTreatments.update', { guard: requireAction(ACTION.edit, PRICES) }, async (request) => {
    const { labId, id } = request.params;
    const { treatment, price } = request.body;
    if (!(await isProsthesis(db, treatment))) throw new FormError(['labTreatment.treatmentRequired']);
    const rows = await db
      .query('update laboratory_treatments set treatment_id = $3, price = $4, updated_at = now() where id = $2 and laboratory_id = $1 returning id', [labId, id, treatment, price.toFixed(2)])
      .catch(entryTaken);
    if (rows.length === 0) throw notFound();
    return ok((await labTreatments(db, labId, id))[0]);
  });

  route(app, 'labTreatments.remove', { guard: requireAction(ACTION.remove, PRICES) }, async (request) => {
    const { labId, id } = request.params;
    const [entry] = await labTreatments(db, labId, id);
    if (!entry) throw notFound();
    const rows = await db.query('delete from laboratory_treatments where id = $1 returning id', [id]);
    if (rows.length === 0) throw notFound();
    return ok(entry);
  });

  /** A patient's consumptions (the file's labo tab, PATIENTS scope), or a laboratory's (CONSOMMATIONS_LABORATOIRE scope). */
  route(app, 'labConsumptions.list', { guard: requireView('PATIENTS', 'CONSOMMATIONS_LABORATOIRE') }, async (request) => {
    const me = currentUser(request);
    const { patient, labId, doctor } = request.query;
    if (patient !== undefined) {
      await checkPatientAccess(db, me, patient);
      // The file's lab work is every doctor's; narrowing it to another doctor is that doctor's data.
      if (doctor !== undefined && doctor !== me.id && viewScopeOf(me, 'PATIENTS') !== 'all') throw viewDenied('PATIENTS');
      return ok(await listConsumptions(db, { patientId: patient, labId, doctorId: doctor }));
    }
    const scope = viewScopeOf(me, 'CONSOMMATIONS_LABORATOIRE');
    if (scope === 'none' || (scope === 'own' && doctor !== undefined && doctor !== me.id)) throw viewDenied('CONSOMMATIONS_LABORATOIRE');
    await checkKnownDoctor(db, doctor);
    return ok(await listConsumptions(db, { labId, doctorId: scope === 'own' ? me.id : doctor }));
  });

  await app.register(named(laboratoryWorkRoutes));
}
