// The English of finance-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { FINANCE_MESSAGES_FR } from './finance-messages';

export const FINANCE_MESSAGES_EN: Record<keyof typeof FINANCE_MESSAGES_FR, string> = {
  'statistics.dateInvalid': 'Impossible date: check the day, month and year (there is no 31/02, for instance)',
  'statistics.fromRequired': 'Give the first day of the period',
  'statistics.toRequired': 'Give the last day of the period',
  'statistics.rangeReversed': 'The first day of the period must come before the last',
  'statistics.rangeTooLong': 'Period too long: ten years at most',
  'statistics.yearInvalid': 'Invalid year',
  'dayClose.dayInvalid': 'Invalid day',
  'dayClose.future': 'A day can only be closed once it has begun',
  'dayClose.countedRequired': 'Give the counted amount for each payment method',
  'dayClose.countedInvalid': 'The counted amount must be zero or a positive amount (two decimals at most)',
  'dayClose.methodInvalid': 'Unknown payment method',
  'dayClose.nothingToClose': 'No payment to close on {day}: all are already in a close',
  'dayClose.commentRequired': 'The counted amount differs from the recorded one: explain the difference in the comment',
  'dayClose.commentTooLong': 'Comment too long: 1,000 characters at most',
  'dayClose.reasonRequired': 'Give the reason for reopening',
  'dayClose.reasonTooLong': 'Reason too long: 1,000 characters at most',
  'dayClose.alreadyReopened': 'Close {number} of {day} is already reopened',
  'payment.dayClosed': 'The cash register of {day} is closed: record the payment dated today, or reopen the close of {day} (Financial statistics) to add it there.',
  'payment.sessionClosed': 'This payment belongs to close {number} of {day}: it can no longer be changed or deleted. Reopen that close, or record the correction as a new payment dated today.',
};
