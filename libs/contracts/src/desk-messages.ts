import { APPOINTMENT_REASON_MAX_LENGTH as REASON_MAX, FREE_SLOTS_MAX as SLOTS_MAX } from './limits';

/** The front desk's server messages (issue 36: appointment states, free slots), merged into `messages.ts`. */
export const DESK_MESSAGES_FR = {
  'appointment.stateInvalid': 'État invalide : confirmé, arrivé, au fauteuil, terminé, absent ou annulé',
  'appointment.stateNotAllowed': 'Ce rendez-vous ne peut pas passer de « {from} » à « {to} »',
  'appointment.reasonTooLong': `Le motif dépasse ${REASON_MAX} caractères`,
  'appointment.undoNotAllowed': 'Il n’y a pas de changement d’aujourd’hui à annuler sur ce rendez-vous',
  'appointment.slotTaken': 'Ce créneau a été repris par un autre rendez-vous',
  'common.phoneInvalid': 'Le téléphone ne peut contenir que des chiffres et des espaces, avec un + au début',
  'auth.userInactive': 'Ce compte est désactivé : adressez-vous à l’administrateur',
  'user.cannotDeactivateSelf': 'Vous ne pouvez pas désactiver votre propre compte',
  'appointment.freeSlotsInvalid': `Demande invalide : une date de départ (AAAA-MM-JJ) et de 1 à ${SLOTS_MAX} créneaux`,
} as const;

export const DESK_MESSAGES_EN: Record<keyof typeof DESK_MESSAGES_FR, string> = {
  'appointment.stateInvalid': 'Invalid state: confirmed, arrived, in the chair, done, no-show or cancelled',
  'appointment.stateNotAllowed': 'This appointment cannot go from “{from}” to “{to}”',
  'appointment.reasonTooLong': `The reason is longer than ${REASON_MAX} characters`,
  'appointment.undoNotAllowed': 'This appointment has no change of today to undo',
  'appointment.slotTaken': 'This slot has been booked by another appointment',
  'common.phoneInvalid': 'The phone may only hold digits and spaces, with a + at the start',
  'auth.userInactive': 'This account is deactivated: ask the administrator',
  'user.cannotDeactivateSelf': 'You cannot deactivate your own account',
  'appointment.freeSlotsInvalid': `Invalid request: a start day (YYYY-MM-DD) and 1 to ${SLOTS_MAX} slots`,
};

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
