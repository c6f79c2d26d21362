// The English of input-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { INPUT_MESSAGES_FR } from './input-messages';

export const INPUT_MESSAGES_EN: Record<keyof typeof INPUT_MESSAGES_FR, string> = {
  'common.amountUnreadable': 'Unreadable amount: write digits, with a comma or a point before the cents (e.g. 12.50)',
  'user.fullNameInvalid': 'The full name is a text of at most 120 characters',
};
