/** The texts of the Traitements tab, added to the module's namespace when the tab loads. */
export const treatmentsTranslations = {
  fr: {
    treatments: {
      caption: 'Traitements de {{year}}',
      treatment: 'Traitement',
      nbs: 'NBS',
      percentage: 'Pourcentage',
      acts: 'Actes',
      amount: 'Montant',
      total: 'Total',
      none: 'Aucun traitement cette année',
    },
  },
  en: {
    treatments: {
      caption: 'Treatments of {{year}}',
      treatment: 'Treatment',
      nbs: 'NBS',
      percentage: 'Percentage',
      acts: 'Acts',
      amount: 'Amount',
      total: 'Total',
      none: 'No treatment this year',
    },
  },
  ar: {
    treatments: {
      caption: 'علاجات سنة {{year}}',
      treatment: 'العلاج',
      nbs: 'عدد الأسنان',
      percentage: 'النسبة',
      acts: 'الأعمال',
      amount: 'المبلغ',
      total: 'المجموع',
      none: 'لا توجد علاجات هذه السنة',
    },
  },
};
