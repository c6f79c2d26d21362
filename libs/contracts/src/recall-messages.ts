/** The recall list's server messages, merged into the catalogue of `messages.ts`. */
export const RECALL_MESSAGES_FR = {
  'recall.windowInvalid': 'Filtre invalide : ce mois, en retard ou tous',
  'recall.contactedInvalid': 'Filtre invalide : contactés, non contactés ou tous',
  'recall.notDue': 'Ce patient n’est pas à rappeler',
} as const;

export const RECALL_MESSAGES_EN: Record<keyof typeof RECALL_MESSAGES_FR, string> = {
  'recall.windowInvalid': 'Invalid filter: this month, overdue or all',
  'recall.contactedInvalid': 'Invalid filter: contacted, not contacted or all',
  'recall.notDue': 'This patient is not due for a recall',
};

export const RECALL_MESSAGES_AR: Record<keyof typeof RECALL_MESSAGES_FR, string> = {
  'recall.windowInvalid': 'مرشح غير صالح: هذا الشهر أو المتأخرون أو الكل',
  'recall.contactedInvalid': 'مرشح غير صالح: تم الاتصال بهم أو لم يتم أو الكل',
  'recall.notDue': 'هذا المريض ليس للتذكير',
};
