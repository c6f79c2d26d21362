// The Arabic of operations-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { OPERATIONS_MESSAGES_FR } from './operations-messages';

export const OPERATIONS_MESSAGES_AR: Record<keyof typeof OPERATIONS_MESSAGES_FR, string> = {
  'backup.nameInvalid': 'اسم النسخة الاحتياطية غير صالح',
  'backup.notFound': 'النسخة الاحتياطية غير موجودة',
  'backup.failed': 'فشل النسخ الاحتياطي: {reason}',
  'backup.readDevOnly': 'AFFICHER: النسخ الاحتياطية مخصصة للمطورين',
};
