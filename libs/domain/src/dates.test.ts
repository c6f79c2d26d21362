import { isDay, localDay } from './dates';

describe('localDay', () => {
  it('gives the local calendar day, padded', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

describe('isDay', () => {
  it('accepts real days in YYYY-MM-DD form only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-05', '05/01/2026', '', '2026-01-05T00:00']) expect(isDay(text)).toBe(false);
  });
});
