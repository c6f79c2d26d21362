import { fromCents, toCents } from '../money';
import { cashSessionLines, type CashMethod, type CashPayment, type CashSessionLine } from './day-close';

export interface TillPayment extends CashPayment {
  /** Held by a cash close (in force). */
  closed: boolean;
}

export interface TillFigures {
  /** The methods used, in the methods' order, with what they recorded and how many payments. */
  methods: Omit<CashSessionLine, 'counted'>[];
  total: number;
  /** The part a cash close already holds. */
  closed: number;
}

/** "Ma caisse du jour": one user's drawer payments of the day, by method, their total and the closed part, exact in cents. */
export function tillFigures(methods: readonly CashMethod[], payments: readonly TillPayment[]): TillFigures {
  const cents = (list: readonly TillPayment[]) => list.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  return {
    methods: cashSessionLines(methods, payments)
      .filter((line) => line.count > 0)
      .map(({ method, recorded, count }) => ({ method, recorded, count })),
    total: fromCents(cents(payments)),
    closed: fromCents(cents(payments.filter((payment) => payment.closed))),
  };
}
