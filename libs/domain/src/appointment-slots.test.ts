import { bookedSlot, DEFAULT_SESSION_SETTINGS, DEFAULT_WORKING_DAYS, sessionProblems, sessionsOverlap, slotsOf } from './appointment-slots';

describe('slotsOf', () => {
  it('gives start + index × length for each session, numbered from 1', () => {
    expect(slotsOf({ start: '09:00', time: 30, countSeance: 3 })).toEqual([
      { numSeance: 1, time: '09:00' },
      { numSeance: 2, time: '09:30' },
      { numSeance: 3, time: '10:00' },
    ]);
    expect(slotsOf({ start: '16:10', time: 25, countSeance: 4 }).map((slot) => slot.time)).toEqual(['16:10', '16:35', '17:00', '17:25']);
  });

  it('fills the default sessions of the opening hours exactly', () => {
    const [matin, soir] = DEFAULT_SESSION_SETTINGS;
    expect(slotsOf(matin).at(-1)).toEqual({ numSeance: 8, time: '12:30' });
    expect(slotsOf(soir).at(-1)).toEqual({ numSeance: 10, time: '20:30' });
    expect(DEFAULT_SESSION_SETTINGS.every((setting) => sessionProblems(setting).length === 0)).toBe(true);
  });

  it('works no Friday morning and no Sunday by default', () => {
    expect(DEFAULT_WORKING_DAYS.find((day) => day.order === 4)?.appointments).toEqual(['soir']);
    expect(DEFAULT_WORKING_DAYS.some((day) => day.order === 6)).toBe(false);
  });
});

describe('sessionProblems', () => {
  it('names what makes a setting impossible', () => {
    expect(sessionProblems({ start: '13:00', end: '09:00', time: 30, countSeance: 4 })).toEqual(['endBeforeStart']);
    expect(sessionProblems({ start: '09:00', end: '09:00', time: 30, countSeance: 4 })).toEqual(['endBeforeStart']);
    expect(sessionProblems({ start: '09:00', end: '11:00', time: 30, countSeance: 5 })).toEqual(['doesNotFit']);
    expect(sessionProblems({ start: '09:00', end: '11:00', time: 30, countSeance: 4 })).toEqual([]);
    expect(sessionProblems({ start: '9h', end: '25:00', time: 30, countSeance: 4 })).toEqual(['timeInvalid']);
    expect(sessionProblems({ start: '09:00', end: '11:00', time: 0, countSeance: 0 })).toEqual(['lengthInvalid', 'countInvalid']);
    expect(sessionProblems({ start: '09:00', end: '11:00', time: 2.5, countSeance: 1 })).toEqual(['lengthInvalid']);
  });

  it('keeps the evening after the morning', () => {
    expect(sessionsOverlap({ end: '13:00' }, { start: '16:00' })).toBe(false);
    expect(sessionsOverlap({ end: '13:00' }, { start: '13:00' })).toBe(false);
    expect(sessionsOverlap({ end: '14:00' }, { start: '13:30' })).toBe(true);
  });
});

describe('bookedSlot', () => {
  const matin = { start: '09:00', time: 30, countSeance: 8 };

  it('reads numSeance counted from 1 or from 0 as the same slot, stored from 1', () => {
    expect(bookedSlot(matin, '09:00', 1)).toEqual({ slot: { numSeance: 1, time: '09:00' } });
    expect(bookedSlot(matin, '09:00', 0)).toEqual({ slot: { numSeance: 1, time: '09:00' } });
    expect(bookedSlot(matin, '10:30', 4)).toEqual({ slot: { numSeance: 4, time: '10:30' } });
    expect(bookedSlot(matin, '10:30', 3)).toEqual({ slot: { numSeance: 4, time: '10:30' } });
    expect(bookedSlot(matin, '12:30', 8)).toEqual({ slot: { numSeance: 8, time: '12:30' } });
    expect(bookedSlot(matin, '12:30', 7)).toEqual({ slot: { numSeance: 8, time: '12:30' } });
  });

  it('refuses a time off the grid, outside the sessions, or a number that fits neither reading', () => {
    expect(bookedSlot(matin, '09:15', 1)).toEqual({ problem: 'offGrid' });
    expect(bookedSlot(matin, '08:30', 0)).toEqual({ problem: 'outsideSessions' });
    expect(bookedSlot(matin, '13:00', 9)).toEqual({ problem: 'outsideSessions' });
    expect(bookedSlot(matin, '10:30', 5)).toEqual({ problem: 'numberMismatch' });
    expect(bookedSlot(matin, '10:30', 2)).toEqual({ problem: 'numberMismatch' });
  });

  it('checks the time before the number: outside or off the grid whatever number comes with it', () => {
    expect(bookedSlot(matin, '12:45', 8)).toEqual({ problem: 'offGrid' });
    expect(bookedSlot(matin, '16:00', 1)).toEqual({ problem: 'outsideSessions' });
  });

  it('follows any grid: the evening of the defaults and a 25-minute session from 16:10', () => {
    const soir = DEFAULT_SESSION_SETTINGS[1];
    expect(bookedSlot(soir, '16:00', 0)).toEqual({ slot: { numSeance: 1, time: '16:00' } });
    expect(bookedSlot(soir, '20:30', 9)).toEqual({ slot: { numSeance: 10, time: '20:30' } });
    expect(bookedSlot(soir, '20:30', 10)).toEqual({ slot: { numSeance: 10, time: '20:30' } });
    expect(bookedSlot(soir, '21:00', 10)).toEqual({ problem: 'outsideSessions' });
    const odd = { start: '16:10', time: 25, countSeance: 4 };
    expect(bookedSlot(odd, '17:25', 3)).toEqual({ slot: { numSeance: 4, time: '17:25' } });
    expect(bookedSlot(odd, '17:30', 4)).toEqual({ problem: 'offGrid' });
    expect(bookedSlot(odd, '17:50', 4)).toEqual({ problem: 'outsideSessions' });
  });
});
