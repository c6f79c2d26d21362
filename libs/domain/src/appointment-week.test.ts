import { addDays, dayOfWeekWithOrder, dayOrderOf, daysBetween, nextWorkingDay, shiftWeek, weekOf } from './appointment-week';

const weekdayIn = (language: string, day: string) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

describe('weekOf', () => {
  it('runs from the Sunday to the Saturday holding the day', () => {
    expect(weekOf('2026-11-25')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
    expect(weekOf('2026-11-22')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
    expect(weekOf('2026-11-28')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
  });

  it('crosses months, years and leap days', () => {
    expect(weekOf('2027-01-01')).toEqual({ startDate: '2026-12-27', endDate: '2027-01-02' });
    expect(weekOf('2028-02-29')).toEqual({ startDate: '2028-02-27', endDate: '2028-03-04' });
  });

  it('is not moved by a daylight-saving change inside the week', () => {
    expect(weekOf('2026-03-31')).toEqual({ startDate: '2026-03-29', endDate: '2026-04-04' });
    expect(weekOf('2026-10-28')).toEqual({ startDate: '2026-10-25', endDate: '2026-10-31' });
  });

  it.each([
    ['fr', 'dimanche', 'samedi'],
    ['en', 'Sunday', 'Saturday'],
    ['ar', 'الأحد', 'السبت'],
  ])('starts on Sunday and ends on Saturday in %s, whose calendars start weeks elsewhere', (language, sunday, saturday) => {
    for (const day of ['2026-11-23', '2026-11-27', '2026-11-28', '2027-06-06']) {
      const { startDate, endDate } = weekOf(day);
      expect(weekdayIn(language, startDate)).toBe(sunday);
      expect(weekdayIn(language, endDate)).toBe(saturday);
      expect(daysBetween(startDate, endDate)).toBe(7);
    }
  });
});

describe('shiftWeek', () => {
  it('moves by 7 days a step, either way', () => {
    expect(shiftWeek('2026-11-22', 1)).toEqual({ startDate: '2026-11-29', endDate: '2026-12-05' });
    expect(shiftWeek('2026-11-22', -1)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(shiftWeek('2026-12-27', 1)).toEqual({ startDate: '2027-01-03', endDate: '2027-01-09' });
  });
});

describe('day orders', () => {
  it('number Lundi 0 … Dimanche 6 and place each in its week', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-22'].map(dayOrderOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayOfWeekWithOrder('2026-11-22', 0)).toBe('2026-11-23');
    expect(dayOfWeekWithOrder('2026-11-22', 5)).toBe('2026-11-28');
    expect(dayOfWeekWithOrder('2026-11-22', 6)).toBe('2026-11-22');
  });

  it('adds days across a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('nextWorkingDay', () => {
  const MONDAY_TO_SATURDAY = [0, 1, 2, 3, 4, 5];
  it('skips a closed Sunday: Saturday opens on Monday', () => {
    expect(nextWorkingDay('2026-11-28', MONDAY_TO_SATURDAY)).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-29', MONDAY_TO_SATURDAY)).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-23', MONDAY_TO_SATURDAY)).toBe('2026-11-24');
  });
  it('answers tomorrow when no day is worked', () => {
    expect(nextWorkingDay('2026-11-28', [])).toBe('2026-11-29');
  });
});
