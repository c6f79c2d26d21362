import { DEFAULT_SESSION_SETTINGS, DEFAULT_WORKING_DAYS } from './appointment-slots';
import { openingHoursOf, openingHoursText } from './opening-hours';

const morning = { partOfTime: 'matin' as const, start: '09:00', end: '12:00' };
const evening = { partOfTime: 'soir' as const, start: '14:00', end: '18:00' };
const weekdays = [0, 1, 2, 3, 4].map((order) => ({ order, appointments: ['matin', 'soir'] as const }));

describe('opening hours written from working days and sessions', () => {
  it('writes consecutive days with the same hours as one run, sessions in time order', () => {
    expect(openingHoursText(weekdays, [evening, morning], 'fr')).toBe('lun.–ven. 09:00–12:00, 14:00–18:00');
    expect(openingHoursText(weekdays, [evening, morning], 'ar')).toBe('من الإثنين إلى الجمعة من 09:00 إلى 12:00 ومن 14:00 إلى 18:00');
  });

  it('groups days by hours, a group placed by its first day, runs and single days listed together', () => {
    expect(openingHoursText(DEFAULT_WORKING_DAYS, DEFAULT_SESSION_SETTINGS, 'fr')).toBe('lun.–jeu., sam. 09:00–13:00, 16:00–21:00 ; ven. 16:00–21:00');
    expect(openingHoursText(DEFAULT_WORKING_DAYS, DEFAULT_SESSION_SETTINGS, 'ar')).toBe(
      'من الإثنين إلى الخميس، السبت من 09:00 إلى 13:00 ومن 16:00 إلى 21:00؛ الجمعة من 16:00 إلى 21:00',
    );
  });

  it('takes the days in any order, and leaves out a day without a session set', () => {
    const days = [
      { order: 6, appointments: ['matin'] as const },
      { order: 2, appointments: ['soir'] as const },
      { order: 0, appointments: ['soir'] as const },
      { order: 3, appointments: [] },
    ];
    expect(openingHoursText(days, [morning], 'fr')).toBe('dim. 09:00–12:00');
    expect(openingHoursText(days, [morning, evening], 'fr')).toBe('lun., mer. 14:00–18:00 ; dim. 09:00–12:00');
  });

  it('is empty without a working day or a session', () => {
    expect(openingHoursText([], [morning], 'fr')).toBe('');
    expect(openingHoursText(weekdays, [], 'ar')).toBe('');
  });
});

describe('the clinic’s opening hours first', () => {
  it('uses the clinic’s text when written, else the derived one', () => {
    const derived = jest.fn(() => 'lun. 09:00–12:00');
    expect(openingHoursOf(' 09:00-13:00 et 16:00-21:00 ', derived)).toBe('09:00-13:00 et 16:00-21:00');
    expect(derived).not.toHaveBeenCalled();
    expect(openingHoursOf('  ', derived)).toBe('lun. 09:00–12:00');
    expect(openingHoursOf(null, derived)).toBe('lun. 09:00–12:00');
  });
});
