import type { AppointmentState, PatientAnswerKind } from '@dental/contracts';
import { minutesOf } from './appointment-slots';

/**
 * The patient's answer to a reminder through its personal link (issue 38). The patient may answer,
 * and change the answer, until the appointment starts; the page shows the appointment until it
 * ends; after that the link is dead. An answer moves the appointment: a confirmation confirms it, a
 * cancellation cancels it (the slot is freed), a request for another time leaves the slot to the
 * desk, who calls the patient back.
 */

/** Longest message of a request for another time. */
export const PATIENT_MESSAGE_MAX = 300;

/** Where the appointment of `day` at `time`, lasting `minutes`, stands at `today` `nowTime` (local, YYYY-MM-DD and HH:MM). */
export type ReplyPhase = 'open' | 'started' | 'ended';

export function replyPhase(day: string, time: string, minutes: number, today: string, nowTime: string): ReplyPhase {
  if (day !== today) return day > today ? 'open' : 'ended';
  const now = minutesOf(nowTime);
  const start = minutesOf(time);
  if (now < start) return 'open';
  return now < start + minutes ? 'started' : 'ended';
}

/** The first word of a name: all the page may say of who the patient is. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The state an answer leaves the appointment in, or null when the desk's state no longer lets the patient answer. */
export function stateAfterAnswer(answer: PatientAnswerKind, state: AppointmentState, previous: PatientAnswerKind | null): AppointmentState | null {
  const cancelledByPatient = state === 'cancelled' && previous === 'cancelled';
  if (!(state === 'booked' || state === 'confirmed' || cancelledByPatient)) return null;
  switch (answer) {
    case 'confirmed':
      return 'confirmed';
    case 'cancelled':
      return 'cancelled';
    case 'otherTime':
      // A confirmation the patient takes back is no longer one; a freed slot stays free.
      if (state === 'confirmed' && previous === 'confirmed') return 'booked';
      return state;
  }
}

/** Whether the patient is still to be called back: a cancellation or a request for another time the desk has not handled. */
export function isToCallBack(answer: { answer: PatientAnswerKind; handledAt: string | null } | null): boolean {
  return answer !== null && answer.answer !== 'confirmed' && answer.handledAt === null;
}
