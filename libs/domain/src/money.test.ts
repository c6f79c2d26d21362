import { coveredAmount, fromCents, sumAmounts, toCents } from './money';

describe('money', () => {
  it('adds amounts exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1999.99, 0.01, 1000])).toBe(3000);
    expect(sumAmounts([])).toBe(0);
  });

  it('converts to and from cents', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(1.005)).toBe(101);
    expect(fromCents(1234)).toBe(12.34);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('computes the covered amount as amount × percent / 100, to the cent', () => {
    expect(coveredAmount(1000, 80)).toBe(800);
    expect(coveredAmount(1500, 100)).toBe(1500);
    expect(coveredAmount(1500, 0)).toBe(0);
    expect(coveredAmount(100, 33.33)).toBe(33.33);
    expect(coveredAmount(999.99, 50)).toBe(500);
    expect(coveredAmount(0.01, 50)).toBe(0.01);
  });

  it('refuses a percentage outside 0–100', () => {
    expect(() => coveredAmount(100, 101)).toThrow(RangeError);
    expect(() => coveredAmount(100, -1)).toThrow(RangeError);
  });
});
