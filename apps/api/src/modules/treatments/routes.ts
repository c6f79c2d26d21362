import { ACTION, type MessageKey, type Treatment } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { requireAction } from '../../http/guards';
import { requireReferenceRead } from '../../http/reference-lists';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { assuranceExists } from '../assurances/queries';
import {
  deleteTreatment,
  findTreatment,
  insertTreatment,
  listTreatments,
  treatmentNameTaken,
  updateTreatment,
  type TreatmentWrite,
} from './queries';

/** A name already in the list: "exists" in the cabinet's catalogue, "already insured" in an insurer's. */
function duplicateKey(assuranceId: string | null): MessageKey {
  return assuranceId === null ? 'treatment.exists' : 'treatment.alreadyInsured';
}

/** Deletes a treatment; one used in a quote, a sheet, a lab's price list or an implant stays (409 treatment.inQuote). */
async function removeTreatment(db: Queryable, id: string): Promise<void> {
  const deleted = await deleteTreatment(db, id).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'treatment.inQuote');
    throw error;
  });
  // The delete decides: of concurrent deletes only the one that removed the row answers 200.
  if (!deleted) throw notFound();
}

/** A write that lost a race against another one reports what the pre-check would have said. */
function conflictOf(assuranceId: string | null) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new FormError([duplicateKey(assuranceId)]);
    // The insurer was deleted in the meantime.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  };
}

async function createIn(db: Queryable, assuranceId: string | null, input: TreatmentWrite): Promise<Treatment> {
  if (assuranceId !== null && !(await assuranceExists(db, assuranceId))) throw notFound();
  if (await treatmentNameTaken(db, input.name, assuranceId)) throw new FormError([duplicateKey(assuranceId)]);
  const id = await insertTreatment(db, assuranceId, input).catch(conflictOf(assuranceId));
  const treatment = await findTreatment(db, id);
  if (!treatment) throw notFound();
  return treatment;
}

async function edit(db: Queryable, current: Treatment, input: TreatmentWrite): Promise<Treatment> {
  if (await treatmentNameTaken(db, input.name, current.assurance, current._id)) throw new FormError([duplicateKey(current.assurance)]);
  const saved = await updateTreatment(db, current._id, input).catch(conflictOf(current.assurance));
  const treatment = saved && (await findTreatment(db, current._id));
  if (!treatment) throw notFound();
  return treatment;
}

const writeOf = (input: { name: string; type: Treatment['type']; price: number }): TreatmentWrite => ({
  name: input.name,
  type: input.type,
  price: input.price,
});


/** The insurer of an `assurance/{AssId}/...` path, which must exist. */
async function insurerParam(db: Queryable, params: { AssId: string }): Promise<string> {
  const assuranceId = params.AssId;
  if (!(await assuranceExists(db, assuranceId))) throw notFound();
  return assuranceId;
}

/** A treatment of that insurer's list; another list's treatment is not found here. */
async function insurerTreatment(db: Queryable, params: { AssId: string; id: string }): Promise<Treatment> {
  const { AssId: assuranceId, id } = params;
  if (!(await assuranceExists(db, assuranceId))) throw notFound();
  const treatment = await findTreatment(db, id);
  if (!treatment || treatment.assurance !== assuranceId) throw notFound();
  return treatment;
}

export async function treatmentRoutes(app: FastifyInstance) {
  const { db } = app;

  // The cabinet's catalogue.
  route(app, 'treatments.list', { guard: requireReferenceRead('treatments.list') }, async () => ok(await listTreatments(db, null)));

  /** With `assurance`, the treatment goes to that insurer's list. */
  route(app, 'treatments.create', { guard: requireAction(ACTION.create, 'TRAITEMENTS') }, async (request) => {
    const input = request.body;
    return ok(await createIn(db, input.assurance ?? null, writeOf(input)));
  });

  /**
   * Edits a treatment of any list. It never changes list: an `assurance` that is sent must be the
   * treatment's own (null for the cabinet's), otherwise the treatment is not found there.
   */
  route(app, 'treatments.update', { guard: requireAction(ACTION.edit, 'TRAITEMENTS') }, async (request) => {
    const current = await findTreatment(db, request.params.id);
    if (!current) throw notFound();
    const input = request.body;
    if (input.assurance !== undefined && input.assurance !== current.assurance) throw notFound();
    return ok(await edit(db, current, writeOf(input)));
  });

  route(app, 'treatments.remove', { guard: requireAction(ACTION.remove, 'TRAITEMENTS') }, async (request) => {
    const treatment = await findTreatment(db, request.params.id);
    if (!treatment) throw notFound();
    await removeTreatment(db, treatment._id);
    return ok(treatment);
  });

  // An insurer's own list.
  route(app, 'insurerTreatments.list', { guard: requireReferenceRead('insurerTreatments.list') }, async (request) => {
    return ok(await listTreatments(db, await insurerParam(db, request.params)));
  });

  route(app, 'insurerTreatments.create', { guard: requireAction(ACTION.create, 'TRAITEMENTS') }, async (request) => {
    const assuranceId = await insurerParam(db, request.params);
    const input = request.body;
    return ok(await createIn(db, assuranceId, writeOf(input)));
  });

  route(app, 'insurerTreatments.update', { guard: requireAction(ACTION.edit, 'TRAITEMENTS') }, async (request) => {
    const current = await insurerTreatment(db, request.params);
    const input = request.body;
    return ok(await edit(db, current, writeOf(input)));
  });

  route(app, 'insurerTreatments.remove', { guard: requireAction(ACTION.remove, 'TRAITEMENTS') }, async (request) => {
    const treatment = await insurerTreatment(db, request.params);
    await removeTreatment(db, treatment._id);
    return ok(treatment);
  });
}
