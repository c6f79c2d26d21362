import { fromCents, toCents } from '../money';
import { sumCents } from './cents';

/**
 * The day close (clôture de caisse): per payment method, what the day's payments recorded beside
 * what was counted in the drawer, and the difference counted − recorded (negative: money missing).
 * Before the count is given, counted and difference are null. Exact in integer cents.
 */

export interface DayCloseLineInput {
  recorded: number;
  counted: number | null;
}

export interface DayCloseFigures<L extends DayCloseLineInput> {
  lines: (L & { difference: number | null })[];
  totals: { recorded: number; counted: number | null; difference: number | null };
}

export function dayCloseFigures<L extends DayCloseLineInput>(lines: readonly L[]): DayCloseFigures<L> {
  const counted = lines.every((line) => line.counted !== null);
  const recorded = sumCents(lines.map((line) => line.recorded));
  const countedCents = counted ? sumCents(lines.map((line) => line.counted ?? 0)) : null;
  return {
    lines: lines.map((line) => ({ ...line, difference: line.counted === null ? null : fromCents(toCents(line.counted) - toCents(line.recorded)) })),
    totals: {
      recorded: fromCents(recorded),
      counted: countedCents === null ? null : fromCents(countedCents),
      difference: countedCents === null ? null : fromCents(countedCents - recorded),
    },
  };
}

/**
 * Cash sessions (the deposit-slip model): a close takes the payments recorded since the day's last
 * close in force. These are the figures of one session, from its payments.
 */

export interface CashMethod {
  _id: string;
  name: string;
  archive: boolean;
}

export interface CashPayment {
  /** The payment method's id (null: none, on old records). */
  method: string | null;
  amount: number;
}

export interface CashSessionLine {
  method: { _id: string | null; name: string };
  recorded: number;
  count: number;
  counted: null;
}

/**
 * A session's recorded lines, one per payment method in the methods' order: every method in use,
 * an archived one only when the session holds some of its payments, and a line without method
 * (name '') last when some payment has none. Exact in cents.
 */
export function cashSessionLines(methods: readonly CashMethod[], payments: readonly CashPayment[]): CashSessionLine[] {
  const known = new Set(methods.map((method) => method._id));
  const byMethod = new Map<string | null, { cents: number; count: number }>();
  for (const payment of payments) {
    const id = payment.method !== null && known.has(payment.method) ? payment.method : null;
    const group = byMethod.get(id) ?? { cents: 0, count: 0 };
    byMethod.set(id, { cents: group.cents + toCents(payment.amount), count: group.count + 1 });
  }
  const line = (id: string | null, name: string): CashSessionLine => {
    const group = byMethod.get(id);
    return { method: { _id: id, name }, recorded: fromCents(group?.cents ?? 0), count: group?.count ?? 0, counted: null };
  };
  const lines = methods.filter((method) => !method.archive || byMethod.has(method._id)).map((method) => line(method._id, method.name));
  return byMethod.has(null) ? [...lines, line(null, '')] : lines;
}

/** Money paid out in a session (the laboratories' or the suppliers' payments): how many and Σ. */
export function cashOut(payments: readonly { amount: number }[]): { count: number; amount: number } {
  return { count: payments.length, amount: fromCents(sumCents(payments.map((payment) => payment.amount))) };
}

/** Whether some counted amount differs from its recorded one, to the cent: the close then needs a comment. */
export function countedDiffers(lines: readonly DayCloseLineInput[]): boolean {
  return lines.some((line) => line.counted !== null && toCents(line.counted) !== toCents(line.recorded));
}
