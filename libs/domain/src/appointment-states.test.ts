import { DEFAULT_SESSION_SETTINGS, DEFAULT_WORKING_DAYS } from './appointment-slots';
import { canMoveTo, freesSlot, isPastSlot, minutesWaiting, nextFreeSlots, nextStates, type DoctorSchedule } from './appointment-states';

// 2026-11-23 is a Monday; the 27th a Friday (no morning by default); the 29th a Sunday (closed).
const MONDAY = '2026-11-23';

describe('nextStates', () => {
  it('offers arrival only on the day, a no-show from the day on and a cancellation before it passes', () => {
    expect(nextStates('booked', MONDAY, MONDAY)).toEqual(['confirmed', 'arrived', 'noShow', 'cancelled']);
    expect(nextStates('booked', '2026-11-24', MONDAY)).toEqual(['confirmed', 'cancelled']);
    expect(nextStates('booked', '2026-11-20', MONDAY)).toEqual(['done', 'noShow']);
    expect(nextStates('confirmed', MONDAY, MONDAY)).toEqual(['arrived', 'noShow', 'cancelled']);
  });

  it('moves an arrived patient to the chair and a patient in the chair to done, and ends there', () => {
    expect(nextStates('arrived', MONDAY, MONDAY)).toEqual(['inChair', 'done']);
    expect(nextStates('inChair', MONDAY, MONDAY)).toEqual(['done']);
    for (const state of ['done', 'noShow', 'cancelled'] as const) expect(nextStates(state, MONDAY, MONDAY)).toEqual([]);
  });

  it('refuses a done appointment becoming a no-show, and a future one marked absent', () => {
    expect(canMoveTo('done', 'noShow', MONDAY, MONDAY)).toBe(false);
    expect(canMoveTo('booked', 'noShow', '2026-11-30', MONDAY)).toBe(false);
    expect(canMoveTo('booked', 'booked', MONDAY, MONDAY)).toBe(false);
    expect(canMoveTo('arrived', 'inChair', MONDAY, MONDAY)).toBe(true);
  });

  it('frees the slot of a no-show or a cancellation only', () => {
    expect(['booked', 'confirmed', 'arrived', 'inChair', 'done', 'noShow', 'cancelled'].filter((s) => freesSlot(s as never))).toEqual(['noShow', 'cancelled']);
  });
});

describe('minutesWaiting and isPastSlot', () => {
  it('counts whole minutes, never below zero', () => {
    expect(minutesWaiting(new Date(2026, 10, 23, 9, 0, 0), new Date(2026, 10, 23, 9, 14, 59))).toBe(14);
    expect(minutesWaiting(new Date(2026, 10, 23, 9, 1), new Date(2026, 10, 23, 9, 0))).toBe(0);
  });

  it('calls a slot that has begun past, and every slot of an earlier day', () => {
    expect(isPastSlot(MONDAY, '10:00', MONDAY, '10:00')).toBe(true);
    expect(isPastSlot(MONDAY, '10:30', MONDAY, '10:00')).toBe(false);
    expect(isPastSlot('2026-11-22', '20:30', MONDAY, '08:00')).toBe(true);
    expect(isPastSlot('2026-11-24', '09:00', MONDAY, '23:59')).toBe(false);
  });
});

describe('nextFreeSlots', () => {
  const schedule = (doctor: string, taken: string[] = []): DoctorSchedule => ({
    doctor,
    sessions: DEFAULT_SESSION_SETTINGS,
    days: DEFAULT_WORKING_DAYS,
    taken: new Set(taken),
  });

  it('starts after now and skips taken slots', () => {
    const slots = nextFreeSlots([schedule('1', [`${MONDAY} 10:30`])], MONDAY, '10:05', 3);
    expect(slots.map((s) => `${s.date} ${s.time} ${s.numSeance} ${s.partOfTime}`)).toEqual([`${MONDAY} 11:00 5 matin`, `${MONDAY} 11:30 6 matin`, `${MONDAY} 12:00 7 matin`]);
  });

  it('skips the days and sessions the doctor does not work', () => {
    // Saturday 21:00 has passed: Sunday is closed, so Monday morning comes next.
    expect(nextFreeSlots([schedule('1')], '2026-11-28', '21:00', 1)).toEqual([{ doctor: '1', date: '2026-11-30', time: '09:00', numSeance: 1, partOfTime: 'matin' }]);
    // Friday has no morning session.
    expect(nextFreeSlots([schedule('1')], '2026-11-27', '08:00', 1)[0]).toMatchObject({ date: '2026-11-27', time: '16:00', partOfTime: 'soir' });
  });

  it('orders several doctors by time, then by doctor', () => {
    const slots = nextFreeSlots([schedule('12', [`${MONDAY} 09:00`]), schedule('3')], MONDAY, '07:00', 3);
    expect(slots.map((s) => `${s.doctor} ${s.time}`)).toEqual(['3 09:00', '3 09:30', '12 09:30']);
  });

  it('answers nothing when no day is worked in the horizon', () => {
    expect(nextFreeSlots([{ ...schedule('1'), days: [] }], MONDAY, '07:00', 5)).toEqual([]);
  });
});
