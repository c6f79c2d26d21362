import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@dental/i18n';

const TIME = new Intl.DateTimeFormat('fr-FR-u-nu-latn', { hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * "Contacté par dr.sidi le 27/11/2026 à 14:05": who did something and when, from a text key taking
 * {{by}}, {{date}} and {{time}}; a removed user is "—".
 */
export function useDoneByNote(key: string): (done: { by: string | null; at: string }) => string {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  return ({ by, at }) => t(key, { by: by ?? '—', date: formatDate(at, language), time: TIME.format(new Date(at)) });
}
