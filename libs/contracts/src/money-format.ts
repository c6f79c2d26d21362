import type { Language } from './languages';

/** Arabic writes Latin digits with the English signs ("2,700.00"): Mauritania's "2.700" would read as 2.7 to anyone used to a decimal point. */
const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar' };
const formatters = new Map<Language, Intl.NumberFormat>();

function formatterOf(language: Language): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(`${LOCALES[language]}-u-nu-latn`, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Never "-0,00 MRU": what rounds to zero is written as zero.
      signDisplay: 'negative',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * An amount in MRU, always with its two decimals ("619,90 MRU"), grouped by the language; digits
 * stay Latin, as on Mauritanian invoices. The screens (through @dental/i18n) and the server's messages both write
 * amounts with it.
 */
export function formatMoney(amount: number, language: Language): string {
  return `${formatterOf(language).format(amount)} MRU`;
}
