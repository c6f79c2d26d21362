// The Arabic of recall-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { RECALL_MESSAGES_FR } from './recall-messages';

export const RECALL_MESSAGES_AR: Record<keyof typeof RECALL_MESSAGES_FR, string> = {
  'recall.windowInvalid': 'مرشح غير صالح: هذا الشهر أو المتأخرون أو الكل',
  'recall.contactedInvalid': 'مرشح غير صالح: تم الاتصال بهم أو لم يتم أو الكل',
  'recall.notDue': 'هذا المريض ليس للتذكير',
  'patient.messageLanguageInvalid': 'لغة الرسائل غير صالحة: الفرنسية أو العربية',
  'messageText.reminderEmpty': 'نص تذكير الموعد ({language}) فارغ',
  'messageText.recallEmpty': 'نص تذكير الفحص ({language}) فارغ',
  'messageText.reminderTooLong': 'نص تذكير الموعد ({language}) يتجاوز {max} حرفا',
  'messageText.recallTooLong': 'نص تذكير الفحص ({language}) يتجاوز {max} حرفا',
  'messageText.reminderUnknownPlaceholder': 'نص تذكير الموعد ({language}) يحتوي على {placeholder} الذي لا تستطيع هذه الرسالة ملأه',
  'messageText.recallUnknownPlaceholder': 'نص تذكير الفحص ({language}) يحتوي على {placeholder} الذي لا تستطيع هذه الرسالة ملأه',
  'messageText.recallMonthsInvalid': 'مدة التذكير غير صالحة: عدد صحيح من الأشهر بين 1 و24',
  'messageText.clinicLanguageInvalid': 'لغة الرسائل غير صالحة: الفرنسية أو العربية',
};
