/** The statement's server messages, merged into the catalogue of `messages.ts`. */
export const STATEMENT_MESSAGES_FR = {
  'statement.fromInvalid': 'Date « Du » impossible : donnez un jour qui existe (AAAA-MM-JJ, il n’y a pas de 31/02)',
  'statement.toInvalid': 'Date « Au » impossible : donnez un jour qui existe (AAAA-MM-JJ, il n’y a pas de 31/02)',
  'statement.rangeReversed': 'La date « Du » doit venir avant la date « Au »',
} as const;
