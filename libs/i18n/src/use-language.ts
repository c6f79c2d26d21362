import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@dental/contracts';

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
