// The English of statement-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { STATEMENT_MESSAGES_FR } from './statement-messages';

export const STATEMENT_MESSAGES_EN: Record<keyof typeof STATEMENT_MESSAGES_FR, string> = {
  'statement.fromInvalid': 'Impossible "From" date: give a day that exists (YYYY-MM-DD, there is no 31/02)',
  'statement.toInvalid': 'Impossible "To" date: give a day that exists (YYYY-MM-DD, there is no 31/02)',
  'statement.rangeReversed': 'The "From" date must come before the "To" date',
};
