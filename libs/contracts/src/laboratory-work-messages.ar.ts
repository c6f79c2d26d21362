// The Arabic of laboratory-work-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { LAB_WORK_MESSAGES_FR } from './laboratory-work-messages';

export const LAB_WORK_MESSAGES_AR: Record<keyof typeof LAB_WORK_MESSAGES_FR, string> = {
  'labPayment.labRequired': 'المختبر مطلوب',
  'labPayment.doctorRequired': 'الطبيب مطلوب',
  'labPayment.amountRequired': 'المبلغ مطلوب',
  'labPayment.amountInvalid': 'يجب أن يكون المبلغ عددا موجبا (رقمان عشريان على الأكثر)',
  'labPayment.accountTooLarge': 'حساب الطبيب لدى هذا المختبر سيتجاوز أكبر مبلغ مقبول ({max})',
  'labPayment.dateInvalid': 'أدخل تاريخا صالحا',
  'labCase.alreadyFinished': 'هذه الحالة منتهية بالفعل',
  'implant.alreadyFinished': 'هذا الزرع منتهٍ بالفعل',
  'laboratory.hasCases': 'لهذا المختبر حالات مرضى ولا يمكن حذفه',
  'laboratory.hasPayments': 'لهذا المختبر مدفوعات ولا يمكن حذفه',
};
