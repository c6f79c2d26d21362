// The Arabic of desk-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { DESK_MESSAGES_FR } from './desk-messages';
import { APPOINTMENT_REASON_MAX_LENGTH as REASON_MAX, FREE_SLOTS_MAX as SLOTS_MAX } from './limits';

export const DESK_MESSAGES_AR: Record<keyof typeof DESK_MESSAGES_FR, string> = {
  'appointment.stateInvalid': 'حالة غير صالحة: مؤكد، وصل، على الكرسي، منتهٍ، غائب أو ملغى',
  'appointment.stateNotAllowed': 'لا يمكن لهذا الموعد أن ينتقل من «{from}» إلى «{to}»',
  'appointment.reasonTooLong': `السبب يتجاوز ${REASON_MAX} حرفا`,
  'appointment.undoNotAllowed': 'لا يوجد تغيير لهذا اليوم يمكن التراجع عنه في هذا الموعد',
  'appointment.slotTaken': 'تم حجز هذا الموعد بموعد آخر',
  'common.phoneInvalid': 'لا يمكن أن يحتوي الهاتف إلا على أرقام ومسافات، مع علامة + في البداية',
  'auth.userInactive': 'هذا الحساب معطل: اتصل بالمسؤول',
  'user.cannotDeactivateSelf': 'لا يمكنك تعطيل حسابك',
  'appointment.freeSlotsInvalid': `طلب غير صالح: يوم البداية (YYYY-MM-DD) ومن 1 إلى ${SLOTS_MAX} مواعيد`,
};
