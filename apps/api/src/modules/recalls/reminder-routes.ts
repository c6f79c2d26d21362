import { ACTION } from '@dental/contracts';
import { DEFAULT_WORKING_DAYS, freesSlot, isDay, localDay, nextWorkingDay } from '@dental/domain';
import type { Queryable } from '../../db/types';
import type { FastifyInstance } from 'fastify';
import { listDoctor } from '../../http/doctor-scope';
import { FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { listCallbacks, listReminders } from '../appointments/queries';
import { issueLink } from '../patient-reply/links';

const COLLECTION = 'RDV';
/** Most patients "À rappeler" listed at once: the oldest answers first. */
const CALLBACKS_LIMIT = 100;

/**
 * The next day after today that one of the doctors works (every doctor: null): the reminders of a
 * Saturday are Monday's when nobody works on Sunday. A doctor who set no days works the defaults.
 */
async function nextDayWorked(db: Queryable, doctorIds: readonly string[] | null): Promise<string> {
  const rows = await db.query<{ order: number | null }>(
    `select distinct w.day_order as "order"
       from users u
       left join days_of_work h on h.doctor_id = u.id
       left join working_days w on w.days_of_work_id = h.id
      where u.doctor_cabinet is not null and ($1::bigint[] is null or u.id = any($1::bigint[]))
        and (h.id is null or w.id is not null)`,
    [doctorIds],
  );
  const orders = rows.flatMap((row) => (row.order === null ? DEFAULT_WORKING_DAYS.map((day) => day.order) : [row.order]));
  return nextWorkingDay(localDay(), orders);
}

/**
 * The day's WhatsApp reminders (issue 24): the agenda's scope, own doctor or global; by default the
 * next working day. Sending one makes the appointment's personal link (issue 38), and the patients
 * who answered it by cancelling or asking for another time are listed until the desk handles them.
 */
export async function reminderRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'reminders.day', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const doctor = await listDoctor(db, me, COLLECTION, request.query.doctor);
    const day = request.query.day ?? (await nextDayWorked(db, doctor ? [doctor] : null));
    if (!isDay(day)) throw new FormError([{ key: 'appointment.dateInvalid' }]);
    const items = await listReminders(db, day, doctor ? [doctor] : null);
    // A cancelled or missed appointment gets no reminder: it is listed, not counted.
    const sent = items.filter((item) => item.reminder).length;
    const toSend = items.filter((item) => !item.reminder && !freesSlot(item.state)).length;
    return ok({ day, sent, toSend, items });
  });

  // Marking is a change to the appointment: the right to change appointments, not only to see them.
  route(app, 'reminders.markSent', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const scope = viewScopeOf(me, COLLECTION) === 'all' ? null : [me.id];
    const [appointment] = await listReminders(db, null, scope, request.params.id);
    if (!appointment) throw notFound();
    const link = await db.transaction(async (tx) => {
      await tx.query(
        `insert into appointment_reminders (appointment_id, sent_by, sent_at) values ($1, $2, now())
         on conflict (appointment_id) do update set sent_by = excluded.sent_by, sent_at = excluded.sent_at`,
        [appointment._id, me.id],
      );
      return issueLink(tx, request, appointment._id);
    });
    const [marked] = await listReminders(db, null, scope, request.params.id);
    return ok({ ...marked, link });
  });

  route(app, 'callbacks.list', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const doctor = await listDoctor(db, me, COLLECTION, request.query.doctor);
    return ok({ items: await listCallbacks(db, doctor ? [doctor] : null, CALLBACKS_LIMIT) });
  });

  route(app, 'callbacks.handled', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const scope = viewScopeOf(me, COLLECTION) === 'all' ? null : [me.id];
    const [appointment] = await listReminders(db, null, scope, request.params.id);
    if (!appointment) throw notFound();
    const handled = await db.query(
      `update appointments set callback_handled_at = now(), callback_handled_by = $2
        where id = $1 and patient_answer in ('cancelled', 'otherTime') and callback_handled_at is null
        returning id`,
      [appointment._id, me.id],
    );
    if (handled.length === 0) throw new FormError([{ key: 'callback.notToCall' }]);
    const [marked] = await listReminders(db, null, scope, request.params.id);
    return ok(marked);
  });
}
