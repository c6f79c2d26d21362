/**
 * A day as the wire and the date inputs carry it: `YYYY-MM-DD` in the clinic's local calendar.
 * Never `toISOString().slice(0, 10)`, which gives the UTC day (yesterday, late in the evening east
 * of Greenwich; tomorrow early in the morning west of it).
 */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day in `YYYY-MM-DD` form (no 2026-02-30). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}
