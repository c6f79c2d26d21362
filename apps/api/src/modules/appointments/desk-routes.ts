import { ACTION, appointmentStateParam, type Appointment } from '@dental/contracts';
import { addDays, canMoveTo, isDay, localDay, nextFreeSlots, timeOfMinutes, type DoctorSchedule } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../db/audit';
import type { Queryable } from '../../db/types';
import { doctorsAmong, listDoctor } from '../../http/doctor-scope';
import { FormError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { changeState, ensureDefaults, findAppointment, findDaysOfWork, listSettings, listWaitingRoom, takenSlots, undoStateChange } from './queries';

const COLLECTION = 'RDV';

/** How far ahead the free slots are looked for. */
const FREE_SLOTS_HORIZON_DAYS = 62;

/**
 * The appointment, locked for the change. Another doctor's, for a caller who sees only their own
 * calendar, answers as an unknown one: the desk's state calls never tell whether it exists.
 */
async function appointmentInScope(db: Queryable, me: AuthUser, doctorId: string, appointmentId: string) {
  const scope = viewScopeOf(me, COLLECTION);
  if (scope === 'none') throw viewDenied(COLLECTION);
  if (scope === 'own' && doctorId !== me.id) throw notFound();
  const rows = await db.query<{ id: string }>('select id::text as id from appointments where id = $1 and doctor_id = $2 for update', [appointmentId, doctorId]);
  if (rows.length === 0) throw notFound();
  const appointment = await findAppointment(db, doctorId, appointmentId);
  if (!appointment) throw notFound();
  return appointment;
}

/** The doctors a desk list covers: the one named, or the caller, or (undefined filter) every doctor. */
async function doctorsOf(db: Queryable, me: AuthUser, doctor: string | undefined): Promise<string[] | null> {
  const filter = await listDoctor(db, me, COLLECTION, doctor);
  return filter === undefined ? null : [filter];
}

const now = () => new Date();
const nowTime = (date: Date) => timeOfMinutes(date.getHours() * 60 + date.getMinutes());

export async function deskRoutes(app: FastifyInstance) {
  const { db } = app;

  /**
   * One state change of the appointment of the path, in a transaction that holds its row: `change`
   * writes it (or refuses), the answer is the appointment after it, and the audit keeps both sides.
   */
  const stateChange = (me: AuthUser, doctorId: string, appointmentId: string, action: 'state' | 'undo', change: (tx: Queryable, before: Appointment) => Promise<void>) =>
    db.transaction(async (tx) => {
      const before = await appointmentInScope(tx, me, doctorId, appointmentId);
      await change(tx, before);
      const after = (await findAppointment(tx, doctorId, appointmentId))!;
      await audit(tx, me, {
        patientId: before.patient._id,
        entity: 'appointment',
        entityId: appointmentId,
        action,
        before: { state: before.state, reason: before.reason },
        after: { state: after.state, reason: after.reason },
      });
      return after;
    });

  route(app, 'appointments.setState', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { doctorId, appointmentId } = request.params;
    const { state, reason } = request.body;
    return ok(
      await stateChange(me, doctorId, appointmentId, 'state', async (tx, before) => {
        if (!canMoveTo(before.state, state, before.date, localDay())) {
          throw new FormError([{ key: 'appointment.stateNotAllowed', params: { from: appointmentStateParam(before.state), to: appointmentStateParam(state) } }]);
        }
        await changeState(tx, before.state, { id: appointmentId, state, reason: state === 'cancelled' && reason ? reason : null, by: me.id });
      }),
    );
  });

  route(app, 'appointments.undoState', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { doctorId, appointmentId } = request.params;
    return ok(
      await stateChange(me, doctorId, appointmentId, 'undo', async (tx, before) => {
        if (!before.undoable || !(await undoStateChange(tx, appointmentId, before.state))) throw new FormError(['appointment.undoNotAllowed']);
      }),
    );
  });

  route(app, 'appointments.waitingRoom', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    return ok(await listWaitingRoom(db, localDay(), await doctorsOf(db, me, request.query.doctor)));
  });

  route(app, 'appointments.freeSlots', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { from, limit } = request.query;
    if (from !== undefined && !isDay(from)) throw new FormError(['appointment.dateInvalid']);
    const named = await doctorsOf(db, me, request.query.doctor);
    // Only doctors have a calendar: a user seeing their own without being one has no slot.
    const doctorIds = named ? [...(await doctorsAmong(db, named))] : (await db.query<{ id: string }>('select id::text as id from users where doctor_cabinet is not null order by id')).map((row) => row.id);
    const clock = now();
    const today = localDay(clock);
    // A later day starts at its first slot; today (or a day already past) from now on.
    const [start, time] = from !== undefined && from > today ? [from, '00:00'] : [today, nowTime(clock)];
    const names = new Map((await db.query<{ id: string; username: string }>('select id::text as id, username from users where id = any($1::bigint[])', [doctorIds])).map((row) => [row.id, row.username]));
    const taken = await takenSlots(db, doctorIds, start, addDays(start, FREE_SLOTS_HORIZON_DAYS));
    const schedules: DoctorSchedule[] = [];
    for (const doctor of doctorIds) {
      await ensureDefaults(db, doctor);
      const days = await findDaysOfWork(db, doctor);
      schedules.push({ doctor, sessions: await listSettings(db, doctor), days: days?.dayOfWork ?? [], taken: taken.get(doctor) ?? new Set() });
    }
    const slots = nextFreeSlots(schedules, start, time, limit, FREE_SLOTS_HORIZON_DAYS);
    return ok(slots.map((slot) => ({ ...slot, doctorName: names.get(slot.doctor) ?? '' })));
  });
}
