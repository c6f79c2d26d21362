import type { PartOfTime } from '@dental/contracts';

/**
 * Sessions and slots (spec part 2 §9): each doctor has a morning (matin) and an evening (soir)
 * session with a start, an end, a session length and a number of sessions; slot time = start plus
 * index × length.
 */


export interface SessionSetting {
  partOfTime: PartOfTime;
  /** HH:MM */
  start: string;
  /** HH:MM */
  end: string;
  /** Length of one session, in minutes. */
  time: number;
  countSeance: number;
}

/** The settings a doctor starts with: the opening hours of spec part 2 §9, half-hour sessions. */
export const DEFAULT_SESSION_SETTINGS: readonly SessionSetting[] = [
  { partOfTime: 'matin', start: '09:00', end: '13:00', time: 30, countSeance: 8 },
  { partOfTime: 'soir', start: '16:00', end: '21:00', time: 30, countSeance: 10 },
];

/** The working days a doctor starts with (day order, sessions): no Friday morning, no Sunday. */
export const DEFAULT_WORKING_DAYS: readonly { order: number; appointments: readonly PartOfTime[] }[] = [
  { order: 0, appointments: ['matin', 'soir'] },
  { order: 1, appointments: ['matin', 'soir'] },
  { order: 2, appointments: ['matin', 'soir'] },
  { order: 3, appointments: ['matin', 'soir'] },
  { order: 4, appointments: ['soir'] },
  { order: 5, appointments: ['matin', 'soir'] },
];

export const SESSION_LENGTH_LIMITS = { min: 5, max: 240 } as const;
export const SESSION_COUNT_LIMITS = { min: 1, max: 48 } as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a text is a time of day written HH:MM (00:00 to 23:59). */
export function isTimeOfDay(text: string): boolean {
  return TIME.test(text);
}

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function timeOfMinutes(total: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export interface Slot {
  /** 1 for the session's first slot. */
  numSeance: number;
  /** HH:MM */
  time: string;
}

/** The slots of a session: numSeance 1 at the start, each next one `time` minutes later. */
export function slotsOf(setting: Pick<SessionSetting, 'start' | 'time' | 'countSeance'>): Slot[] {
  const start = minutesOf(setting.start);
  return Array.from({ length: setting.countSeance }, (_, index) => ({ numSeance: index + 1, time: timeOfMinutes(start + index * setting.time) }));
}

/** Why a booking's time and number name no slot of the session. */
export type BookingSlotProblem = 'outsideSessions' | 'offGrid' | 'numberMismatch';

/**
 * The slot a booking names (spec part 2 §9: slot time = start + index × length). The time decides
 * which slot it is: it must lie on the session's grid, within its sessions. `numSeance` must agree
 * with it under either reading a client may use — the index counted from 0 (the first slot is 0)
 * or from 1 (the first slot is 1). Answers the slot with its one stored number (from 1), or why not.
 */
export function bookedSlot(
  setting: Pick<SessionSetting, 'start' | 'time' | 'countSeance'>,
  time: string,
  numSeance: number,
): { slot: Slot } | { problem: BookingSlotProblem } {
  const offset = minutesOf(time) - minutesOf(setting.start);
  if (offset < 0 || offset >= setting.time * setting.countSeance) return { problem: 'outsideSessions' };
  if (offset % setting.time !== 0) return { problem: 'offGrid' };
  const index = offset / setting.time;
  if (numSeance !== index && numSeance !== index + 1) return { problem: 'numberMismatch' };
  return { slot: { numSeance: index + 1, time } };
}

export type SettingProblem = 'timeInvalid' | 'endBeforeStart' | 'lengthInvalid' | 'countInvalid' | 'doesNotFit';

/** What is impossible in a session's setting (empty when it can be saved). */
export function sessionProblems(setting: Pick<SessionSetting, 'start' | 'end' | 'time' | 'countSeance'>): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const timesValid = isTimeOfDay(setting.start) && isTimeOfDay(setting.end);
  if (!timesValid) problems.push('timeInvalid');
  else if (minutesOf(setting.end) <= minutesOf(setting.start)) problems.push('endBeforeStart');
  const lengthValid = Number.isInteger(setting.time) && setting.time >= SESSION_LENGTH_LIMITS.min && setting.time <= SESSION_LENGTH_LIMITS.max;
  const countValid = Number.isInteger(setting.countSeance) && setting.countSeance >= SESSION_COUNT_LIMITS.min && setting.countSeance <= SESSION_COUNT_LIMITS.max;
  if (!lengthValid) problems.push('lengthInvalid');
  if (!countValid) problems.push('countInvalid');
  if (timesValid && lengthValid && countValid && !problems.includes('endBeforeStart')) {
    if (minutesOf(setting.start) + setting.time * setting.countSeance > minutesOf(setting.end)) problems.push('doesNotFit');
  }
  return problems;
}

/** The morning must end by the time the evening starts (a Pause lies between them). */
export function sessionsOverlap(matin: Pick<SessionSetting, 'end'>, soir: Pick<SessionSetting, 'start'>): boolean {
  return isTimeOfDay(matin.end) && isTimeOfDay(soir.start) && minutesOf(matin.end) > minutesOf(soir.start);
}
