import { periodParams, readPeriod, readYear } from './period-query';

const read = (search: string) => readPeriod(new URLSearchParams(search), '2026-03-05');

test('no parameter is today; a preset is relative to today', () => {
  expect(read('').period).toEqual({ from: '2026-03-05', to: '2026-03-05', unit: 'day' });
  expect(read('preset=lastMonth').period).toEqual({ from: '2026-02-01', to: '2026-02-28', unit: 'month' });
  expect(read('preset=nonsense').choice).toEqual({ kind: 'preset', preset: 'today' });
});

test('the day, month and year inputs pick a day, a month or a year; 31/02 and month 13 are impossible', () => {
  expect(read('year=2025&month=2&day=3').period).toEqual({ from: '2025-02-03', to: '2025-02-03', unit: 'day' });
  expect(read('year=2025&month=2').period).toEqual({ from: '2025-02-01', to: '2025-02-28', unit: 'month' });
  expect(read('year=2024').period).toEqual({ from: '2024-01-01', to: '2024-12-31', unit: 'year' });
  expect(read('year=2026&month=2&day=31').period).toBeNull();
  expect(read('year=2026&month=13').period).toBeNull();
  expect(read('year=2026&day=4').period).toBeNull();
  expect(read('year=2026&month=x').period).toBeNull();
});

test('a free range, refused backwards', () => {
  expect(read('from=2026-01-10&to=2026-02-09').period).toEqual({ from: '2026-01-10', to: '2026-02-09', unit: 'range' });
  expect(read('from=2026-02-10&to=2026-02-09').period).toBeNull();
});

test('writes a choice back as parameters, and reads the same choice again', () => {
  for (const choice of [
    { kind: 'preset', preset: 'thisWeek' },
    { kind: 'selection', year: '2025', month: '12', day: '31' },
    { kind: 'selection', year: '2025', month: '', day: '' },
    { kind: 'range', from: '2026-01-01', to: '2026-01-31' },
  ] as const) {
    expect(readPeriod(new URLSearchParams(periodParams(choice)), '2026-03-05').choice).toEqual(choice);
  }
  expect(periodParams({ kind: 'preset', preset: 'today' })).toEqual({});
});

test('the treatments’ year: the address’s, else this year', () => {
  expect(readYear(new URLSearchParams('year=2024'), '2026-03-05')).toBe(2024);
  expect(readYear(new URLSearchParams('year=abc'), '2026-03-05')).toBe(2026);
});
