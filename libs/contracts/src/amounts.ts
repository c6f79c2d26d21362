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

/**
 * Arabic-Indic (U+0660…U+0669) and Persian (U+06F0…U+06F9) digits as the digits they are, the
 * Arabic decimal separator (U+066B) as a point, the minus sign (U+2212) as a hyphen; direction
 * marks a paste may carry (U+200E, U+200F, U+061C) go. Nothing else changes.
 */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u2212/g, '-')
    .replace(/[\u200e\u200f\u061c]/g, '');
}

/** An amount as a person types it: digits, then at most one decimal point or comma and digits (a minus is read, to be refused as such). */
const TYPED_AMOUNT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Why an amount typed in a field cannot be kept: `unreadable` when it is not written as an amount
 * at all ("1e3", "0x10", "12ab", "1.2.3"), else the money rule's `invalid` (negative, 0 where it
 * must be above it, a third decimal) or `tooLarge`.
 */
export type TypedAmountProblem = AmountProblem | 'unreadable';

/** The text as digits, a point and maybe a minus, or null when it is not written as an amount. */
function amountText(text: string): string | null {
  const typed = westernDigits(text).trim();
  return TYPED_AMOUNT.test(typed) ? typed.replace(',', '.') : null;
}

/**
 * What is wrong with an amount typed in a field, by the money rule: `unreadable` for what is not
 * written as an amount, `invalid` for a negative one (or 0 where it must be positive, or a third
 * decimal), `tooLarge` above MAX_AMOUNT; null when it is right or empty (whether one is required is
 * the form's rule). A decimal comma reads as a point, Arabic-Indic and Persian digits as digits.
 */
export function typedAmountProblem(text: string, rule: AmountRule = {}): TypedAmountProblem | null {
  if (text.trim() === '') return null;
  const typed = amountText(text);
  if (typed === null) return 'unreadable';
  return amountProblem(Number(typed), rule);
}

/**
 * A typed amount as a number, read as `typedAmountProblem` reads it ("12,5" is 12.5, "١٢٣" is 123,
 * "-5" is -5 for the server to refuse as negative); undefined when nothing is typed, NaN for what
 * is unreadable, which no amount schema takes.
 */
export function typedAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const typed = amountText(text);
  return typed === null ? Number.NaN : Number(typed);
}
