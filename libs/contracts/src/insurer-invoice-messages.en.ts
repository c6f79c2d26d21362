// The English of insurer-invoice-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { INSURER_INVOICE_MESSAGES_FR } from './insurer-invoice-messages';

export const INSURER_INVOICE_MESSAGES_EN: Record<keyof typeof INSURER_INVOICE_MESSAGES_FR, string> = {
  'invoice.lastNotClosedNumber': 'The last invoice is not yet closed: close invoice No. {num} before creating a new one',
  'invoice.alreadyClosed': 'Invoice No. {num} is already closed',
  'invoice.notPayed': 'Invoice No. {num} is not paid: there is no payment to undo',
  'invoice.reasonRequired': 'Give the reason for undoing the payment',
  'invoice.reasonTooLong': 'The reason fits in 500 characters at most',
  'invoice.unpayClosed': "This invoice's payment is counted in the cash session closed on {day}: it can no longer be undone. Record the correction in an open session.",
};
