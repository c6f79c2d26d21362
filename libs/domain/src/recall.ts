/**
 * When a patient is due for a check-up (issue 24): a number of months after the last visit, the
 * clinic's setting (1–24, 6 by default). Month arithmetic clamps to the month's last day, as
 * PostgreSQL's `date + interval 'n months'` does, so the list (SQL) and the screens agree:
 * 2026-08-31 + 6 months = 2027-02-28.
 */

import { RECALL_MONTHS_RANGE } from '@dental/contracts';

export const DEFAULT_RECALL_MONTHS = 6;
export const MIN_RECALL_MONTHS = RECALL_MONTHS_RANGE.min;
export const MAX_RECALL_MONTHS = RECALL_MONTHS_RANGE.max;

const pad = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `YYYY-MM-DD` plus whole months, clamped to the target month's length. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total - targetYear * 12;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(targetDate)}`;
}

export function recallDueDate(lastVisit: string, months: number = DEFAULT_RECALL_MONTHS): string {
  return addMonths(lastVisit, months);
}

export type RecallWindow = 'overdue' | 'thisMonth' | 'later';

/** Overdue before today; this month from today to the month's end; later after that. */
export function recallWindow(due: string, today: string): RecallWindow {
  if (due < today) return 'overdue';
  const [year, month] = today.split('-').map(Number);
  const monthEnd = `${year}-${pad(month)}-${pad(daysInMonth(year, month - 1))}`;
  return due <= monthEnd ? 'thisMonth' : 'later';
}
