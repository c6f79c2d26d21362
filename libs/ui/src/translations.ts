/** The texts of libs/ui's own components: the "ui" namespace, in the three languages. */
export const UI_NAMESPACE = 'ui';

export const uiTranslations = {
  fr: {
    print: 'Imprimer',
    clinicLogo: 'Logo de {{clinic}}',
    noResult: 'Aucun résultat',
  },
  en: {
    print: 'Print',
    clinicLogo: '{{clinic}} logo',
    noResult: 'No result',
  },
  ar: {
    print: 'طباعة',
    clinicLogo: 'شعار {{clinic}}',
    noResult: 'لا توجد نتيجة',
  },
};
