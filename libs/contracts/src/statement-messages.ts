/** The statement's server messages, merged into the catalogue of `messages.ts`. */
export const STATEMENT_MESSAGES_FR = {
  'statement.fromInvalid': 'Date « Du » impossible : donnez un jour qui existe (AAAA-MM-JJ, il n’y a pas de 31/02)',
  'statement.toInvalid': 'Date « Au » impossible : donnez un jour qui existe (AAAA-MM-JJ, il n’y a pas de 31/02)',
  'statement.rangeReversed': 'La date « Du » doit venir avant la date « Au »',
} as const;

export const STATEMENT_MESSAGES_EN: Record<keyof typeof STATEMENT_MESSAGES_FR, string> = {
  'statement.fromInvalid': 'Impossible "From" date: give a day that exists (YYYY-MM-DD, there is no 31/02)',
  'statement.toInvalid': 'Impossible "To" date: give a day that exists (YYYY-MM-DD, there is no 31/02)',
  'statement.rangeReversed': 'The "From" date must come before the "To" date',
};

export const STATEMENT_MESSAGES_AR: Record<keyof typeof STATEMENT_MESSAGES_FR, string> = {
  'statement.fromInvalid': 'تاريخ «من» مستحيل: أدخل يومًا موجودًا (YYYY-MM-DD، لا يوجد 31/02)',
  'statement.toInvalid': 'تاريخ «إلى» مستحيل: أدخل يومًا موجودًا (YYYY-MM-DD، لا يوجد 31/02)',
  'statement.rangeReversed': 'يجب أن يسبق تاريخ «من» تاريخ «إلى»',
};
