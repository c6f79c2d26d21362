// The Arabic of input-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { INPUT_MESSAGES_FR } from './input-messages';

export const INPUT_MESSAGES_AR: Record<keyof typeof INPUT_MESSAGES_FR, string> = {
  'common.amountUnreadable': 'مبلغ غير مقروء: اكتب أرقاما، مع فاصلة أو نقطة قبل الكسور (مثال 12,50)',
  'user.fullNameInvalid': 'الاسم الكامل نص من 120 حرفا على الأكثر',
};
