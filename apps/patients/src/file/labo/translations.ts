export const laboTranslations = {
  fr: {
    labo: {
      caption: 'Travaux de laboratoire du patient',
      empty: 'Aucun travail de laboratoire',
      date: 'Date',
      laboratory: 'Laboratoire',
      treatment: 'Traitement',
      teeth: 'Dents',
      price: 'Prix labo',
      lineTotal: 'Total',
      total: 'Total',
    },
  },
  en: {
    labo: {
      caption: "The patient's lab work",
      empty: 'No lab work',
      date: 'Date',
      laboratory: 'Laboratory',
      treatment: 'Treatment',
      teeth: 'Teeth',
      price: 'Lab price',
      lineTotal: 'Total',
      total: 'Total',
    },
  },
  ar: {
    labo: {
      caption: 'أعمال المختبر للمريض',
      empty: 'لا توجد أعمال مختبر',
      date: 'التاريخ',
      laboratory: 'المختبر',
      treatment: 'العلاج',
      teeth: 'الأسنان',
      price: 'سعر المختبر',
      lineTotal: 'المجموع',
      total: 'المجموع',
    },
  },
};
