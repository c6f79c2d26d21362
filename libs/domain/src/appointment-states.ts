import type { AppointmentState, PartOfTime } from '@dental/contracts';
import { addDays, dayOrderOf } from './appointment-week';
import { minutesOf, slotsOf, type SessionSetting } from './appointment-slots';

/**
 * An appointment's day at the desk (issue 36): booked when made; confirmed; arrived (the waiting
 * room); in the chair; done. Or a no-show, or cancelled: both free the slot for another booking.
 */

/** The states in which the patient came: the visit counts (last visit, recall). */
export const ATTENDED_STATES: readonly AppointmentState[] = ['arrived', 'inChair', 'done'];
/** The states that free the slot; the grid still shows them, struck through. */
export const SLOT_FREEING_STATES: readonly AppointmentState[] = ['noShow', 'cancelled'];

export const freesSlot = (state: AppointmentState): boolean => SLOT_FREEING_STATES.includes(state);

/**
 * The states one click may move an appointment of `day` to, on `today` (both YYYY-MM-DD): a patient
 * arrives on the day itself; a no-show is known from the day on; a past appointment left booked can
 * be marked done (the visit entered afterwards); a cancellation is for an appointment still to come.
 */
export function nextStates(state: AppointmentState, day: string, today: string): AppointmentState[] {
  const when = day < today ? 'past' : day === today ? 'today' : 'future';
  switch (state) {
    case 'booked':
    case 'confirmed': {
      const next: AppointmentState[] = [];
      if (state === 'booked' && when !== 'past') next.push('confirmed');
      if (when === 'today') next.push('arrived');
      if (when === 'past') next.push('done');
      if (when !== 'future') next.push('noShow');
      if (when !== 'past') next.push('cancelled');
      return next;
    }
    case 'arrived':
      return ['inChair', 'done'];
    case 'inChair':
      return ['done'];
    default:
      return [];
  }
}

export const canMoveTo = (state: AppointmentState, next: AppointmentState, day: string, today: string): boolean => nextStates(state, day, today).includes(next);

/** Whole minutes from `since` to `now`, never below zero (a clock a little ahead says 0). */
export function minutesWaiting(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/** Whether the slot at `time` on `day` has begun by `now` (local day `today`, local time `nowTime` HH:MM). */
export function isPastSlot(day: string, time: string, today: string, nowTime: string): boolean {
  return day < today || (day === today && minutesOf(time) <= minutesOf(nowTime));
}

export interface DoctorSchedule {
  doctor: string;
  sessions: readonly SessionSetting[];
  /** The working days: order (Monday 0) and the sessions worked. */
  days: readonly { order: number; appointments: readonly PartOfTime[] }[];
  /** The slots already taken, as `YYYY-MM-DD HH:MM`. */
  taken: ReadonlySet<string>;
}

export interface OpenSlot {
  doctor: string;
  date: string;
  time: string;
  numSeance: number;
  partOfTime: PartOfTime;
}

/**
 * The first `limit` free slots from `today` at `nowTime` (a slot that has begun is past) over at most
 * `horizonDays` days, in time order across the doctors given: only the doctors' working days and
 * sessions, never a taken slot.
 */
export function nextFreeSlots(schedules: readonly DoctorSchedule[], today: string, nowTime: string, limit: number, horizonDays = 62): OpenSlot[] {
  const found: OpenSlot[] = [];
  for (let offset = 0; offset < horizonDays && found.length < limit; offset += 1) {
    const date = addDays(today, offset);
    const order = dayOrderOf(date);
    const ofDay: OpenSlot[] = [];
    for (const schedule of schedules) {
      const worked = schedule.days.find((day) => day.order === order)?.appointments ?? [];
      for (const session of schedule.sessions) {
        if (!worked.includes(session.partOfTime)) continue;
        for (const slot of slotsOf(session)) {
          if (isPastSlot(date, slot.time, today, nowTime) || schedule.taken.has(`${date} ${slot.time}`)) continue;
          ofDay.push({ doctor: schedule.doctor, date, time: slot.time, numSeance: slot.numSeance, partOfTime: session.partOfTime });
        }
      }
    }
    ofDay.sort((a, b) => a.time.localeCompare(b.time) || a.doctor.localeCompare(b.doctor, undefined, { numeric: true }));
    found.push(...ofDay.slice(0, limit - found.length));
  }
  return found;
}
