import { describe, expect, it } from '@jest/globals';
import { firstNameOf, isToCallBack, replyPhase, stateAfterAnswer } from './patient-reply';

describe('replyPhase', () => {
  it('is open before the appointment starts, started during it, ended after it', () => {
    expect(replyPhase('2026-12-01', '09:30', 30, '2026-11-30', '23:59')).toBe('open');
    expect(replyPhase('2026-12-01', '09:30', 30, '2026-12-01', '09:29')).toBe('open');
    expect(replyPhase('2026-12-01', '09:30', 30, '2026-12-01', '09:30')).toBe('started');
    expect(replyPhase('2026-12-01', '09:30', 30, '2026-12-01', '09:59')).toBe('started');
    expect(replyPhase('2026-12-01', '09:30', 30, '2026-12-01', '10:00')).toBe('ended');
    expect(replyPhase('2026-12-01', '09:30', 30, '2026-12-02', '08:00')).toBe('ended');
  });
});

describe('stateAfterAnswer', () => {
  it('confirms and cancels a booked or confirmed appointment', () => {
    expect(stateAfterAnswer('confirmed', 'booked', null)).toBe('confirmed');
    expect(stateAfterAnswer('cancelled', 'booked', null)).toBe('cancelled');
    expect(stateAfterAnswer('cancelled', 'confirmed', 'confirmed')).toBe('cancelled');
  });

  it('takes back a patient’s own cancellation, but not the desk’s', () => {
    expect(stateAfterAnswer('confirmed', 'cancelled', 'cancelled')).toBe('confirmed');
    expect(stateAfterAnswer('confirmed', 'cancelled', null)).toBeNull();
    expect(stateAfterAnswer('confirmed', 'cancelled', 'otherTime')).toBeNull();
  });

  it('leaves the slot to the desk on a request for another time, undoing the patient’s confirmation', () => {
    expect(stateAfterAnswer('otherTime', 'booked', null)).toBe('booked');
    expect(stateAfterAnswer('otherTime', 'confirmed', 'confirmed')).toBe('booked');
    expect(stateAfterAnswer('otherTime', 'confirmed', null)).toBe('confirmed');
    expect(stateAfterAnswer('otherTime', 'cancelled', 'cancelled')).toBe('cancelled');
  });

  it('refuses once the patient arrived, was seen or missed it', () => {
    for (const state of ['arrived', 'inChair', 'done', 'noShow'] as const) expect(stateAfterAnswer('confirmed', state, null)).toBeNull();
  });
});

describe('firstNameOf and isToCallBack', () => {
  it('keeps the first word only', () => {
    expect(firstNameOf('  Mariem Mint Salem ')).toBe('Mariem');
  });

  it('lists cancellations and other times until handled', () => {
    expect(isToCallBack(null)).toBe(false);
    expect(isToCallBack({ answer: 'confirmed', handledAt: null })).toBe(false);
    expect(isToCallBack({ answer: 'otherTime', handledAt: null })).toBe(true);
    expect(isToCallBack({ answer: 'cancelled', handledAt: '2026-11-29T10:00:00Z' })).toBe(false);
  });
});
