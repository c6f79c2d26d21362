// The English of laboratory-work-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { LAB_WORK_MESSAGES_FR } from './laboratory-work-messages';

export const LAB_WORK_MESSAGES_EN: Record<keyof typeof LAB_WORK_MESSAGES_FR, string> = {
  'labPayment.labRequired': 'Laboratory required',
  'labPayment.doctorRequired': 'Doctor required',
  'labPayment.amountRequired': 'Amount required',
  'labPayment.amountInvalid': 'The amount must be a positive number (two decimals at most)',
  'labPayment.accountTooLarge': "The doctor's account with this laboratory would be above the largest amount accepted ({max})",
  'labPayment.dateInvalid': 'Valid date required',
  'labCase.alreadyFinished': 'This case is already finished',
  'implant.alreadyFinished': 'This implant is already finished',
  'laboratory.hasCases': 'This laboratory has patient cases and cannot be deleted',
  'laboratory.hasPayments': 'This laboratory has payments and cannot be deleted',
};
