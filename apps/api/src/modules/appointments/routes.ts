import { ACTION, type AppointmentSetting, type DaysOfWork, type PartOfTime } from '@dental/contracts';
import {
  bookedSlot,
  daysBetween,
  dayOrderOf,
  isDay,
  isTimeOfDay,
  minutesOf,
  SESSION_COUNT_LIMITS,
  SESSION_LENGTH_LIMITS,
  sessionProblems,
  sessionsOverlap,
  slotsOf,
  weekOf,
  type BookingSlotProblem,
  type SessionSetting,
  type SettingProblem,
  type Slot,
  type WeekRange,
} from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { isDoctor } from '../../http/doctor-scope';
import { FormError, notFound, type FormMessage } from '../../http/errors';
import { currentUser, requireAction, requireActionToRead, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { canNamePatient } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import {
  checkFollowUp,
  deleteAppointment,
  ensureDefaults,
  findDaysOfWork,
  insertAppointment,
  listAppointments,
  listPatientDay,
  listSettings,
  replaceWorkingDays,
  updateSetting,
} from './queries';

const COLLECTION = 'RDV';

/** The longest period one read may ask for: a week, a month, with room for the print of two. */
export const MAX_PERIOD_DAYS = 62;

/** AFFICHER_GLOBAL works on any doctor's calendar, AFFICHER on one's own only. */
function checkScope(me: AuthUser, doctorId: string): void {
  const sees = viewScopeOf(me, COLLECTION);
  if (sees === 'all' || (sees === 'own' && doctorId === me.id)) return;
  throw viewDenied(COLLECTION);
}

/** The calendar of the path: one the caller may work on, of a doctor who exists. */
async function checkCalendar(db: Queryable, me: AuthUser, doctorId: string): Promise<void> {
  checkScope(me, doctorId);
  if (!(await isDoctor(db, doctorId))) throw notFound();
}

const weekInvalid = (): FormError => new FormError([{ key: 'appointment.weekInvalid', params: { max: MAX_PERIOD_DAYS } }]);

/** The period of a query: two real days, in order, at most MAX_PERIOD_DAYS apart. */
function periodOf(query: { startDate?: string; endDate?: string }): WeekRange {
  const { startDate, endDate } = query;
  if (!startDate || !endDate || !isDay(startDate) || !isDay(endDate)) throw weekInvalid();
  const days = daysBetween(startDate, endDate);
  if (days < 1 || days > MAX_PERIOD_DAYS) throw weekInvalid();
  return { startDate, endDate };
}

/** The period a write answers: the query's, or without one the week of the appointment's day. */
function answerPeriod(query: { startDate?: string; endDate?: string }, day: string): WeekRange {
  return query.startDate === undefined && query.endDate === undefined ? weekOf(day) : periodOf(query);
}

const SETTING_MESSAGES: Record<SettingProblem, (setting: Omit<AppointmentSetting, '_id' | 'doctor'>) => FormMessage> = {
  timeInvalid: () => ({ key: 'appointmentSetting.timeInvalid' }),
  endBeforeStart: () => ({ key: 'appointmentSetting.endBeforeStart' }),
  lengthInvalid: () => ({ key: 'appointmentSetting.lengthInvalid', params: { ...SESSION_LENGTH_LIMITS } }),
  countInvalid: () => ({ key: 'appointmentSetting.countInvalid', params: { ...SESSION_COUNT_LIMITS } }),
  doesNotFit: (s) => ({ key: 'appointmentSetting.doesNotFit', params: { count: s.countSeance, length: s.time, start: s.start, end: s.end } }),
};

/** Without a length, the one that divides the session evenly (whole minutes). */
function lengthOf(input: { start: string; end: string; countSeance: number; time?: number }): number {
  if (input.time !== undefined) return input.time;
  if (!isTimeOfDay(input.start) || !isTimeOfDay(input.end) || !(input.countSeance > 0)) return 0;
  return Math.floor((minutesOf(input.end) - minutesOf(input.start)) / input.countSeance);
}

export async function appointmentRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'appointments.week', { guard: requireView(COLLECTION) }, async (request) => {
    const { doctorId } = request.params;
    await checkCalendar(db, currentUser(request), doctorId);
    const { startDate, endDate } = periodOf(request.query);
    return ok(await listAppointments(db, doctorId, startDate, endDate));
  });

  route(app, 'appointments.create', { guard: requireAction(ACTION.create, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { doctorId } = request.params;
    await checkCalendar(db, me, doctorId);
    const input = request.body;
    const calendar: FormMessage[] = [];
    if (!isDay(input.date)) calendar.push({ key: 'appointment.dateInvalid' });
    if (!isTimeOfDay(input.time)) calendar.push({ key: 'appointment.timeInvalid' });
    if (calendar.length > 0) throw new FormError(calendar);
    const period = answerPeriod(request.query, input.date);
    if (!(await canNamePatient(db, me, input.patient, [doctorId]))) throw new FormError(['appointment.patientUnknown']);
    const followUp = { patientLab: input.patientLab ?? null, implantId: input.implantId ?? null };
    await checkFollowUp(db, doctorId, input.patient, followUp);
    await ensureDefaults(db, doctorId);
    const slot = await checkSlot(db, doctorId, input);
    await insertAppointment(db, {
      doctorId,
      patientId: input.patient,
      date: input.date,
      time: input.time,
      numSeance: slot.numSeance,
      partOfTime: input.partOfTime,
      ...followUp,
      createdBy: me.id,
    });
    return ok(await listAppointments(db, doctorId, period.startDate, period.endDate));
  });

  // Before booking on `doctor`'s calendar: the patient's appointments that day with every doctor.
  // The rights of a booking on that calendar (AJOUTER, the calendar's scope, a patient the caller
  // may name there); a patient they may not name is not found, exactly as an unknown one.
  route(app, 'appointments.patientDay', { guard: requireActionToRead(ACTION.create, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { doctor, patient, date } = request.query;
    await checkCalendar(db, me, doctor);
    if (!isDay(date)) throw new FormError(['appointment.dateInvalid']);
    if (!(await canNamePatient(db, me, patient, [doctor]))) throw notFound();
    return ok(await listPatientDay(db, patient, date));
  });

  route(app, 'appointments.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const { doctorId, appointmentId } = request.params;
    await checkCalendar(db, currentUser(request), doctorId);
    if (request.query.startDate !== undefined || request.query.endDate !== undefined) periodOf(request.query);
    const day = await deleteAppointment(db, doctorId, appointmentId);
    if (day === null) throw notFound();
    const period = answerPeriod(request.query, day);
    return ok(await listAppointments(db, doctorId, period.startDate, period.endDate));
  });

  const settingsOf = async (doctorId: string) => {
    await ensureDefaults(db, doctorId);
    return listSettings(db, doctorId);
  };

  route(app, 'appointments.settings', { guard: requireView(COLLECTION) }, async (request) => {
    const { doctorId } = request.params;
    await checkCalendar(db, currentUser(request), doctorId);
    return ok(await settingsOf(doctorId));
  });

  // A user who is not a doctor has no sessions of their own.
  route(app, 'appointments.ownSettings', { guard: requireView(COLLECTION) }, async (request) => {
    const me = currentUser(request);
    return ok(me.doctor ? await settingsOf(me.id) : []);
  });

  route(app, 'appointments.updateSetting', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { doctorId, settingId } = request.params;
    await checkCalendar(db, currentUser(request), doctorId);
    const settings = await settingsOf(doctorId);
    const current = settings.find((setting) => setting._id === settingId);
    if (!current) throw notFound();
    const input = request.body;
    if (input.partOfTime !== current.partOfTime) throw new FormError(['appointment.partOfTimeInvalid']);
    const next = { partOfTime: current.partOfTime, start: input.start, end: input.end, countSeance: input.countSeance, time: lengthOf(input) };
    const problems: FormMessage[] = sessionProblems(next).map((problem) => SETTING_MESSAGES[problem](next));
    const other = settings.find((setting) => setting._id !== settingId);
    if (problems.length === 0 && other) {
      const [matin, soir] = next.partOfTime === 'matin' ? [next, other] : [other, next];
      if (sessionsOverlap(matin, soir)) problems.push({ key: 'appointmentSetting.overlap' });
    }
    if (problems.length > 0) throw new FormError(problems);
    await updateSetting(db, settingId, next);
    return ok(await listSettings(db, doctorId));
  });

  const daysOf = async (doctorId: string): Promise<DaysOfWork> => {
    await ensureDefaults(db, doctorId);
    const days = await findDaysOfWork(db, doctorId);
    if (!days) throw notFound();
    return days;
  };

  route(app, 'appointments.daysOfWork', { guard: requireView(COLLECTION) }, async (request) => {
    const { doctorId } = request.params;
    await checkCalendar(db, currentUser(request), doctorId);
    return ok(await daysOf(doctorId));
  });

  route(app, 'appointments.saveDaysOfWork', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const { doctorId } = request.params;
    await checkCalendar(db, currentUser(request), doctorId);
    await ensureDefaults(db, doctorId);
    const days = request.body.dayOfWork.map((day) => ({ order: day.order, appointments: day.appointments ?? (['matin', 'soir'] as PartOfTime[]) }));
    await db.transaction((tx) => replaceWorkingDays(tx, doctorId, days));
    return ok(await daysOf(doctorId));
  });
}

