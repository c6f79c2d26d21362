import type { NamespaceResources } from '@dental/i18n';
import { paymentModesTranslations } from './payment-modes/translations';
import { usersTranslations } from './users/translations';
import { rolesTranslations } from './roles/translations';
import { permissionsTranslations } from './permissions/translations';
import { treatmentsTranslations } from './treatments/translations';
import { conditionTypesTranslations } from './conditions/translations';
import { assurancesTranslations } from './assurances/translations';
import { settingsTranslations } from './settings/translations';
import { messageTextsTranslations } from './settings/message-texts-translations';
import { transferTranslations } from './transfer/translations';

/** Each screen keeps its texts beside it and adds them when it loads; the module's namespace is their union. */
const parts = [paymentModesTranslations, usersTranslations, rolesTranslations, permissionsTranslations, treatmentsTranslations, conditionTypesTranslations, assurancesTranslations, settingsTranslations, messageTextsTranslations, transferTranslations];

export const translations = Object.fromEntries(
  (['fr', 'en', 'ar'] as const).map((language) => [language, Object.assign({}, ...parts.map((part) => part[language]))]),
) as NamespaceResources;
