import type { NamespaceResources } from '@dental/i18n';

/** The chart's texts, a namespace of their own so that the chart stays out of the shell's first load. */
export const toothChartTranslations: NamespaceResources = {
  fr: {
    chart: 'Schéma dentaire',
    permanent: 'Dents permanentes',
    child: 'Dents de lait',
    gum: 'Zones de gencive',
    upper: 'Mâchoire supérieure',
    lower: 'Mâchoire inférieure',
    tooth: 'Dent {{num}}',
    areas: { URQ: 'Quadrant supérieur droit', ULQ: 'Quadrant supérieur gauche', LLQ: 'Quadrant inférieur gauche', LRQ: 'Quadrant inférieur droit', L: 'Mâchoire inférieure', U: 'Mâchoire supérieure' },
  },
  en: {
    chart: 'Tooth chart',
    permanent: 'Permanent teeth',
    child: 'Child teeth',
    gum: 'Gum areas',
    upper: 'Upper jaw',
    lower: 'Lower jaw',
    tooth: 'Tooth {{num}}',
    areas: { URQ: 'Upper right quadrant', ULQ: 'Upper left quadrant', LLQ: 'Lower left quadrant', LRQ: 'Lower right quadrant', L: 'Lower jaw', U: 'Upper jaw' },
  },
  ar: {
    chart: 'مخطط الأسنان',
    permanent: 'الأسنان الدائمة',
    child: 'الأسنان اللبنية',
    gum: 'مناطق اللثة',
    upper: 'الفك العلوي',
    lower: 'الفك السفلي',
    tooth: 'السن {{num}}',
    areas: { URQ: 'الربع العلوي الأيمن', ULQ: 'الربع العلوي الأيسر', LLQ: 'الربع السفلي الأيسر', LRQ: 'الربع السفلي الأيمن', L: 'الفك السفلي', U: 'الفك العلوي' },
  },
};
