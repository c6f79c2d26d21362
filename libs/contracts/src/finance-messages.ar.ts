// The Arabic of finance-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { FINANCE_MESSAGES_FR } from './finance-messages';

export const FINANCE_MESSAGES_AR: Record<keyof typeof FINANCE_MESSAGES_FR, string> = {
  'statistics.dateInvalid': 'تاريخ مستحيل: تحقق من اليوم والشهر والسنة (لا يوجد 31/02 مثلا)',
  'statistics.fromRequired': 'أدخل أول يوم في الفترة',
  'statistics.toRequired': 'أدخل آخر يوم في الفترة',
  'statistics.rangeReversed': 'يجب أن يسبق أول يوم في الفترة آخرها',
  'statistics.rangeTooLong': 'الفترة طويلة جدا: عشر سنوات على الأكثر',
  'statistics.yearInvalid': 'سنة غير صالحة',
  'dayClose.dayInvalid': 'يوم غير صالح',
  'dayClose.future': 'لا يمكن إقفال يوم قبل أن يبدأ',
  'dayClose.countedRequired': 'أدخل المبلغ المعدود لكل طريقة دفع',
  'dayClose.countedInvalid': 'يجب أن يكون المبلغ المعدود صفرا أو مبلغا موجبا (رقمان عشريان على الأكثر)',
  'dayClose.methodInvalid': 'طريقة دفع غير معروفة',
  'dayClose.nothingToClose': 'لا توجد دفعات للإقفال يوم {day}: كلها في إقفال سابق',
  'dayClose.commentRequired': 'المبلغ المعدود يختلف عن المبلغ المسجل: اشرح الفرق في التعليق',
  'dayClose.commentTooLong': 'التعليق طويل جدا: 1000 حرف على الأكثر',
  'dayClose.reasonRequired': 'أدخل سبب إعادة الفتح',
  'dayClose.reasonTooLong': 'السبب طويل جدا: 1000 حرف على الأكثر',
  'dayClose.alreadyReopened': 'الإقفال {number} ليوم {day} أعيد فتحه من قبل',
  'payment.dayClosed': 'صندوق يوم {day} مقفل: سجّل الدفعة بتاريخ اليوم، أو أعد فتح إقفال يوم {day} (الإحصاءات المالية) لإضافتها إليه.',
  'payment.sessionClosed': 'هذه الدفعة جزء من الإقفال {number} ليوم {day}: لم يعد ممكنا تعديلها أو حذفها. أعد فتح هذا الإقفال، أو سجّل التصحيح كدفعة جديدة بتاريخ اليوم.',
};
