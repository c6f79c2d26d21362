import { accountsTranslations } from './accounts/translations';
import { casesTranslations } from './cases/translations';
import { consumptionsTranslations } from './consumptions/translations';
import { implantsTranslations } from './implants/translations';
import { labTreatmentsTranslations } from './lab-treatments/translations';
import { laboratoryTranslations } from './laboratory/translations';
import { labsTranslations } from './labs/translations';
import { paymentsTranslations } from './payments/translations';

/** The module's own texts (its pages' titles); each page adds its screens' texts when it loads. */
export const titles = {
  fr: { laboratories: 'Laboratoires', laboratory: 'Laboratoire', implants: 'Implants' },
  en: { laboratories: 'Laboratories', laboratory: 'Laboratory', implants: 'Implants' },
  ar: { laboratories: 'المختبرات', laboratory: 'المختبر', implants: 'الزرعات' },
};

/** Every text of the module: the titles and each screen's. */
export const translations = {
  fr: { titles: titles.fr, ...labsTranslations.fr, ...labTreatmentsTranslations.fr, ...laboratoryTranslations.fr, ...casesTranslations.fr, ...paymentsTranslations.fr, ...consumptionsTranslations.fr, ...accountsTranslations.fr, ...implantsTranslations.fr },
  en: { titles: titles.en, ...labsTranslations.en, ...labTreatmentsTranslations.en, ...laboratoryTranslations.en, ...casesTranslations.en, ...paymentsTranslations.en, ...consumptionsTranslations.en, ...accountsTranslations.en, ...implantsTranslations.en },
  ar: { titles: titles.ar, ...labsTranslations.ar, ...labTreatmentsTranslations.ar, ...laboratoryTranslations.ar, ...casesTranslations.ar, ...paymentsTranslations.ar, ...consumptionsTranslations.ar, ...accountsTranslations.ar, ...implantsTranslations.ar },
};
