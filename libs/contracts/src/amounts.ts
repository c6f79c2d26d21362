import { MAX_AMOUNT } from './limits';

/**
 * The one money rule (spec part 2 §9): an amount in MRU has at most two decimals, is not negative
 * (above 0.00 where it must be positive), and fits the database's numeric(12, 2) columns.
 */

const DECIMAL_FORM = /^-?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Digits after the decimal point in the shortest decimal form of `value` (what `String` writes),
 * exponent forms included: 5e-324 has 324, 1e21 none; Infinity for NaN and the infinities.
 * Read from the decimal form, not from `value * 100`, whose binary error refuses 134217741.23.
 */
export function decimalPlaces(value: number): number {
  const match = DECIMAL_FORM.exec(String(value));
  if (!match) return Number.POSITIVE_INFINITY;
  const fractionDigits = match[2]?.length ?? 0;
  const exponent = Number(match[3] ?? 0);
  return Math.max(0, fractionDigits - exponent);
}

/** Why an amount cannot be kept: not a number of whole cents (or below its floor), or above MAX_AMOUNT. */
export type AmountProblem = 'invalid' | 'tooLarge';

export interface AmountRule {
  /** Above 0.00 (a payment); otherwise 0 is allowed (a price). */
  positive?: boolean;
}

export function amountProblem(value: number, rule: AmountRule = {}): AmountProblem | null {
  if (!Number.isFinite(value) || decimalPlaces(value) > 2) return 'invalid';
  // With two decimals at most, anything above 0 is at least 0.01 once in cents.
  if (rule.positive ? !(value > 0) : value < 0) return 'invalid';
  if (value > MAX_AMOUNT) return 'tooLarge';
  return null;
}

/** Whether a computed sum (a total, a balance, an account; possibly negative) fits the database. */
export function fitsMoneyColumn(sum: number): boolean {
  return Number.isFinite(sum) && Math.abs(sum) <= MAX_AMOUNT;
}
