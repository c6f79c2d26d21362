/**
 * Money in MRU is exact: amounts are handled as whole cents (1/100 ouguiya) and only turned back
 * into numbers for display and the wire. Binary floats never add up amounts.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  // toFixed first: 1.005 * 100 is 100.49999… in binary, which would round down.
  return Math.round(Number((amount * 100).toFixed(6)));
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Sum of amounts, exact to the cent. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
}

/**
 * The part an insurer covers: amount × percentCovered / 100 (spec part 1 §9), rounded half up to
 * the cent.
 */
export function coveredAmount(amount: number, percentCovered: number): number {
  if (percentCovered < 0 || percentCovered > 100) throw new RangeError(`Not a percentage: ${percentCovered}`);
  // percent to 1/100 of a point, so 33.33 % stays exact in integer arithmetic.
  const basisPoints = Math.round(percentCovered * 100);
  const cents = toCents(amount);
  return fromCents(Math.round((cents * basisPoints) / 10_000));
}