/**
 * The slot must be one of the doctor's sessions (its time on the session's grid, its number read
 * from 1 or from 0), on a day and session the doctor works. Answers the slot, numbered from 1.
 */
async function checkSlot(db: Queryable, doctorId: string, input: { date: string; time: string; numSeance: number; partOfTime: PartOfTime }): Promise<Slot> {
  const setting = (await listSettings(db, doctorId)).find((s) => s.partOfTime === input.partOfTime);
  if (!setting) throw new FormError(['appointment.slotInvalid']);
  const booked = bookedSlot(setting, input.time, input.numSeance);
  if ('problem' in booked) throw new FormError([slotMessage(booked.problem, setting, input.time)]);
  const days = await findDaysOfWork(db, doctorId);
  const day = days?.dayOfWork.find((d) => d.order === dayOrderOf(input.date));
  if (!day || !day.appointments.includes(input.partOfTime)) throw new FormError(['appointment.dayOff']);
  return booked.slot;
}

/** The message of a booking's slot problem, with the session's grid to put it right. */
export function slotMessage(problem: BookingSlotProblem, setting: SessionSetting, time: string): FormMessage {
  const slots = slotsOf(setting);
  const first = slots[0].time;
  if (problem === 'outsideSessions') return { key: 'appointment.slotOutside', params: { first, last: slots[slots.length - 1].time } };
  if (problem === 'offGrid') return { key: 'appointment.slotOffGrid', params: { minutes: String(setting.time), first } };
  const fromOne = (minutesOf(time) - minutesOf(setting.start)) / setting.time + 1;
  return { key: 'appointment.numSeanceMismatch', params: { time, fromOne: String(fromOne), fromZero: String(fromOne - 1) } };
}
