import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE, uiTranslations } from './translations';

/**
 * `t` for libs/ui's own texts. The namespace joins the application's i18next (the one the
 * components are rendered with) the first time a component needs it: libs/ui has no load step.
 */
export function useUiTranslation() {
  const { i18n } = useTranslation();
  for (const [language, texts] of Object.entries(uiTranslations)) {
    if (!i18n.hasResourceBundle(language, UI_NAMESPACE)) i18n.addResourceBundle(language, UI_NAMESPACE, texts);
  }
  return useTranslation(UI_NAMESPACE);
}
