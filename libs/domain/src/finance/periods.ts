import { addDays, daysBetween, weekOf } from '../appointment-week';
import { isDay } from '../dates';

/**
 * The periods of the financial statistics (spec part 2 §2): a preset (today, yesterday, this week,
 * this month, last month, this year), a day, month or year picked in the day/month/year inputs, or a
 * free range. A period is a run of the clinic's calendar days `YYYY-MM-DD`, both ends included; an
 * impossible day such as 2026-02-31 is refused with a RangeError, never rolled over to March.
 *
 * Each total is shown beside the previous period of the same length (previousPeriod):
 * - a day, a week, a month or a year: the calendar unit before it (yesterday, last week, last month,
 *   last year), so "this month" is set beside the whole of last month even when the months' numbers
 *   of days differ;
 * - a free range: the same number of days just before it.
 * Weeks run Sunday to Saturday, like the appointment calendar (§9).
 */

export type PeriodPreset = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'lastMonth' | 'thisYear';

export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear'];

/** The calendar unit a period spans, or 'range' for a free range. */
export type PeriodUnit = 'day' | 'week' | 'month' | 'year' | 'range';

export interface Period {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
  unit: PeriodUnit;
}

function checkedDay(day: string): string {
  if (typeof day !== 'string' || !isDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  // The Date arithmetic underneath takes years 0–99 for 1900–1999: the statistics never need them.
  if (Number(day.slice(0, 4)) < 1000) throw new RangeError(`Not a calendar day: ${day}`);
  return day;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthPeriod(year: number, month: number): Period {
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`, unit: 'month' };
}

function yearPeriod(year: number): Period {
  return { from: `${year}-01-01`, to: `${year}-12-31`, unit: 'year' };
}

/** A preset period, relative to `today` (the clinic's local day, e.g. localDay()). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  checkedDay(today);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'today':
      return { from: today, to: today, unit: 'day' };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day, unit: 'day' };
    }
    case 'thisWeek': {
      const week = weekOf(today);
      return { from: week.startDate, to: week.endDate, unit: 'week' };
    }
    case 'thisMonth':
      return monthPeriod(year, month);
    case 'lastMonth':
      return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
    case 'thisYear':
      return yearPeriod(year);
    default:
      throw new RangeError(`Not a period preset: ${String(preset)}`);
  }
}

/** A free range from `from` to `to`, both included; refused when a day is impossible or the range runs backwards. */
export function rangePeriod(from: string, to: string): Period {
  checkedDay(from);
  checkedDay(to);
  if (from > to) throw new RangeError(`The range ends before it starts: ${from} to ${to}`);
  return { from, to, unit: 'range' };
}

/** What the year, month and day inputs pick (§2). */
export interface PeriodSelection {
  year: number;
  /** 1 to 12; absent for the whole year. */
  month?: number | null;
  /** 1 to 31; absent for the whole month. Needs a month. */
  day?: number | null;
}

/** The period the year/month/day inputs pick: a day, a month or a year. 2026-02-31 is refused. */
export function selectionPeriod(selection: PeriodSelection): Period {
  const { year, month, day } = selection;
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (month == null) {
    if (day != null) throw new RangeError('A day needs a month');
    return yearPeriod(year);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
  if (day == null) return monthPeriod(year, month);
  if (!Number.isInteger(day)) throw new RangeError(`Not a day: ${day}`);
  const text = checkedDay(`${year}-${pad(month)}-${pad(day)}`);
  return { from: text, to: text, unit: 'day' };
}

/**
 * The period from `from` to `to` with the calendar unit it spans: a single day, a whole month or a
 * whole year is that unit (so its previous period is the calendar unit before it), anything else
 * a free range.
 */
export function periodOfRange(from: string, to: string): Period {
  const range = rangePeriod(from, to);
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7));
  if (from === to) return { from, to, unit: 'day' };
  const sameAs = (period: Period) => period.from === from && period.to === to;
  if (sameAs(monthPeriod(year, month))) return monthPeriod(year, month);
  if (sameAs(yearPeriod(year))) return yearPeriod(year);
  return range;
}

/** The number of days of a period, both ends counted. */
export function periodLength(period: Period): number {
  return daysBetween(period.from, period.to);
}

/** The previous period of the same length (see the rule at the top of this file). */
export function previousPeriod(period: Period): Period {
  checkedDay(period.from);
  checkedDay(period.to);
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7));
  switch (period.unit) {
    case 'day':
    case 'week': {
      const length = periodLength(period);
      return { from: addDays(period.from, -length), to: addDays(period.to, -length), unit: period.unit };
    }
    case 'month':
      return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
    case 'year':
      return yearPeriod(year - 1);
    case 'range': {
      const length = periodLength(period);
      return { from: addDays(period.from, -length), to: addDays(period.from, -1), unit: 'range' };
    }
    default:
      throw new RangeError(`Not a period unit: ${String(period.unit)}`);
  }
}

/** Whether a day (`YYYY-MM-DD`) falls in the period, ends included. */
export function isInPeriod(day: string, period: Period): boolean {
  return day >= period.from && day <= period.to;
}

/** Whether the period is one single day (the payments tab then shows the doctor and cabinet rows, §2). */
export function isSingleDay(period: Period): boolean {
  return period.from === period.to;
}

/** Every day of the period, in order. */
export function daysOfPeriod(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every month (`YYYY-MM`) the period touches, in order. */
export function monthsOfPeriod(period: Period): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (let key = `${year}-${pad(month)}`; key <= last; key = `${year}-${pad(month)}`) {
    months.push(key);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
