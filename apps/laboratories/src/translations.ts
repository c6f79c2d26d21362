import { labTreatmentsTranslations } from './lab-treatments/translations';
import { labsTranslations } from './labs/translations';

const titles = {
  fr: { laboratories: 'Laboratoires', laboratory: 'Laboratoire', implants: 'Implants' },
  en: { laboratories: 'Laboratories', laboratory: 'Laboratory', implants: 'Implants' },
  ar: { laboratories: 'المختبرات', laboratory: 'المختبر', implants: 'الزرعات' },
};

export const translations = {
  fr: { titles: titles.fr, ...labsTranslations.fr, ...labTreatmentsTranslations.fr },
  en: { titles: titles.en, ...labsTranslations.en, ...labTreatmentsTranslations.en },
  ar: { titles: titles.ar, ...labsTranslations.ar, ...labTreatmentsTranslations.ar },
};
