/** The recall list's server messages, merged into the catalogue of `messages.ts`. */
export const RECALL_MESSAGES_FR = {
  'recall.windowInvalid': 'Filtre invalide : ce mois, en retard ou tous',
  'recall.contactedInvalid': 'Filtre invalide : contactés, non contactés ou tous',
  'recall.notDue': 'Ce patient n’est pas à rappeler',
  'patient.messageLanguageInvalid': 'Langue des messages invalide : français ou arabe',
  'messageText.reminderEmpty': 'Le texte du rappel de rendez-vous ({language}) est vide',
  'messageText.recallEmpty': 'Le texte du rappel de contrôle ({language}) est vide',
  'messageText.reminderTooLong': 'Le texte du rappel de rendez-vous ({language}) dépasse {max} caractères',
  'messageText.recallTooLong': 'Le texte du rappel de contrôle ({language}) dépasse {max} caractères',
  'messageText.reminderUnknownPlaceholder': 'Le texte du rappel de rendez-vous ({language}) contient {placeholder}, que ce message ne sait pas remplir',
  'messageText.recallUnknownPlaceholder': 'Le texte du rappel de contrôle ({language}) contient {placeholder}, que ce message ne sait pas remplir',
  'messageText.recallMonthsInvalid': 'Délai de rappel invalide : un nombre entier de mois entre 1 et 24',
  'messageText.clinicLanguageInvalid': 'Langue des messages invalide : français ou arabe',
} as const;

export const RECALL_MESSAGES_EN: Record<keyof typeof RECALL_MESSAGES_FR, string> = {
  'recall.windowInvalid': 'Invalid filter: this month, overdue or all',
  'recall.contactedInvalid': 'Invalid filter: contacted, not contacted or all',
  'recall.notDue': 'This patient is not due for a recall',
  'patient.messageLanguageInvalid': 'Invalid message language: French or Arabic',
  'messageText.reminderEmpty': 'The appointment reminder text ({language}) is empty',
  'messageText.recallEmpty': 'The check-up recall text ({language}) is empty',
  'messageText.reminderTooLong': 'The appointment reminder text ({language}) is longer than {max} characters',
  'messageText.recallTooLong': 'The check-up recall text ({language}) is longer than {max} characters',
  'messageText.reminderUnknownPlaceholder': 'The appointment reminder text ({language}) holds {placeholder}, which this message cannot fill',
  'messageText.recallUnknownPlaceholder': 'The check-up recall text ({language}) holds {placeholder}, which this message cannot fill',
  'messageText.recallMonthsInvalid': 'Invalid recall delay: a whole number of months from 1 to 24',
  'messageText.clinicLanguageInvalid': 'Invalid message language: French or Arabic',
};

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
