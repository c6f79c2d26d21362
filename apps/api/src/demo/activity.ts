/**
 * How busy the demo cabinet is on a given day, as a factor of an ordinary weekday: the shapes the
 * finance charts should show over years.
 * - the week: open every day but Sunday, Friday afternoon only (spec part 2 §9's opening hours),
 *   Saturday the busiest day;
 * - the year: quieter in the hot season and during Ramadan, busier in the weeks after Eid al-Fitr and
 *   in the cool months, when the diaspora is home;
 * - the years: a clinic that grows by about a tenth a year.
 */

const DAY_MS = 86_400_000;
/** By day of the week, Sunday first: Sunday closed, Friday half a day, Saturday the busiest. */
const WEEKDAY_FACTOR = [0, 1, 1, 1, 1.05, 0.45, 1.3];
/** January to December. */
const MONTH_FACTOR = [1.1, 1.05, 1, 0.95, 0.95, 0.85, 0.8, 0.85, 1, 1.05, 1.1, 1.15];
/** 1 Ramadan 1444 (23 March 2023) and the mean length of the Hijri year, to find any year's Ramadan. */
const RAMADAN_1444 = Date.UTC(2023, 2, 23);
const HIJRI_YEAR_DAYS = 354.367;
const RAMADAN_DAYS = 30;
const RAMADAN_FACTOR = 0.6;
/** The fortnight after Eid al-Fitr: the care put off during the fast. */
const AFTER_EID_DAYS = 14;
const AFTER_EID_FACTOR = 1.3;
const GROWTH_PER_YEAR = 0.1;

/** Days since the start of the Ramadan that began last on or before `day` (UTC midnight). */
function daysIntoRamadanCycle(day: number): number {
  const cycles = Math.floor((day - RAMADAN_1444) / (HIJRI_YEAR_DAYS * DAY_MS));
  return Math.floor((day - (RAMADAN_1444 + Math.round(cycles * HIJRI_YEAR_DAYS) * DAY_MS)) / DAY_MS);
}

/** The factor of `day` (its UTC date), for a clinic whose history starts on `start`. */
export function dayActivity(day: Date, start: Date): number {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const cycleDay = daysIntoRamadanCycle(midnight);
  const season = cycleDay < RAMADAN_DAYS ? RAMADAN_FACTOR : cycleDay < RAMADAN_DAYS + AFTER_EID_DAYS ? AFTER_EID_FACTOR : 1;
  const years = Math.max(0, (midnight - start.getTime()) / (365.25 * DAY_MS));
  return WEEKDAY_FACTOR[day.getUTCDay()] * MONTH_FACTOR[day.getUTCMonth()] * season * (1 + GROWTH_PER_YEAR * years);
}

/** Whether the cabinet works on the morning of `day` (not on Friday, when it opens after the prayer). */
export const opensInTheMorning = (day: Date) => day.getUTCDay() !== 5;
