/** The texts of the "Factures" tab, merged into the patients namespace. */
export const invoicesTranslations = {
  fr: {
    invoices: {
      toInvoice: 'À facturer',
      toInvoiceCaption: 'Lignes de devis à facturer',
      nothingToInvoice: 'Aucune ligne de devis à facturer',
      create: 'Créer la facture',
      listCaption: 'Factures du patient',
      none: 'Aucune facture',
      printTitle: 'Facture n° {{number}}',
      view: 'Voir',
      total: 'Total',
      deleteTitle: 'Supprimer la facture',
      deleteQuestion: 'Supprimer la facture n° {{number}} ?',
    },
  },
  en: {
    invoices: {
      toInvoice: 'To invoice',
      toInvoiceCaption: 'Quote lines to invoice',
      nothingToInvoice: 'No quote line left to invoice',
      create: 'Create the invoice',
      listCaption: "The patient's invoices",
      none: 'No invoice',
      printTitle: 'Invoice no. {{number}}',
      view: 'View',
      total: 'Total',
      deleteTitle: 'Delete the invoice',
      deleteQuestion: 'Delete invoice no. {{number}}?',
    },
  },
  ar: {
    invoices: {
      toInvoice: 'للفوترة',
      toInvoiceCaption: 'أسطر عروض الأسعار المراد فوترتها',
      nothingToInvoice: 'لا توجد أسطر عرض سعر للفوترة',
      create: 'إنشاء الفاتورة',
      listCaption: 'فواتير المريض',
      none: 'لا توجد فواتير',
      printTitle: 'الفاتورة رقم {{number}}',
      view: 'عرض',
      total: 'المجموع',
      deleteTitle: 'حذف الفاتورة',
      deleteQuestion: 'حذف الفاتورة رقم {{number}}؟',
    },
  },
};
