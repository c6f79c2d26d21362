import { ACTION } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, found, notFound } from '../../http/errors';
import { requireAction } from '../../http/guards';
import { requireReferenceRead } from '../../http/reference-lists';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import {
  deletePaymentMode,
  findPaymentMode,
  insertPaymentMode,
  listPaymentModes,
  paymentModeTaken,
  updatePaymentMode,
} from './queries';

function exists(error: unknown): never {
  if (isUniqueViolation(error)) throw new FormError(['paymentMode.exists']);
  throw error;
}

export async function paymentModeRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'paymentModes.list', { guard: requireReferenceRead('paymentModes.list') }, async () => ok(await listPaymentModes(db)));

  route(app, 'paymentModes.create', { guard: requireAction(ACTION.create, 'MODE_PAIEMENT') }, async (request) => {
    const input = request.body;
    if (await paymentModeTaken(db, input.name)) throw new FormError(['paymentMode.exists']);
    const id = await insertPaymentMode(db, input).catch(exists);
    return ok(found(await findPaymentMode(db, id)));
  });

  route(app, 'paymentModes.update', { guard: requireAction(ACTION.edit, 'MODE_PAIEMENT') }, async (request) => {
    const { id } = request.params;
    const current = await findPaymentMode(db, id);
    if (!current) throw notFound();
    const input = request.body;
    if (await paymentModeTaken(db, input.name, id)) throw new FormError(['paymentMode.exists']);
    // Without `archive` (the screens send only {name, code}) the flag is kept.
    const saved = await updatePaymentMode(db, id, { ...input, archive: input.archive ?? current.archive }).catch(exists);
    const mode = saved && (await findPaymentMode(db, id));
    if (!mode) throw notFound();
    return ok(mode);
  });

  route(app, 'paymentModes.remove', { guard: requireAction(ACTION.remove, 'MODE_PAIEMENT') }, async (request) => {
    const { id } = request.params;
    const mode = await findPaymentMode(db, id);
    if (!mode) throw notFound();
    // Payments keep their method: a mode in use is archived instead.
    const deleted = await deletePaymentMode(db, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError(409, 'paymentMode.inUse');
      throw error;
    });
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!deleted) throw notFound();
    return ok(mode);
  });
}
