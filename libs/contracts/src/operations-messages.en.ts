// The English of operations-messages.ts, loaded only for a user who reads it (message-languages.ts).
import type { OPERATIONS_MESSAGES_FR } from './operations-messages';

export const OPERATIONS_MESSAGES_EN: Record<keyof typeof OPERATIONS_MESSAGES_FR, string> = {
  'backup.nameInvalid': 'Invalid backup name',
  'backup.notFound': 'Backup not found',
  'backup.failed': 'The backup failed: {reason}',
  'backup.readDevOnly': 'AFFICHER: backups are for developers only',
};
