import type { Language } from '@dental/contracts';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar' };

/** An amount in MRU with the language's grouping, Latin digits: the one writing of money, shared with the server's messages. */
export { formatMoney } from '@dental/contracts';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as day/month/year in every language and tab ("05/03/2026"). A bare calendar day
 * ("2026-03-05") is that day wherever the browser is, not UTC midnight moved to the local zone.
 */
export function formatDate(value: string | Date, _language: Language): string {
  const date = typeof value !== 'string' ? value : new Date(DAY_ONLY.test(value) ? `${value}T12:00:00` : value);
  // Written by hand: Arabic's Intl text puts right-to-left marks between the parts, which an RTL
  // table then shows as 2026/11/28 while titles and charts write 28/11/2026. Plain digits and
  // slashes keep one order on every line of every language.
  return [date.getDate(), date.getMonth() + 1].map((part) => String(part).padStart(2, '0')).concat(String(date.getFullYear())).join('/');
}

// Intl's formatters are made once and kept: making one costs far more than using it, and a list
// (the day's appointments) writes a time on every line.
let timeOfDay: Intl.DateTimeFormat | undefined;
const percents: Partial<Record<Language, Intl.NumberFormat>> = {};

/** A moment as day/month/year and the 24-hour time ("05/03/2026 14:05"), the same in every language. */
export function formatDateTime(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  timeOfDay ??= new Intl.DateTimeFormat('fr-FR-u-nu-latn', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${formatDate(date, language)} ${timeOfDay.format(date)}`;
}

/** A percentage as the language writes it: 33,33 % in French. */
export function formatPercent(value: number, language: Language): string {
  percents[language] ??= new Intl.NumberFormat(`${LOCALES[language]}-u-nu-latn`, { style: 'percent', maximumFractionDigits: 2 });
  return percents[language].format(value / 100);
}
