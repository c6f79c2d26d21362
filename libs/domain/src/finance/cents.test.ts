import { describe, expect, it } from '@jest/globals';
import { basisPointsOf, percentOfCents, sumCents } from './cents';

describe('finance cents', () => {
  it('adds amounts in whole cents', () => {
    expect(sumCents([0.1, 0.2])).toBe(30);
    expect(sumCents([999_999_999.99, 0.01])).toBe(100_000_000_000);
    expect(sumCents([])).toBe(0);
    expect(sumCents(Array.from({ length: 10_000 }, () => 0.01))).toBe(10_000);
  });

  it('takes percentages to the hundredth of a point, 0 to 100 only', () => {
    expect(basisPointsOf(33.33)).toBe(3333);
    expect(basisPointsOf(0)).toBe(0);
    expect(basisPointsOf(100)).toBe(10_000);
    expect(basisPointsOf(12.345)).toBe(1235);
    for (const bad of [-0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => basisPointsOf(bad)).toThrow(RangeError);
  });

  it('rounds a percentage of cents half up, away from zero for a negative amount', () => {
    expect(percentOfCents(1, 5000)).toBe(1);
    expect(percentOfCents(-1, 5000)).toBe(-1);
    expect(percentOfCents(1, 4999)).toBe(0);
    expect(percentOfCents(10_000, 3333)).toBe(3333);
    expect(percentOfCents(1, 3333)).toBe(0);
    expect(percentOfCents(0, 3333)).toBe(0);
    // 999 999 999.99 × 33.33 % = 333 299 999.996667 → 333 300 000.00
    expect(percentOfCents(99_999_999_999, 3333)).toBe(33_330_000_000);
  });

  it('stays exact where the product passes 2^53', () => {
    // 900 000 000 000 001 cents × 5 000 is about 4.5·10^18, far past 2^53.
    const cents = 900_000_000_000_001;
    expect(percentOfCents(cents, 5000)).toBe(450_000_000_000_001);
    expect(percentOfCents(cents, 10_000)).toBe(cents);
  });
});
