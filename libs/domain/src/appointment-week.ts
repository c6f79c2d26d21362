/**
 * The appointment calendar's days (spec part 2 §9): weeks run Sunday to Saturday whatever the
 * language, stepped 7 days at a time. Days are the clinic's calendar days written `YYYY-MM-DD`;
 * the arithmetic works on their calendar components (Date.UTC), so neither the machine's time
 * zone nor a daylight-saving change can shift a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

function fromUtc(time: number): string {
  const value = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * DAY_MS);
}

/** 0 for Sunday … 6 for Saturday, as the calendar has it. */
function weekdayOf(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

export interface WeekRange {
  /** The Sunday. */
  startDate: string;
  /** The Saturday. */
  endDate: string;
}

/** The Sunday-to-Saturday week holding `day`. */
export function weekOf(day: string): WeekRange {
  const startDate = addDays(day, -weekdayOf(day));
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The week `weeks` weeks after the one starting on `startDate` (7 days a step). */
export function shiftWeek(startDate: string, weeks: number): WeekRange {
  return weekOf(addDays(startDate, weeks * 7));
}

/** The spec's day order: Lundi 0, Mardi 1 … Samedi 5, Dimanche 6. */
export function dayOrderOf(day: string): number {
  return (weekdayOf(day) + 6) % 7;
}

/** The day of a week (given by its Sunday) that has this spec day order. */
export function dayOfWeekWithOrder(startDate: string, order: number): string {
  return addDays(startDate, (order + 1) % 7);
}

/** The spec's names of the days (part 2 §3), by day order. */
export const WEEKDAY_NAMES = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

/** The number of days from `startDate` to `endDate`, both counted. */
export function daysBetween(startDate: string, endDate: string): number {
  return Math.round((toUtc(endDate) - toUtc(startDate)) / DAY_MS) + 1;
}

/** The first day after `day` whose day order is worked (`orders`), within a week; the next day when none is. */
export function nextWorkingDay(day: string, orders: readonly number[]): string {
  for (let step = 1; step <= 7; step += 1) {
    const next = addDays(day, step);
    if (orders.includes(dayOrderOf(next))) return next;
  }
  return addDays(day, 1);
}
