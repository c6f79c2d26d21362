import { ACTION } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, found, notFound } from '../../http/errors';
import { requireAction } from '../../http/guards';
import { requireReferenceRead } from '../../http/reference-lists';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import {
  assuranceInUse,
  assuranceNameTaken,
  deleteAssurance,
  findAssurance,
  insertAssurance,
  listAssurances,
  updateAssurance,
} from './queries';

export const DEFAULT_ASSURANCE_COLOR = '#0984e3';

function exists(error: unknown): never {
  if (isUniqueViolation(error)) throw new FormError(['assurance.exists']);
  throw error;
}

export async function assuranceRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'assurances.list', { guard: requireReferenceRead('assurances.list') }, async () => ok(await listAssurances(db)));

  route(app, 'assurances.get', { guard: requireReferenceRead('assurances.get') }, async (request) => {
    const assurance = await findAssurance(db, request.params.id);
    if (!assurance) throw notFound();
    return ok(assurance);
  });

  route(app, 'assurances.create', { guard: requireAction(ACTION.create, 'ASSURANCES') }, async (request) => {
    const input = request.body;
    if (await assuranceNameTaken(db, input.name)) throw new FormError(['assurance.exists']);
    const id = await insertAssurance(db, {
      name: input.name,
      consPrice: input.cons_price,
      color: input.color ?? DEFAULT_ASSURANCE_COLOR,
      type: input.type ?? '',
    }).catch(exists);
    return ok(found(await findAssurance(db, id)));
  });

  route(app, 'assurances.update', { guard: requireAction(ACTION.edit, 'ASSURANCES') }, async (request) => {
    const { id } = request.params;
    const current = await findAssurance(db, id);
    if (!current) throw notFound();
    const input = request.body;
    if (await assuranceNameTaken(db, input.name, id)) throw new FormError(['assurance.exists']);
    const saved = await updateAssurance(db, id, {
      name: input.name,
      consPrice: input.cons_price,
      // The screens send {name, cons_price, color}: a field left out keeps its value.
      color: input.color ?? current.color,
      type: input.type ?? current.type,
    }).catch(exists);
    const assurance = saved && (await findAssurance(db, id));
    if (!assurance) throw notFound();
    return ok(assurance);
  });

  route(app, 'assurances.remove', { guard: requireAction(ACTION.remove, 'ASSURANCES') }, async (request) => {
    const { id } = request.params;
    const assurance = await findAssurance(db, id);
    if (!assurance) throw notFound();
    const inUse = () => new ApiError(409, 'assurance.inUse');
    if (await assuranceInUse(db, id)) throw inUse();
    const deleted = await deleteAssurance(db, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw inUse();
      throw error;
    });
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!deleted) throw notFound();
    return ok(assurance);
  });
}
