import { fromCents, toCents } from './money';
import { labConsumptionTotal } from './quote-sums';

/**
 * A doctor's account with a laboratory (spec part 2 §2, §9): what the doctor's work at the lab
 * cost — each consumption is price × number of teeth — minus what the doctor paid the lab. Exact
 * to the cent: every figure is added up in whole cents.
 */

export interface LabWorkFigures {
  /** The lab's price per tooth. */
  price: number;
  /** Number of teeth (or gum areas) of the consumption. */
  teeth: number;
}

export interface LabAccountFigures {
  consumed: number;
  paid: number;
  /** consumed − paid: what the doctor still owes (negative when paid in advance). */
  balance: number;
}

/** Σ payments, exact to the cent. */
export function labPaymentsTotal(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** The account from the doctor's consumptions at the lab and payments to it. */
export function labAccount(consumptions: readonly LabWorkFigures[], payments: readonly number[]): LabAccountFigures {
  const consumed = consumptions.reduce((sum, line) => sum + toCents(labConsumptionTotal(line.price, line.teeth)), 0);
  const paid = payments.reduce((sum, amount) => sum + toCents(amount), 0);
  return { consumed: fromCents(consumed), paid: fromCents(paid), balance: fromCents(consumed - paid) };
}

/** The account from totals already added up (e.g. by the database in numeric): the same rule, consumed − paid in cents. */
export function labAccountOfTotals(consumed: number, paid: number): LabAccountFigures {
  const consumedCents = toCents(consumed);
  const paidCents = toCents(paid);
  return { consumed: fromCents(consumedCents), paid: fromCents(paidCents), balance: fromCents(consumedCents - paidCents) };
}
