import type { NamespaceResources } from '@dental/i18n';
import { actionsTranslations } from './actions/translations';
import { fileTranslations } from './file/translations';
import { formTranslations } from './form/translations';
import { listTranslations } from './list/translations';
import { searchTranslations } from './quick-search/translations';
import { statementTranslations } from './file/statement/translations';

const moduleTranslations = {
  fr: {
    titles: { consultation: 'Consultations', current: 'Patients En cours', finish: 'Patients Terminé', file: 'Dossier patient' },
    stages: { consultation: 'Consultation', current: 'En cours', finish: 'Terminé' },
  },
  en: {
    titles: { consultation: 'Consultations', current: 'Current patients', finish: 'Finished patients', file: 'Patient file' },
    stages: { consultation: 'Consultation', current: 'Current', finish: 'Finished' },
  },
  ar: {
    titles: { consultation: 'الاستشارات', current: 'المرضى قيد العلاج', finish: 'المرضى المنتهون', file: 'ملف المريض' },
    stages: { consultation: 'استشارة', current: 'قيد العلاج', finish: 'منتهٍ' },
  },
};

/** Each screen keeps its texts beside it; the module's namespace is their union. */
const parts = [moduleTranslations, listTranslations, formTranslations, actionsTranslations, fileTranslations, searchTranslations, statementTranslations];

export const translations = Object.fromEntries(
  (['fr', 'en', 'ar'] as const).map((language) => [language, Object.assign({}, ...parts.map((part) => part[language]))]),
) as NamespaceResources;
