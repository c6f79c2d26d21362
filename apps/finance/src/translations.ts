export const translations = {
  fr: { titles: { statistics: 'Statistiques Financières' } },
  en: { titles: { statistics: 'Financial statistics' } },
  ar: { titles: { statistics: 'الإحصائيات المالية' } },
};
