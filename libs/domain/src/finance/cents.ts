import { toCents } from '../money';

/**
 * Integer-cent arithmetic shared by the finance figures. Every figure is added up in whole cents
 * (safe integers up to about 90 000 billion MRU); a percentage of an amount is multiplied in BigInt,
 * so even a sum of many 999 999 999.99 payments times 10 000 basis points stays exact.
 */

/** Σ amounts, in whole cents. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + toCents(amount), 0);
}

/**
 * A percentage from 0 to 100 in basis points (hundredths of a point): 33.33 % is 3 333. A
 * percentage finer than the hundredth of a point is taken to the nearest hundredth, as coveredAmount
 * does. Anything else (negative, above 100, not a number) is refused.
 */
export function basisPointsOf(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`Not a percentage: ${percent}`);
  return Math.round(percent * 100);
}

/**
 * cents × basisPoints / 10 000, rounded half up to the cent. "Half up" is on the size of the
 * amount (half away from zero): 50 % of 0.01 is 0.01 and 50 % of −0.01 is −0.01, so a loss is split
 * as the mirror image of the same gain.
 */
export function percentOfCents(cents: number, basisPoints: number): number {
  const negative = cents < 0;
  const product = BigInt(Math.abs(cents)) * BigInt(basisPoints);
  // ⌊(product + 5 000) / 10 000⌋ is the half-up rounding of product / 10 000 for product ≥ 0.
  const rounded = Number((product + 5_000n) / 10_000n);
  return negative ? -rounded : rounded;
}
