import { ACTION, type DayClose } from '@dental/contracts';
import { cashOut, cashSessionLines, countedDiffers, dayCloseFigures, type CashMethod, type CashSessionLine } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../db/audit';
import type { Queryable } from '../../db/types';
import { ApiError, dayParam, FormError, notFound } from '../../http/errors';
import { currentUser, requireAction } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import {
  closesOfDay,
  completeClose,
  findCashClose,
  insertClose,
  lockCashDay,
  markReopened,
  openSession,
  paymentMethods,
  releaseSession,
  takeSession,
  today,
  unapprovedOpen,
  type CloseLineWrite,
} from './day-close-queries';
import { FINANCE, requireDayCloseView } from './scope';

/**
 * Cash sessions (clôture de caisse), clinic-wide, in the deposit-slip model (migration 019): a close
 * takes the payments of its day that no close in force holds, per payment method recorded beside
 * counted; later payments of the day are open and go to the next close; a close can be reopened
 * (reason required), its payments then open again. Closing and reopening write the audit trail.
 */

async function dayCloseOf(db: Queryable, day: string): Promise<DayClose> {
  // One after the other: inside a transaction they share one connection.
  const session = await openSession(db, day);
  const methods = await paymentMethods(db);
  const closes = await closesOfDay(db, day);
  const unapproved = await unapprovedOpen(db, day);
  const { lines, totals } = dayCloseFigures(cashSessionLines(methods, session.payments));
  return {
    day,
    next: (closes.at(-1)?.number ?? 0) + 1,
    lines,
    totals,
    labs: cashOut(session.labs),
    suppliers: cashOut(session.suppliers),
    unapproved,
    closes,
  };
}

/** The recorded lines with the amounts counted: every method known, every method with payments in the session counted. */
function countedLines(recorded: readonly CashSessionLine[], counted: readonly { method: string; amount: number }[], methods: readonly CashMethod[]): CloseLineWrite[] {
  const known = new Map(methods.map((method) => [method._id, method.name]));
  const amounts = new Map(counted.map((line) => [line.method, line.amount]));
  if ([...amounts.keys()].some((method) => !known.has(method))) throw new FormError(['dayClose.methodInvalid']);
  if (recorded.some((line) => line.count > 0 && line.method._id !== null && !amounts.has(line.method._id))) throw new FormError(['dayClose.countedRequired']);
  const listed = new Set(recorded.map((line) => line.method._id));
  const extra = [...amounts.keys()]
    .filter((method) => !listed.has(method))
    .map((method): CashSessionLine => ({ method: { _id: method, name: known.get(method) ?? '' }, recorded: 0, count: 0, counted: null }));
  // Payments without a method (old records) cannot be counted apart: they count as recorded.
  return [...recorded, ...extra].map((line) => ({ ...line, counted: line.method._id === null ? line.recorded : (amounts.get(line.method._id) ?? 0) }));
}

export async function dayCloseRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'dayClose.get', { guard: requireDayCloseView }, async (request) => ok(await dayCloseOf(db, request.params.day)));

  route(app, 'dayClose.close', { guard: requireAction(ACTION.closeDay, FINANCE) }, async (request) => {
    const me = currentUser(request);
    const { day } = request.params;
    const { counted, comment } = request.body;
    if (day > (await today(db))) throw new FormError(['dayClose.future']);
    const closed = await db.transaction(async (tx) => {
      await lockCashDay(tx, day);
      const { id, number } = await insertClose(tx, { day, by: me, comment });
      const taken = await takeSession(tx, day, id);
      if (taken.payments.length + taken.labs.length + taken.suppliers.length === 0) throw new ApiError(409, 'dayClose.nothingToClose', { day: dayParam(day) });
      const methods = await paymentMethods(tx);
      const lines = countedLines(cashSessionLines(methods, taken.payments), counted, methods);
      if (countedDiffers(lines) && comment === '') throw new FormError(['dayClose.commentRequired']);
      await completeClose(tx, id, lines, { labs: cashOut(taken.labs), suppliers: cashOut(taken.suppliers) });
      const answer = await dayCloseOf(tx, day);
      const made = answer.closes.find((close) => close._id === id);
      await audit(tx, me, { patientId: null, entity: 'dayClose', entityId: id, action: 'close', after: { ...made, number } });
      return answer;
    });
    return ok(closed);
  });

  route(app, 'dayClose.reopen', { guard: requireAction(ACTION.closeDay, FINANCE) }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const { reason } = request.body;
    const reopened = await db.transaction(async (tx) => {
      const found = await findCashClose(tx, id);
      if (!found) throw notFound();
      await lockCashDay(tx, found.day);
      const close = await findCashClose(tx, id);
      if (!close) throw notFound();
      if (close.reopened) throw new ApiError(409, 'dayClose.alreadyReopened', { number: close.number, day: dayParam(close.day) });
      const before = (await closesOfDay(tx, close.day)).find((one) => one._id === id);
      await markReopened(tx, id, me, reason);
      await releaseSession(tx, id);
      const answer = await dayCloseOf(tx, close.day);
      await audit(tx, me, { patientId: null, entity: 'dayClose', entityId: id, action: 'reopen', before, after: { reopened: answer.closes.find((one) => one._id === id)?.reopened, reason } });
      return answer;
    });
    return ok(reopened);
  });
}
