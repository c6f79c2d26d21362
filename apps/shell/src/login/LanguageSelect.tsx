import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@dental/contracts';
import { setLanguage, useLanguage } from '@dental/i18n';

export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <select
      className="shell-language"
      aria-label={t('header.language')}
      value={language}
      onChange={(event) => void setLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </select>
  );
}
