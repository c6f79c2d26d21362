import { fromCents, toCents } from '../money';

/**
 * Each total beside the previous period of the same length (spec part 2 §2; periods.ts says which
 * period that is). The difference is exact to the cent; the change is a percentage of the previous
 * total in hundredths of a point, rounded half away from zero, and null when the previous total is 0
 * (no percentage of nothing).
 */

export interface ComparedFigure {
  current: number;
  previous: number;
  /** current − previous, in MRU. */
  difference: number;
  /** (current − previous) / |previous| × 100, to two decimals; null when previous is 0. */
  change: number | null;
}

/** One total beside the previous period's. */
export function compared(current: number, previous: number): ComparedFigure {
  const currentCents = toCents(current);
  const previousCents = toCents(previous);
  const differenceCents = currentCents - previousCents;
  let change: number | null = null;
  if (previousCents !== 0) {
    const size = BigInt(Math.abs(differenceCents)) * 10_000n;
    const whole = BigInt(Math.abs(previousCents));
    // ⌊(2·size + whole) / (2·whole)⌋ rounds size / whole half up, in integers.
    const hundredths = Number((2n * size + whole) / (2n * whole));
    change = (differenceCents < 0 ? -hundredths : hundredths) / 100;
  }
  return { current: fromCents(currentCents), previous: fromCents(previousCents), difference: fromCents(differenceCents), change };
}

/** Several totals (e.g. the accounting figures) beside the previous period's, key by key. */
export function comparedFigures<K extends string>(current: Record<K, number>, previous: Record<K, number>, keys: readonly K[]): Record<K, ComparedFigure> {
  return Object.fromEntries(keys.map((key) => [key, compared(current[key], previous[key])])) as Record<K, ComparedFigure>;
}
