/**
 * The financial statistics' and day close's server messages in French (English and Arabic: its
 * .en.ts and .ar.ts), merged into the catalogue of `messages.ts`.
 */
export const FINANCE_MESSAGES_FR = {
  'statistics.dateInvalid': 'Date impossible : vérifiez le jour, le mois et l’année (par exemple, il n’y a pas de 31/02)',
  'statistics.fromRequired': 'Donnez le premier jour de la période',
  'statistics.toRequired': 'Donnez le dernier jour de la période',
  'statistics.rangeReversed': 'Le premier jour de la période doit précéder le dernier',
  'statistics.rangeTooLong': 'Période trop longue : dix ans au plus',
  'statistics.yearInvalid': 'Année invalide',
  'dayClose.dayInvalid': 'Jour invalide',
  'dayClose.future': 'Une journée ne se clôture qu’une fois commencée',
  'dayClose.countedRequired': 'Donnez le montant compté pour chaque mode de paiement',
  'dayClose.countedInvalid': 'Le montant compté doit être un montant positif ou nul (deux décimales au plus)',
  'dayClose.methodInvalid': 'Mode de paiement inconnu',
  'dayClose.nothingToClose': 'Aucun paiement à clôturer le {day} : tous sont déjà dans une clôture',
  'dayClose.commentRequired': 'Le montant compté diffère du montant enregistré : expliquez l’écart dans le commentaire',
  'dayClose.commentTooLong': 'Commentaire trop long : 1 000 caractères au plus',
  'dayClose.reasonRequired': 'Donnez la raison de la réouverture',
  'dayClose.reasonTooLong': 'Raison trop longue : 1 000 caractères au plus',
  'dayClose.alreadyReopened': 'La clôture {number} du {day} est déjà rouverte',
  'payment.dayClosed': 'La caisse du {day} est clôturée : enregistrez le paiement à la date d’aujourd’hui, ou rouvrez la clôture du {day} (Statistiques financières) pour l’y ajouter.',
  'payment.sessionClosed': 'Ce paiement fait partie de la clôture {number} du {day} : il ne peut plus être modifié ni supprimé. Rouvrez cette clôture, ou enregistrez la correction comme un nouveau paiement daté d’aujourd’hui.',
} as const;
