import { describe, expect, it } from '@jest/globals';
import { largestRemainderHundredths, percentageText, treatmentStatistics } from './treatment-stats';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('largest remainder percentages', () => {
  it('adds up to exactly 100.00', () => {
    expect(largestRemainderHundredths([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(largestRemainderHundredths([2, 1])).toEqual([6667, 3333]);
    expect(largestRemainderHundredths([1, 1, 1, 1, 1, 1, 1])).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428]);
    expect(largestRemainderHundredths([5])).toEqual([10_000]);
    expect(largestRemainderHundredths([1, 0])).toEqual([10_000, 0]);
  });

  it('gives 0 to every row when there are no teeth', () => {
    expect(largestRemainderHundredths([0, 0])).toEqual([0, 0]);
    expect(largestRemainderHundredths([])).toEqual([]);
  });

  it('sums to 10 000 for many awkward weights', () => {
    for (let count = 1; count <= 60; count += 1) {
      const weights = Array.from({ length: count }, (_, index) => (index * 7919 + count) % 97);
      if (sum(weights) === 0) continue;
      const shares = largestRemainderHundredths(weights);
      expect(sum(shares)).toBe(10_000);
      // Never more than one hundredth away from the exact share.
      shares.forEach((share, index) => expect(Math.abs(share - (weights[index] * 10_000) / sum(weights))).toBeLessThan(1));
    }
  });

  it('refuses a weight that is not a whole number of teeth', () => {
    expect(() => largestRemainderHundredths([1.5, 2])).toThrow(RangeError);
    expect(() => largestRemainderHundredths([-1, 2])).toThrow(RangeError);
  });
});

describe('treatment statistics', () => {
  it('groups acts per treatment: NBS, acts, amount and percentage, by NBS descending', () => {
    const rows = treatmentStatistics([
      { treatment: 'Détartrage', teeth: 1, amount: 0.1 },
      { treatment: 'Couronne', teeth: 2, amount: 15_000 },
      { treatment: 'Détartrage', teeth: 1, amount: 0.2 },
      { treatment: 'Extraction', teeth: 1, amount: 999_999_999.99 },
      { treatment: 'Couronne', teeth: 1, amount: 7_500.5 },
    ]);
    expect(rows).toEqual([
      { treatment: 'Couronne', nbs: 3, acts: 2, amount: 22_500.5, percentage: 50, percentageHundredths: 5000 },
      { treatment: 'Détartrage', nbs: 2, acts: 2, amount: 0.3, percentage: 33.33, percentageHundredths: 3333 },
      { treatment: 'Extraction', nbs: 1, acts: 1, amount: 999_999_999.99, percentage: 16.67, percentageHundredths: 1667 },
    ]);
  });

  it('breaks NBS ties by acts, then amount, then name', () => {
    const rows = treatmentStatistics([
      { treatment: 'B', teeth: 2, amount: 10 },
      { treatment: 'A', teeth: 2, amount: 10 },
      { treatment: 'C', teeth: 1, amount: 5 },
      { treatment: 'C', teeth: 1, amount: 5 },
      { treatment: 'D', teeth: 2, amount: 20 },
    ]);
    expect(rows.map((row) => row.treatment)).toEqual(['C', 'D', 'A', 'B']);
    expect(sum(rows.map((row) => row.percentageHundredths))).toBe(10_000);
    expect(rows.map((row) => row.percentage)).toEqual([25, 25, 25, 25]);
  });

  it('gives three equal treatments 33.34, 33.33, 33.33 and writes two decimals', () => {
    const rows = treatmentStatistics(['X', 'Y', 'Z'].map((treatment) => ({ treatment, teeth: 4, amount: 1 })));
    expect(rows.map((row) => percentageText(row.percentageHundredths))).toEqual(['33.34', '33.33', '33.33']);
    expect(percentageText(10_000)).toBe('100.00');
    expect(percentageText(5)).toBe('0.05');
    expect(percentageText(0)).toBe('0.00');
  });

  it('keeps acts without teeth at 0.00 and is empty with no acts', () => {
    const rows = treatmentStatistics([
      { treatment: 'Consultation', teeth: 0, amount: 500 },
      { treatment: 'Obturation', teeth: 3, amount: 3_000 },
    ]);
    expect(rows.map((row) => [row.treatment, row.percentage])).toEqual([
      ['Obturation', 100],
      ['Consultation', 0],
    ]);
    expect(treatmentStatistics([])).toEqual([]);
    expect(() => treatmentStatistics([{ treatment: 'X', teeth: -1, amount: 0 }])).toThrow(RangeError);
  });

  it('adds thousands of small amounts exactly', () => {
    const rows = treatmentStatistics(Array.from({ length: 5_000 }, (_, index) => ({ treatment: index % 3 === 0 ? 'A' : 'B', teeth: 1, amount: 0.01 })));
    expect(rows.map((row) => [row.treatment, row.nbs, row.amount, row.percentage])).toEqual([
      ['B', 3333, 33.33, 66.66],
      ['A', 1667, 16.67, 33.34],
    ]);
  });
});
