/**
 * The laboratories' and implants' server messages (lab payments, accounts, cases, implants) in the
 * three languages, merged into the catalogue of `messages.ts`. The payment messages are the spec's
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

type LabWorkKey = keyof typeof LAB_WORK_MESSAGES_FR;

export const LAB_WORK_MESSAGES_EN: Record<LabWorkKey, string> = {
  'labPayment.labRequired': 'Laboratory required',
  'labPayment.doctorRequired': 'Doctor required',
  'labPayment.amountRequired': 'Amount required',
  'labPayment.amountInvalid': 'The amount must be a positive number (two decimals at most)',
  'labPayment.accountTooLarge': "The doctor's account with this laboratory would be above the largest amount accepted ({max})",
  'labPayment.dateInvalid': 'Valid date required',
  'labCase.alreadyFinished': 'This case is already finished',
  'implant.alreadyFinished': 'This implant is already finished',
  'laboratory.hasCases': 'This laboratory has patient cases and cannot be deleted',
  'laboratory.hasPayments': 'This laboratory has payments and cannot be deleted',
};

export const LAB_WORK_MESSAGES_AR: Record<LabWorkKey, string> = {
  'labPayment.labRequired': 'المختبر مطلوب',
  'labPayment.doctorRequired': 'الطبيب مطلوب',
  'labPayment.amountRequired': 'المبلغ مطلوب',
  'labPayment.amountInvalid': 'يجب أن يكون المبلغ عددا موجبا (رقمان عشريان على الأكثر)',
  'labPayment.accountTooLarge': 'حساب الطبيب لدى هذا المختبر سيتجاوز أكبر مبلغ مقبول ({max})',
  'labPayment.dateInvalid': 'أدخل تاريخا صالحا',
  'labCase.alreadyFinished': 'هذه الحالة منتهية بالفعل',
  'implant.alreadyFinished': 'هذا الزرع منتهٍ بالفعل',
  'laboratory.hasCases': 'لهذا المختبر حالات مرضى ولا يمكن حذفه',
  'laboratory.hasPayments': 'لهذا المختبر مدفوعات ولا يمكن حذفه',
};
