/** Messages of what a person types in a field, merged into the catalogue of `messages.ts`. */
export const INPUT_MESSAGES_FR = {
  'common.amountUnreadable': 'Montant illisible : écrivez des chiffres, avec une virgule ou un point avant les centimes (ex. 12,50)',
  'user.fullNameInvalid': 'Le nom complet est un texte de 120 caractères au plus',
} as const;
