import { ACTION, type DayClose } from '@dental/contracts';
import { dayCloseFigures, takingsByMethod } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../db/audit';
import type { Queryable } from '../../db/types';
import { ApiError, dayParam, FormError } from '../../http/errors';
import { currentUser, requireAction } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { closedLines, findClose, insertClose, lockDay, paymentMethods, today, type CloseLine } from './day-close-queries';
import { paymentGroups } from './payment-queries';
import { FINANCE, requireDayCloseView } from './scope';

/**
 * The day close (clôture de caisse), clinic-wide: the day's takings per payment method beside the
 * amounts counted. Closing locks the day's payments (migration 014) and writes the audit trail.
 */

/** The day's takings per payment method (every method in use, and any archived one with takings), not counted yet. */
async function recordedLines(db: Queryable, day: string): Promise<CloseLine[]> {
  const [groups, methods] = await Promise.all([paymentGroups(db, { from: day, to: day, unit: 'day' }, null, 'day'), paymentMethods(db)]);
  const takings = new Map(takingsByMethod(groups).map((row) => [row.key, row]));
  return methods
    .filter((method) => !method.archive || takings.has(method._id))
    .map((method) => ({ method: { _id: method._id, name: method.name }, recorded: takings.get(method._id)?.total ?? 0, count: takings.get(method._id)?.count ?? 0, counted: null }));
}

async function dayCloseOf(db: Queryable, day: string): Promise<DayClose> {
  const closed = await findClose(db, day);
  const { lines, totals } = dayCloseFigures(closed ? await closedLines(db, day) : await recordedLines(db, day));
  return { day, closed, lines, totals };
}

/** The recorded lines with the amounts counted: every method known, every method with takings counted. */
function countedLines(recorded: readonly CloseLine[], counted: readonly { method: string; amount: number }[], known: Map<string, string>): CloseLine[] {
  const amounts = new Map(counted.map((line) => [line.method, line.amount]));
  if ([...amounts.keys()].some((method) => !known.has(method))) throw new FormError(['dayClose.methodInvalid']);
  if (recorded.some((line) => line.count > 0 && !amounts.has(line.method._id))) throw new FormError(['dayClose.countedRequired']);
  const listed = new Set(recorded.map((line) => line.method._id));
  const extra = [...amounts.keys()].filter((method) => !listed.has(method)).map((method) => ({ method: { _id: method, name: known.get(method) ?? '' }, recorded: 0, count: 0, counted: null }));
  return [...recorded, ...extra].map((line) => ({ ...line, counted: amounts.get(line.method._id) ?? 0 }));
}

export async function dayCloseRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'dayClose.get', { guard: requireDayCloseView }, async (request) => ok(await dayCloseOf(db, request.params.day)));

  route(app, 'dayClose.close', { guard: requireAction(ACTION.closeDay, FINANCE) }, async (request) => {
    const me = currentUser(request);
    const { day } = request.params;
    if (day > (await today(db))) throw new FormError(['dayClose.future']);
    const closed = await db.transaction(async (tx) => {
      await lockDay(tx, day);
      if (await findClose(tx, day)) throw new ApiError(409, 'dayClose.alreadyClosed', { day: dayParam(day) });
      const known = new Map((await paymentMethods(tx)).map((method) => [method._id, method.name]));
      const lines = countedLines(await recordedLines(tx, day), request.body.counted, known);
      await insertClose(tx, day, me, lines);
      const answer = await dayCloseOf(tx, day);
      await audit(tx, me, { patientId: null, entity: 'dayClose', entityId: null, action: 'close', after: answer });
      return answer;
    });
    return ok(closed);
  });
}
