// The Arabic of insurer-invoice-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { INSURER_INVOICE_MESSAGES_FR } from './insurer-invoice-messages';

export const INSURER_INVOICE_MESSAGES_AR: Record<keyof typeof INSURER_INVOICE_MESSAGES_FR, string> = {
  'invoice.lastNotClosedNumber': 'الفاتورة الأخيرة لم تغلق بعد: أغلق الفاتورة رقم {num} قبل إنشاء فاتورة جديدة',
  'invoice.alreadyClosed': 'الفاتورة رقم {num} مغلقة مسبقا',
  'invoice.notPayed': 'الفاتورة رقم {num} غير مدفوعة: لا يوجد دفع لإلغائه',
  'invoice.reasonRequired': 'اذكر سبب إلغاء الدفع',
  'invoice.reasonTooLong': 'السبب لا يتجاوز 500 حرف',
  'invoice.unpayClosed': 'دفع هذه الفاتورة محسوب في الصندوق المقفل يوم {day}: لم يعد ممكنا إلغاؤه. سجّل التصحيح في صندوق مفتوح.',
};
