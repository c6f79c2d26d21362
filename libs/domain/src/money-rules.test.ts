import { describe, expect, it } from '@jest/globals';
import { amountProblem, decimalPlaces, fitsMoneyColumn, isMoneyDayTooLate, latestMoneyDay } from './index';

describe('decimalPlaces', () => {
  it('reads the decimals of the shortest decimal form', () => {
    expect(decimalPlaces(134217741.23)).toBe(2);
    expect(decimalPlaces(0.1)).toBe(1);
    expect(decimalPlaces(1500)).toBe(0);
    expect(decimalPlaces(-250.5)).toBe(1);
    expect(decimalPlaces(1.005)).toBe(3);
  });

  it('reads exponent forms', () => {
    expect(decimalPlaces(5e-324)).toBe(324);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(1.2345e21)).toBe(0);
  });

  it('has no decimal form for NaN and the infinities', () => {
    expect(decimalPlaces(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
    expect(decimalPlaces(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('amountProblem', () => {
  it('accepts whole cents up to the largest amount the database keeps', () => {
    for (const amount of [0, 0.01, 134217741.23, 1234567.8, 9_999_999_999.99]) expect(amountProblem(amount)).toBeNull();
  });

  it('refuses more than two decimals, negatives, and numbers that are not finite', () => {
    for (const amount of [5e-324, 0.001, 1.005, -0.01, Number.NaN, Number.POSITIVE_INFINITY]) expect(amountProblem(amount)).toBe('invalid');
  });

  it('needs more than 0.00 where the amount must be positive', () => {
    expect(amountProblem(0, { positive: true })).toBe('invalid');
    expect(amountProblem(-0, { positive: true })).toBe('invalid');
    expect(amountProblem(5e-324, { positive: true })).toBe('invalid');
    expect(amountProblem(0.01, { positive: true })).toBeNull();
  });

  it('says "too large" above 9,999,999,999.99, exponent forms included', () => {
    expect(amountProblem(10_000_000_000)).toBe('tooLarge');
    expect(amountProblem(32_000_000_000)).toBe('tooLarge');
    expect(amountProblem(1e21)).toBe('tooLarge');
    expect(amountProblem(1e308)).toBe('tooLarge');
  });
});

describe('fitsMoneyColumn', () => {
  it('bounds sums on both sides (a balance may be negative)', () => {
    expect(fitsMoneyColumn(9_999_999_999.99)).toBe(true);
    expect(fitsMoneyColumn(-9_999_999_999.99)).toBe(true);
    expect(fitsMoneyColumn(10_000_000_000)).toBe(false);
    expect(fitsMoneyColumn(-10_000_000_000)).toBe(false);
    expect(fitsMoneyColumn(Number.NaN)).toBe(false);
  });
});

describe('the day of a money record', () => {
  const now = new Date(2026, 11, 31, 23, 30);

  it('may be any past day, today or tomorrow', () => {
    expect(latestMoneyDay(now)).toBe('2027-01-01');
    for (const day of ['1999-05-01', '2026-12-30', '2026-12-31', '2027-01-01']) expect(isMoneyDayTooLate(day, now)).toBe(false);
  });

  it('is refused further ahead (2062 typed for 2026)', () => {
    for (const day of ['2027-01-02', '2062-12-31']) expect(isMoneyDayTooLate(day, now)).toBe(true);
  });

  it('counts the leeway in calendar days, across the end of a month', () => {
    expect(latestMoneyDay(new Date(2026, 1, 28, 8))).toBe('2026-03-01');
  });
});
