/** Messages of what a person types in a field, merged into the catalogue of `messages.ts`. */
export const INPUT_MESSAGES_FR = {
  'common.amountUnreadable': 'Montant illisible : écrivez des chiffres, avec une virgule ou un point avant les centimes (ex. 12,50)',
  'user.fullNameInvalid': 'Le nom complet est un texte de 120 caractères au plus',
} as const;

export const INPUT_MESSAGES_EN: Record<keyof typeof INPUT_MESSAGES_FR, string> = {
  'common.amountUnreadable': 'Unreadable amount: write digits, with a comma or a point before the cents (e.g. 12.50)',
  'user.fullNameInvalid': 'The full name is a text of at most 120 characters',
};

export const INPUT_MESSAGES_AR: Record<keyof typeof INPUT_MESSAGES_FR, string> = {
  'common.amountUnreadable': 'مبلغ غير مقروء: اكتب أرقاما، مع فاصلة أو نقطة قبل الكسور (مثال 12,50)',
  'user.fullNameInvalid': 'الاسم الكامل نص من 120 حرفا على الأكثر',
};
