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
