import { ACTION } from '@dental/contracts';
import { freesSlot, isDay, localDay } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { listDoctor } from '../../http/doctor-scope';
import { FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { listReminders } from '../appointments/queries';

const COLLECTION = 'RDV';

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return localDay(date);
}

/** The day's WhatsApp reminders (issue 24): the agenda's scope, own doctor or global. */
export async function reminderRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'reminders.day', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const day = request.query.day ?? tomorrow();
    if (!isDay(day)) throw new FormError([{ key: 'appointment.dateInvalid' }]);
    const doctor = await listDoctor(db, me, COLLECTION, request.query.doctor);
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
    await db.query(
      `insert into appointment_reminders (appointment_id, sent_by, sent_at) values ($1, $2, now())
       on conflict (appointment_id) do update set sent_by = excluded.sent_by, sent_at = excluded.sent_at`,
      [appointment._id, me.id],
    );
    const [marked] = await listReminders(db, null, scope, request.params.id);
    return ok(marked);
  });
}
