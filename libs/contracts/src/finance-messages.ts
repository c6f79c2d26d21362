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
  'dayClose.alreadyClosed': 'La journée du {day} est déjà clôturée',
  'payment.dayClosed': 'La journée du {day} est clôturée : ses paiements ne peuvent plus être ajoutés, modifiés ni supprimés. Enregistrez la correction comme un nouveau paiement daté d’aujourd’hui.',
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
  'dayClose.alreadyClosed': 'The day of {day} is already closed',
  'payment.dayClosed': 'The day of {day} is closed: its payments can no longer be added, changed or deleted. Record the correction as a new payment dated today.',
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
  'dayClose.alreadyClosed': 'يوم {day} مقفل من قبل',
  'payment.dayClosed': 'يوم {day} مقفل: لم يعد ممكنا إضافة مدفوعاته أو تعديلها أو حذفها. سجّل التصحيح كدفعة جديدة بتاريخ اليوم.',
};
