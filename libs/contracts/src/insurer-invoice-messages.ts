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

type InsurerInvoiceKey = keyof typeof INSURER_INVOICE_MESSAGES_FR;

export const INSURER_INVOICE_MESSAGES_EN: Record<InsurerInvoiceKey, string> = {
  'invoice.lastNotClosedNumber': 'The last invoice is not yet closed: close invoice No. {num} before creating a new one',
  'invoice.alreadyClosed': 'Invoice No. {num} is already closed',
  'invoice.notPayed': 'Invoice No. {num} is not paid: there is no payment to undo',
  'invoice.reasonRequired': 'Give the reason for undoing the payment',
  'invoice.reasonTooLong': 'The reason fits in 500 characters at most',
  'invoice.unpayClosed': "This invoice's payment is counted in the cash session closed on {day}: it can no longer be undone. Record the correction in an open session.",
};

export const INSURER_INVOICE_MESSAGES_AR: Record<InsurerInvoiceKey, string> = {
  'invoice.lastNotClosedNumber': 'الفاتورة الأخيرة لم تغلق بعد: أغلق الفاتورة رقم {num} قبل إنشاء فاتورة جديدة',
  'invoice.alreadyClosed': 'الفاتورة رقم {num} مغلقة مسبقا',
  'invoice.notPayed': 'الفاتورة رقم {num} غير مدفوعة: لا يوجد دفع لإلغائه',
  'invoice.reasonRequired': 'اذكر سبب إلغاء الدفع',
  'invoice.reasonTooLong': 'السبب لا يتجاوز 500 حرف',
  'invoice.unpayClosed': 'دفع هذه الفاتورة محسوب في الصندوق المقفل يوم {day}: لم يعد ممكنا إلغاؤه. سجّل التصحيح في صندوق مفتوح.',
};
