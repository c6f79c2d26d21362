import { describe, expect, it } from '@jest/globals';
import { dayActivity, opensInTheMorning } from './activity';

const start = new Date(Date.UTC(2023, 10, 1));
const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe("the demo cabinet's activity", () => {
  it('closes on Sunday, opens Friday afternoon only and is busiest on Saturday', () => {
    // 2025-11-02 is a Sunday.
    const week = ['02', '03', '04', '05', '06', '07', '08'].map((d) => dayActivity(day(`2025-11-${d}`), start));
    expect(week[0]).toBe(0);
    expect(week[5]).toBeLessThan(week[1]);
    expect(Math.max(...week)).toBe(week[6]);
    expect(opensInTheMorning(day('2025-11-07'))).toBe(false);
    expect(opensInTheMorning(day('2025-11-08'))).toBe(true);
  });

  it('slows down during Ramadan and picks up in the fortnight after Eid', () => {
    // Ramadan 1446 began on 1 March 2025 (a Saturday); compare the same weekday before, during and after.
    const before = dayActivity(day('2025-02-15'), start);
    const during = dayActivity(day('2025-03-15'), start);
    const after = dayActivity(day('2025-04-05'), start);
    expect(during).toBeLessThan(before * 0.8);
    expect(after).toBeGreaterThan(during * 1.5);
  });

  it('grows over the years', () => {
    expect(dayActivity(day('2026-11-03'), start)).toBeGreaterThan(dayActivity(day('2025-11-04'), start));
  });
});
