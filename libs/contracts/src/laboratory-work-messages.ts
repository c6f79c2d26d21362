/**
 * The laboratories' and implants' server messages (lab payments, accounts, cases, implants) in
 * French (English and Arabic: its .en.ts and .ar.ts), merged into the catalogue of `messages.ts`. The payment messages are the spec's
 * "laboratory: name, doctor and amount required" family (spec part 2 §5).
 */
export const LAB_WORK_MESSAGES_FR = {
  'labPayment.labRequired': 'Le laboratoire est obligatoire',
  'labPayment.doctorRequired': 'Le médecin est obligatoire',
  'labPayment.amountRequired': 'Le montant est obligatoire',
  'labPayment.amountInvalid': 'Le montant doit être un nombre positif (deux décimales au plus)',
  'labPayment.accountTooLarge': 'Le compte du médecin avec ce laboratoire dépasserait le montant le plus élevé accepté ({max})',
  'labPayment.dateInvalid': 'Donnez une date valide',
  'labCase.alreadyFinished': 'Ce cas est déjà terminé',
  'implant.alreadyFinished': 'Cet implant est déjà terminé',
  'laboratory.hasCases': 'Ce laboratoire a des cas de patients, il ne peut pas être supprimé',
  'laboratory.hasPayments': 'Ce laboratoire a des paiements, il ne peut pas être supprimé',
} as const;
