import { formatDate, formatMoney, useLanguage } from '@dental/i18n';

/** Amounts in MRU and days as the user's language writes them. */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    /**
     * An amount as text, for sentences and labels (a shown amount is a <Money>): in Arabic it is
     * isolated left to right (LRI…PDI) so that it reads "70 MRU", not "MRU 70", inside the sentence.
     */
    money: (amount: number) => (language === 'ar' ? `\u2066${formatMoney(amount, language)}\u2069` : formatMoney(amount, language)),
    /** A day (YYYY-MM-DD) or a timestamp. */
    date: (value: string | null | undefined) => (value ? formatDate(value.length === 10 ? `${value}T12:00:00` : value, language) : ''),
  };
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

