/**
 * The day a money record (a patient's payment, a payment to a laboratory or a supplier) is dated:
 * any day in the past, up to tomorrow. A day further ahead is a typing slip (2062 for 2026) that
 * would hide the payment from every period's sums; one day of leeway covers a clinic whose day
 * has already turned when the server's has not.
 */
export const MONEY_DAY_LEEWAY_DAYS = 1;

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest day a money record may carry, YYYY-MM-DD, from the server's local calendar. */
export function latestMoneyDay(now: Date = new Date()): string {
  const latest = new Date(now.getFullYear(), now.getMonth(), now.getDate() + MONEY_DAY_LEEWAY_DAYS);
  return `${latest.getFullYear()}-${pad(latest.getMonth() + 1)}-${pad(latest.getDate())}`;
}

/** Whether a YYYY-MM-DD day is too far in the future for a money record. */
export function isMoneyDayTooLate(day: string, now: Date = new Date()): boolean {
  return day > latestMoneyDay(now);
}
