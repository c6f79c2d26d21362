/**
 * A day as the wire writes it: YYYY-MM-DD, or an ISO moment whose day is that (YYYY-MM-DDTHH:MM,
 * seconds and fraction and a zone optional). The day must exist (no 31/02, no 29/02/2026), and so
 * must the time (no 25:00, no 10:61): a day that does not exist is refused, never replaced.
 */
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

export function isDayText(value: string): boolean {
  const match = DAY_TEXT.exec(value);
  if (!match) return false;
  const [, year, month, day, hours, minutes, seconds, zoneHours, zoneMinutes] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  const within = (text: string | undefined, max: number) => text === undefined || Number(text) <= max;
  return realDay && within(hours, 23) && within(minutes, 59) && within(seconds, 59) && within(zoneHours, 23) && within(zoneMinutes, 59);
}
