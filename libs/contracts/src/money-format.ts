import type { Language } from './languages';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MR' };
const formatters = new Map<Language, Intl.NumberFormat>();

function formatterOf(language: Language): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(`${LOCALES[language]}-u-nu-latn`, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * An amount in MRU with the language's grouping and decimal sign; digits stay Latin, as on
 * Mauritanian invoices. The screens (through @dental/i18n) and the server's messages both write
 * amounts with it.
 */
export function formatMoney(amount: number, language: Language): string {
  return `${formatterOf(language).format(amount)} MRU`;
}
