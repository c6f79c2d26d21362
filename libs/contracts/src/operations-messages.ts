/** The operations' server messages (backups), merged into the catalogue of `messages.ts`. */
export const OPERATIONS_MESSAGES_FR = {
  'backup.nameInvalid': 'Nom de sauvegarde invalide',
  'backup.notFound': 'Sauvegarde introuvable',
  'backup.failed': 'La sauvegarde a échoué : {reason}',
  'backup.readDevOnly': 'AFFICHER : les sauvegardes sont réservées aux développeurs',
} as const;

export const OPERATIONS_MESSAGES_EN: Record<keyof typeof OPERATIONS_MESSAGES_FR, string> = {
  'backup.nameInvalid': 'Invalid backup name',
  'backup.notFound': 'Backup not found',
  'backup.failed': 'The backup failed: {reason}',
  'backup.readDevOnly': 'AFFICHER: backups are for developers only',
};

export const OPERATIONS_MESSAGES_AR: Record<keyof typeof OPERATIONS_MESSAGES_FR, string> = {
  'backup.nameInvalid': 'اسم النسخة الاحتياطية غير صالح',
  'backup.notFound': 'النسخة الاحتياطية غير موجودة',
  'backup.failed': 'فشل النسخ الاحتياطي: {reason}',
  'backup.readDevOnly': 'AFFICHER: النسخ الاحتياطية مخصصة للمطورين',
};
