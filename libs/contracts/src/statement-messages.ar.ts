// The Arabic of statement-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { STATEMENT_MESSAGES_FR } from './statement-messages';

export const STATEMENT_MESSAGES_AR: Record<keyof typeof STATEMENT_MESSAGES_FR, string> = {
  'statement.fromInvalid': 'تاريخ «من» مستحيل: أدخل يومًا موجودًا (YYYY-MM-DD، لا يوجد 31/02)',
  'statement.toInvalid': 'تاريخ «إلى» مستحيل: أدخل يومًا موجودًا (YYYY-MM-DD، لا يوجد 31/02)',
  'statement.rangeReversed': 'يجب أن يسبق تاريخ «من» تاريخ «إلى»',
};
