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

/** An amount as a person types it: digits, then at most one decimal point or comma and digits. */
const TYPED_AMOUNT = /^\d+(?:[.,]\d+)?$/;

/**
 * What is wrong with an amount typed in a field, by the money rule: `invalid` for what is not
 * written as a plain amount ("1e3", "0x10", "-5", "12ab", three decimals), `tooLarge` above
 * MAX_AMOUNT; null when it is right or empty (whether one is required is the form's rule).
 */
export function typedAmountProblem(text: string, rule: AmountRule = {}): AmountProblem | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!TYPED_AMOUNT.test(typed)) return 'invalid';
  return amountProblem(Number(typed.replace(',', '.')), rule);
}

/**
 * A typed amount as a number (a decimal comma read as a point); undefined when nothing is typed,
 * NaN for what `typedAmountProblem` calls invalid, which no amount schema takes.
 */
export function typedAmount(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return TYPED_AMOUNT.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
}
