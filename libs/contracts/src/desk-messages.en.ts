// The English of desk-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { DESK_MESSAGES_FR } from './desk-messages';
import { APPOINTMENT_REASON_MAX_LENGTH as REASON_MAX, FREE_SLOTS_MAX as SLOTS_MAX } from './limits';

export const DESK_MESSAGES_EN: Record<keyof typeof DESK_MESSAGES_FR, string> = {
  'appointment.stateInvalid': 'Invalid state: confirmed, arrived, in the chair, done, no-show or cancelled',
  'appointment.stateNotAllowed': 'This appointment cannot go from “{from}” to “{to}”',
  'appointment.reasonTooLong': `The reason is longer than ${REASON_MAX} characters`,
  'appointment.undoNotAllowed': 'This appointment has no change of today to undo',
  'appointment.slotTaken': 'This slot has been booked by another appointment',
  'common.phoneInvalid': 'The phone may only hold digits and spaces, with a + at the start',
  'auth.userInactive': 'This account is deactivated: ask the administrator',
  'user.cannotDeactivateSelf': 'You cannot deactivate your own account',
  'appointment.freeSlotsInvalid': `Invalid request: a start day (YYYY-MM-DD) and 1 to ${SLOTS_MAX} slots`,
};
