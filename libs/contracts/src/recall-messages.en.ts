// The English of recall-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { RECALL_MESSAGES_FR } from './recall-messages';

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
