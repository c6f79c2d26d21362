/**
 * The insurer invoices' server messages beyond the spec's (closing, undoing a payment), in the three
 * languages, merged into the catalogue of `messages.ts`.
 */
export const INSURER_INVOICE_MESSAGES_FR = {
  'invoice.lastNotClosedNumber': "La dernière facture n'est pas encore clôturée : clôturez la facture N° {num} avant d'en créer une nouvelle",
  'invoice.alreadyClosed': 'La facture N° {num} est déjà clôturée',
  'invoice.notPayed': "La facture N° {num} n'est pas payée : il n'y a pas de paiement à annuler",
  'invoice.reasonRequired': "Indiquez la raison de l'annulation du paiement",
  'invoice.reasonTooLong': 'La raison tient en 500 caractères au plus',
  'invoice.unpayClosed':
    'Le paiement de cette facture est compté dans la caisse clôturée du {day} : il ne peut plus être annulé. Enregistrez la correction dans une caisse ouverte.',
} as const;
