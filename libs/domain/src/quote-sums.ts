import { fromCents, toCents } from './money';

/** What a quote line is made of for its sum: the unit price, the per-line discount and how many teeth or areas it covers. */
export interface QuoteLineFigures {
  /** Unit price in MRU. */
  price: number;
  /** Taken off the unit price, in MRU; 0 or absent for none. */
  discount?: number | null;
  /** Number of teeth or gum areas. */
  teeth: number;
}

/** Line total (spec part 2 §9): unit price × teeth, or (unit price − discount) × teeth with a discount; exact to the cent. */
export function quoteLineTotal(line: QuoteLineFigures): number {
  const unit = toCents(line.price) - toCents(line.discount ?? 0);
  return fromCents(unit * line.teeth);
}

/** Whether a reduction is a percent the quote can take: a number from 0 to 100, to the hundredth of a point. */
export function isReductionPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * total × percent / 100 to the cent. Rounding rule: half up on whole cents (the percent is taken in
 * hundredths of a point, so 12.5 % of 0.01 MRU is 0.00 and 50 % of 0.01 MRU is 0.01).
 */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return fromCents(Math.round((toCents(amount) * basisPoints) / 10_000));
}

export interface QuoteSums {
  /** Σ line totals. */
  total: number;
  /** The reduction in MRU: total × reduce / 100, rounded half up to the cent. */
  reduction: number;
  /** total − reduction: what the patient is asked to pay. */
  remainder: number;
}

/** A quote's total, reduction and remainder (spec part 2 §9), every figure exact to the cent. */
export function quoteSums(lines: readonly QuoteLineFigures[], reducePercent: number): QuoteSums {
  const totalCents = lines.reduce((sum, line) => sum + toCents(quoteLineTotal(line)), 0);
  const total = fromCents(totalCents);
  const reduction = percentOf(total, reducePercent);
  return { total, reduction, remainder: fromCents(totalCents - toCents(reduction)) };
}

/** An invoice's total: the sum of the totals of the quote lines it bills. */
export function invoiceTotal(lines: readonly QuoteLineFigures[]): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(quoteLineTotal(line)), 0));
}

/** A laboratory consumption's total (spec part 2 §9): lab price × number of teeth. */
export function labConsumptionTotal(price: number, teeth: number): number {
  return fromCents(toCents(price) * teeth);
}

/** Σ of laboratory consumption totals. */
export function labConsumptionsTotal(lines: readonly { price: number; teeth: number }[]): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(labConsumptionTotal(line.price, line.teeth)), 0));
}
