import { describe, expect, it } from '@jest/globals';
import {
  daysOfPeriod,
  isInPeriod,
  isSingleDay,
  monthsOfPeriod,
  PERIOD_PRESETS,
  periodLength,
  presetPeriod,
  previousPeriod,
  rangePeriod,
  selectionPeriod,
  type PeriodPreset,
} from './periods';

describe('preset periods', () => {
  const today = '2026-03-04'; // a Wednesday

  it('gives today, yesterday, this week (Sunday to Saturday), this month, last month and this year', () => {
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today, unit: 'day' });
    expect(presetPeriod('yesterday', today)).toEqual({ from: '2026-03-03', to: '2026-03-03', unit: 'day' });
    expect(presetPeriod('thisWeek', today)).toEqual({ from: '2026-03-01', to: '2026-03-07', unit: 'week' });
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-31', unit: 'month' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28', unit: 'month' });
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-12-31', unit: 'year' });
  });

  it('crosses month and year ends', () => {
    expect(presetPeriod('yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31', unit: 'day' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31', unit: 'month' });
    expect(presetPeriod('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29', unit: 'month' });
    expect(presetPeriod('thisWeek', '2025-12-31')).toEqual({ from: '2025-12-28', to: '2026-01-03', unit: 'week' });
  });

  it('refuses an impossible today or preset', () => {
    expect(() => presetPeriod('today', '2026-02-31')).toThrow(RangeError);
    expect(() => presetPeriod('today', '2026-2-3')).toThrow(RangeError);
    expect(() => presetPeriod('nextYear' as PeriodPreset, '2026-02-03')).toThrow(RangeError);
    expect(PERIOD_PRESETS).toHaveLength(6);
  });
});

describe('free ranges and the day/month/year inputs', () => {
  it('takes a free range, both ends included', () => {
    expect(rangePeriod('2026-02-27', '2026-03-02')).toEqual({ from: '2026-02-27', to: '2026-03-02', unit: 'range' });
    expect(periodLength(rangePeriod('2026-02-27', '2026-03-02'))).toBe(4);
    expect(periodLength(rangePeriod('2026-02-27', '2026-02-27'))).toBe(1);
  });

  it('refuses an impossible day or a range running backwards', () => {
    expect(() => rangePeriod('2026-02-31', '2026-03-05')).toThrow(RangeError);
    expect(() => rangePeriod('2026-03-01', '2026-13-01')).toThrow(RangeError);
    expect(() => rangePeriod('2026-03-05', '2026-03-04')).toThrow(RangeError);
    expect(() => rangePeriod('0099-01-01', '2026-03-04')).toThrow(RangeError);
    expect(() => rangePeriod('', '2026-03-04')).toThrow(RangeError);
  });

  it('picks a day, a month or a year from the inputs', () => {
    expect(selectionPeriod({ year: 2024, month: 2, day: 29 })).toEqual({ from: '2024-02-29', to: '2024-02-29', unit: 'day' });
    expect(selectionPeriod({ year: 2024, month: 2 })).toEqual({ from: '2024-02-01', to: '2024-02-29', unit: 'month' });
    expect(selectionPeriod({ year: 2025, month: null, day: null })).toEqual({ from: '2025-01-01', to: '2025-12-31', unit: 'year' });
  });

  it('refuses 2026-02-31 and other impossible picks', () => {
    expect(() => selectionPeriod({ year: 2026, month: 2, day: 31 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 2025, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 2026, month: 4, day: 31 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 2026, month: 13 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 2026, month: 0 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 2026, day: 3 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 2026, month: 1, day: 1.5 })).toThrow(RangeError);
    expect(() => selectionPeriod({ year: 26 })).toThrow(RangeError);
  });
});

describe('the previous period of the same length', () => {
  it('is the previous day, week, month or year for a calendar unit', () => {
    expect(previousPeriod(presetPeriod('today', '2026-03-01'))).toEqual({ from: '2026-02-28', to: '2026-02-28', unit: 'day' });
    expect(previousPeriod(presetPeriod('thisWeek', '2026-01-02'))).toEqual({ from: '2025-12-21', to: '2025-12-27', unit: 'week' });
    expect(previousPeriod(presetPeriod('thisMonth', '2026-03-31'))).toEqual({ from: '2026-02-01', to: '2026-02-28', unit: 'month' });
    expect(previousPeriod(presetPeriod('thisMonth', '2026-01-10'))).toEqual({ from: '2025-12-01', to: '2025-12-31', unit: 'month' });
    expect(previousPeriod(presetPeriod('lastMonth', '2026-01-10'))).toEqual({ from: '2025-11-01', to: '2025-11-30', unit: 'month' });
    expect(previousPeriod(presetPeriod('thisYear', '2024-06-01'))).toEqual({ from: '2023-01-01', to: '2023-12-31', unit: 'year' });
  });

  it('is the same number of days just before a free range', () => {
    expect(previousPeriod(rangePeriod('2026-03-01', '2026-03-10'))).toEqual({ from: '2026-02-19', to: '2026-02-28', unit: 'range' });
    expect(previousPeriod(rangePeriod('2024-03-01', '2024-03-01'))).toEqual({ from: '2024-02-29', to: '2024-02-29', unit: 'range' });
    const range = rangePeriod('2025-12-15', '2026-01-20');
    expect(periodLength(previousPeriod(range))).toBe(periodLength(range));
  });

  it('refuses a period with an impossible day', () => {
    expect(() => previousPeriod({ from: '2026-02-31', to: '2026-03-01', unit: 'range' })).toThrow(RangeError);
  });
});

describe('days and months of a period', () => {
  it('tells whether a day falls in it, ends included', () => {
    const period = rangePeriod('2026-02-27', '2026-03-02');
    expect(['2026-02-26', '2026-02-27', '2026-03-02', '2026-03-03'].map((day) => isInPeriod(day, period))).toEqual([false, true, true, false]);
    expect(isSingleDay(period)).toBe(false);
    expect(isSingleDay(presetPeriod('today', '2026-02-27'))).toBe(true);
  });

  it('lists its days and months', () => {
    expect(daysOfPeriod(rangePeriod('2024-02-28', '2024-03-01'))).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysOfPeriod(presetPeriod('thisYear', '2024-05-05'))).toHaveLength(366);
    expect(monthsOfPeriod(rangePeriod('2025-11-30', '2026-02-01'))).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOfPeriod(presetPeriod('today', '2026-02-01'))).toEqual(['2026-02']);
  });
});
