import { fromCents, toCents } from '../money';
import { doctorShares } from './accounting';
import { isAwaitingInsurer, isCountablePayment, isShownPayment, type PaymentFigures } from './payments';
import { daysOfPeriod, isInPeriod, isSingleDay, monthsOfPeriod, type Period } from './periods';

/**
 * Takings (spec part 2 §2): the payments that count (payments.ts) added up per day or month, per
 * payment method and per doctor, and the payments tab's lines and totals. Exact in integer cents.
 */

export interface TakingsRow {
  /** The day `YYYY-MM-DD`, the month `YYYY-MM`, the method's key or the doctor's id. */
  key: string;
  /** Number of payments counted. */
  count: number;
  /** In MRU. */
  total: number;
}

/** The key of a payment without a method or doctor. */
export const UNKNOWN_KEY = '';

function grouped(payments: readonly PaymentFigures[], keyOf: (payment: PaymentFigures) => string, keys: readonly string[] = []): TakingsRow[] {
  const rows = new Map<string, { count: number; cents: number }>(keys.map((key) => [key, { count: 0, cents: 0 }]));
  for (const payment of payments) {
    if (!isCountablePayment(payment)) continue;
    const key = keyOf(payment);
    const row = rows.get(key) ?? { count: 0, cents: 0 };
    row.count += payment.count ?? 1;
    row.cents += toCents(payment.amount);
    rows.set(key, row);
  }
  return [...rows.entries()].map(([key, row]) => ({ key, count: row.count, total: fromCents(row.cents) }));
}

/**
 * Takings per day or per month, in date order. With a period, only its payments are counted and
 * every day (or month) of it gets a row, 0 when nothing was taken; without one, only the days (or
 * months) with takings are listed.
 */
export function takingsByDate(payments: readonly PaymentFigures[], by: 'day' | 'month', period?: Period): TakingsRow[] {
  const inPeriod = period ? payments.filter((payment) => isInPeriod(payment.day, period)) : payments;
  const keys = period ? (by === 'day' ? daysOfPeriod(period) : monthsOfPeriod(period)) : [];
  const rows = grouped(inPeriod, (payment) => (by === 'day' ? payment.day : payment.day.slice(0, 7)), keys);
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const byTotalThenKey = (a: TakingsRow, b: TakingsRow) => b.total - a.total || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Takings per payment method, largest first. */
export function takingsByMethod(payments: readonly PaymentFigures[]): TakingsRow[] {
  return grouped(payments, (payment) => payment.method ?? UNKNOWN_KEY).sort(byTotalThenKey);
}

/** Takings per doctor, largest first. */
export function takingsByDoctor(payments: readonly PaymentFigures[]): TakingsRow[] {
  return grouped(payments, (payment) => payment.doctor ?? UNKNOWN_KEY).sort(byTotalThenKey);
}

/** Σ of the payments that count, in MRU. */
export function takingsTotal(payments: readonly PaymentFigures[]): number {
  return fromCents(payments.reduce((cents, payment) => (isCountablePayment(payment) ? cents + toCents(payment.amount) : cents), 0));
}

/**
 * The number and Σ (in MRU) of the shown payments (amount 0 hidden) that `which` picks, counted or
 * not: the unapproved ones (`payment.approved === false`) or those awaiting their insurer
 * (isAwaitingInsurer).
 */
export function shownTotals(payments: readonly PaymentFigures[], which: (payment: PaymentFigures) => boolean): { count: number; total: number } {
  let count = 0;
  let cents = 0;
  for (const payment of payments) {
    if (!isShownPayment(payment) || !which(payment)) continue;
    count += payment.count ?? 1;
    cents += toCents(payment.amount);
  }
  return { count, total: fromCents(cents) };
}

/**
 * Whether a payment waits for the bulk approval (§4): unapproved, and not an insurance payment that
 * only awaits its insurer (that one counts for nothing yet, and approving it changes no figure).
 */
export function awaitsApproval(payment: Pick<PaymentFigures, 'approved' | 'supported' | 'insurerInvoicePaid'>): boolean {
  return payment.approved === false && !isAwaitingInsurer(payment);
}

export interface UnapprovedOfDoctor {
  /** The doctor's id ('' when unknown). */
  doctor: string;
  count: number;
  /** In MRU. */
  total: number;
}

/** The payments awaiting approval per doctor (awaitsApproval), by doctor key, amount 0 hidden. */
export function unapprovedByDoctor(payments: readonly PaymentFigures[]): UnapprovedOfDoctor[] {
  const rows = new Map<string, { count: number; cents: number }>();
  for (const payment of payments) {
    if (!isShownPayment(payment) || !awaitsApproval(payment)) continue;
    const key = payment.doctor ?? UNKNOWN_KEY;
    const row = rows.get(key) ?? { count: 0, cents: 0 };
    row.count += payment.count ?? 1;
    row.cents += toCents(payment.amount);
    rows.set(key, row);
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([doctor, row]) => ({ doctor, count: row.count, total: fromCents(row.cents) }));
}

export interface PaymentsTabLine<P> {
  payment: P;
  /** False for an insurance payment whose insurer invoice is not paid yet: shown, not counted. */
  counted: boolean;
  /** Shown highlighted, with the validate button (§2, §4); an insurance payment awaiting its insurer is not. */
  unapproved: boolean;
}

export interface PaymentsTabFigures<P> {
  /** The lines shown: every payment of the period but those of amount 0, in the order given. */
  lines: PaymentsTabLine<P>[];
  /** Σ of the lines that count. */
  total: number;
  /**
   * The doctor and cabinet detail rows, only for a single day (§2): doctorShares of the day's total
   * and the day's laboratory work, the same function and figures as the accounting tab's statement.
   */
  detail: { laboratory: number; doctorShare: number; cabinetShare: number } | null;
}

/**
 * The payments tab for a period: its lines, its total and, for a single day, the doctor and cabinet
 * rows (`laboratory`: Σ of the day's laboratory work, in MRU).
 */
export function paymentsTabFigures<P extends PaymentFigures>(payments: readonly P[], period: Period, doctorPercentage: number, laboratory = 0): PaymentsTabFigures<P> {
  const lines = payments
    .filter((payment) => isInPeriod(payment.day, period) && isShownPayment(payment))
    .map((payment) => ({ payment, counted: isCountablePayment(payment), unapproved: awaitsApproval(payment) }));
  const cents = lines.reduce((sum, line) => (line.counted ? sum + toCents(line.payment.amount) : sum), 0);
  let detail: PaymentsTabFigures<P>['detail'] = null;
  if (isSingleDay(period)) {
    const shares = doctorShares({ total: fromCents(cents), laboratory, doctorPercentage });
    detail = { laboratory: shares.laboratory, doctorShare: shares.doctorShare, cabinetShare: shares.cabinetShare };
  }
  return { lines, total: fromCents(cents), detail };
}
