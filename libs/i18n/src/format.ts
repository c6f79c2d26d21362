import type { Language } from '@dental/contracts';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MR' };

/** An amount in MRU with the language's grouping, Latin digits: the one writing of money, shared with the server's messages. */
export { formatMoney } from '@dental/contracts';

/** A date as the language writes it (day month year). */
export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { dateStyle: 'medium' }).format(date);
}

/** A percentage as the language writes it: 33,33 % in French. */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(`${LOCALES[language]}-u-nu-latn`, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
