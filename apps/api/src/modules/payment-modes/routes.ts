import { ACTION } from '@dental/contracts';
import { paymentModeInputSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { requireAction, requireView } from '../../http/guards';
import { idParam } from '../../http/ids';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
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

/** Whether the client sent `archive` (the screens send only {name, code}: the flag is then kept). */
function sendsArchive(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'archive' in body;
}

export async function paymentModeRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/paymentMode', { preHandler: requireView('MODE_PAIEMENT') }, async () => ok(await listPaymentModes(db)));

  app.post('/paymentMode', { preHandler: requireAction(ACTION.create, 'MODE_PAIEMENT') }, async (request) => {
    const input = validate(paymentModeInputSchema, request.body);
    if (await paymentModeTaken(db, input.name)) throw new FormError(['paymentMode.exists']);
    const id = await insertPaymentMode(db, input).catch(exists);
    return ok(await findPaymentMode(db, id));
  });

  app.put('/paymentMode/:id', { preHandler: requireAction(ACTION.edit, 'MODE_PAIEMENT') }, async (request) => {
    const id = idParam(request.params);
    const current = await findPaymentMode(db, id);
    if (!current) throw notFound();
    const input = validate(paymentModeInputSchema, request.body);
    if (await paymentModeTaken(db, input.name, id)) throw new FormError(['paymentMode.exists']);
    const archive = sendsArchive(request.body) ? input.archive : current.archive;
    const saved = await updatePaymentMode(db, id, { ...input, archive }).catch(exists);
    const mode = saved && (await findPaymentMode(db, id));
    if (!mode) throw notFound();
    return ok(mode);
  });

  app.delete('/paymentMode/:id', { preHandler: requireAction(ACTION.remove, 'MODE_PAIEMENT') }, async (request) => {
    const id = idParam(request.params);
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
