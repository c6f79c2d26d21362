/**
 * The financial statistics' and day close's server messages in the three languages, merged into the
 * catalogue of `messages.ts`.
 */
export const FINANCE_MESSAGES_FR = {
  'statistics.dateInvalid': 'Date impossible : vérifiez le jour, le mois et l’année (par exemple, il n’y a pas de 31/02)',
  'statistics.fromRequired': 'Donnez le premier jour de la période',
  'statistics.toRequired': 'Donnez le dernier jour de la période',
  'statistics.rangeReversed': 'Le premier jour de la période doit précéder le dernier',
  'statistics.rangeTooLong': 'Période trop longue : dix ans au plus',
  'statistics.yearInvalid': 'Année invalide',
  'dayClose.dayInvalid': 'Jour invalide',
  'dayClose.future': 'Une journée ne se clôture qu’une fois commencée',
  'dayClose.countedRequired': 'Donnez le montant compté pour chaque mode de paiement',
  'dayClose.countedInvalid': 'Le montant compté doit être un montant positif ou nul (deux décimales au plus)',
  'dayClose.methodInvalid': 'Mode de paiement inconnu',
  'dayClose.nothingToClose': 'Aucun paiement à clôturer le {day} : tous sont déjà dans une clôture',
  'dayClose.commentRequired': 'Le montant compté diffère du montant enregistré : expliquez l’écart dans le commentaire',
  'dayClose.commentTooLong': 'Commentaire trop long : 1 000 caractères au plus',
  'dayClose.reasonRequired': 'Donnez la raison de la réouverture',
  'dayClose.reasonTooLong': 'Raison trop longue : 1 000 caractères au plus',
  'dayClose.alreadyReopened': 'La clôture {number} du {day} est déjà rouverte',
  'payment.dayClosed': 'La caisse du {day} est clôturée : enregistrez le paiement à la date d’aujourd’hui, ou rouvrez la clôture du {day} (Statistiques financières) pour l’y ajouter.',
  'payment.sessionClosed': 'Ce paiement fait partie de la clôture {number} du {day} : il ne peut plus être modifié ni supprimé. Rouvrez cette clôture, ou enregistrez la correction comme un nouveau paiement daté d’aujourd’hui.',
} as const;

type FinanceKey = keyof typeof FINANCE_MESSAGES_FR;

export const FINANCE_MESSAGES_EN: Record<FinanceKey, string> = {
  'statistics.dateInvalid': 'Impossible date: check the day, month and year (there is no 31/02, for instance)',
  'statistics.fromRequired': 'Give the first day of the period',
  'statistics.toRequired': 'Give the last day of the period',
  'statistics.rangeReversed': 'The first day of the period must come before the last',
  'statistics.rangeTooLong': 'Period too long: ten years at most',
  'statistics.yearInvalid': 'Invalid year',
  'dayClose.dayInvalid': 'Invalid day',
  'dayClose.future': 'A day can only be closed once it has begun',
  'dayClose.countedRequired': 'Give the counted amount for each payment method',
  'dayClose.countedInvalid': 'The counted amount must be zero or a positive amount (two decimals at most)',
  'dayClose.methodInvalid': 'Unknown payment method',
  'dayClose.nothingToClose': 'No payment to close on {day}: all are already in a close',
  'dayClose.commentRequired': 'The counted amount differs from the recorded one: explain the difference in the comment',
  'dayClose.commentTooLong': 'Comment too long: 1,000 characters at most',
  'dayClose.reasonRequired': 'Give the reason for reopening',
  'dayClose.reasonTooLong': 'Reason too long: 1,000 characters at most',
  'dayClose.alreadyReopened': 'Close {number} of {day} is already reopened',
  'payment.dayClosed': 'The cash register of {day} is closed: record the payment dated today, or reopen the close of {day} (Financial statistics) to add it there.',
  'payment.sessionClosed': 'This payment belongs to close {number} of {day}: it can no longer be changed or deleted. Reopen that close, or record the correction as a new payment dated today.',
};

export const FINANCE_MESSAGES_AR: Record<FinanceKey, string> = {
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
