export const historyTranslations = {
  fr: {
    history: {
      title: 'Historique des mouvements',
      intro: 'Chaque écriture qui touche l’argent du patient : qui, quand, quoi, avant et après. Lecture seule.',
      empty: 'Aucun mouvement',
      when: 'Quand',
      who: 'Qui',
      what: 'Quoi',
      before: 'Avant',
      after: 'Après',
      entities: { payment: 'Paiement', quote: 'Devis', patientInvoice: 'Facture', sheet: 'Fiche', sheetLine: 'Ligne de fiche', labConsumption: 'Travail de laboratoire' },
      actions: { create: 'création', update: 'modification', delete: 'suppression', approve: 'validation' },
    },
  },
  en: {
    history: {
      title: 'Money history',
      intro: "Every write that moves the patient's money: who, when, what, before and after. Read only.",
      empty: 'No change',
      when: 'When',
      who: 'Who',
      what: 'What',
      before: 'Before',
      after: 'After',
      entities: { payment: 'Payment', quote: 'Quote', patientInvoice: 'Invoice', sheet: 'Sheet', sheetLine: 'Sheet line', labConsumption: 'Lab work' },
      actions: { create: 'created', update: 'changed', delete: 'deleted', approve: 'approved' },
    },
  },
  ar: {
    history: {
      title: 'سجل الحركات المالية',
      intro: 'كل عملية تمس أموال المريض: من، متى، ماذا، قبل وبعد. للقراءة فقط.',
      empty: 'لا توجد حركات',
      when: 'متى',
      who: 'من',
      what: 'ماذا',
      before: 'قبل',
      after: 'بعد',
      entities: { payment: 'دفعة', quote: 'عرض سعر', patientInvoice: 'فاتورة', sheet: 'بطاقة', sheetLine: 'سطر بطاقة', labConsumption: 'عمل مختبر' },
      actions: { create: 'إنشاء', update: 'تعديل', delete: 'حذف', approve: 'اعتماد' },
    },
  },
};
