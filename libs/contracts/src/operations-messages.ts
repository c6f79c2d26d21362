/** The operations' server messages (backups), merged into the catalogue of `messages.ts`. */
export const OPERATIONS_MESSAGES_FR = {
  'backup.nameInvalid': 'Nom de sauvegarde invalide',
  'backup.notFound': 'Sauvegarde introuvable',
  'backup.failed': 'La sauvegarde a échoué : {reason}',
  'backup.readDevOnly': 'AFFICHER : les sauvegardes sont réservées aux développeurs',
} as const;
