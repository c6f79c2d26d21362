import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import type { Language } from '@dental/contracts';
import { toCents } from './money';

/**
 * An amount in MRU written in words, as invoices and receipts state it ("Arrêtée la présente facture
 * à la somme de …"): the ouguiyas, then the cents (hundredths) if any, in the document's language.
 * The numbers come from n2words (maintained, French and Arabic included); the currency words and
 * their agreement are ours:
 * - fr: "quarante-neuf mille neuf cent cinquante ouguiyas", "un ouguiya", "un million d'ouguiyas",
 *   "… ouguiyas et cinquante centimes", "cinquante centimes" alone;
 * - en: "forty-nine thousand nine hundred fifty ouguiyas", "one ouguiya", "… and fifty cents";
 * - ar: "تسعة وأربعون ألفاً وتسعمائة وخمسون أوقية", "أوقية واحدة", "أوقيتان", "… وخمسون سنتيم".
 *
 * This module is its own entry point (`@dental/domain/amount-in-words`), not re-exported by the
 * lib's index: the number words stay out of the shared bundle and load with the prints that use them.
 */
export function amountInWords(amount: number, language: Language): string {
  const cents = toCents(amount);
  if (cents < 0) throw new RangeError(`Not an amount to write in words: ${amount}`);
  const units = Math.trunc(cents / 100);
  const hundredths = cents % 100;
  return WRITERS[language](units, hundredths);
}

type Writer = (units: number, hundredths: number) => string;

const french: Writer = (units, hundredths) => {
  const cents = `${frenchCardinal(hundredths)} ${hundredths > 1 ? 'centimes' : 'centime'}`;
  if (units === 0 && hundredths > 0) return cents;
  const words = frenchCardinal(units);
  // "un million d'ouguiyas", "deux milliards d'ouguiyas"; "un ouguiya", "zéro ouguiya".
  const currency = /(millions?|milliards?)$/.test(words) ? "d'ouguiyas" : units > 1 ? 'ouguiyas' : 'ouguiya';
  return hundredths > 0 ? `${words} ${currency} et ${cents}` : `${words} ${currency}`;
};

const english: Writer = (units, hundredths) => {
  const cents = `${englishCardinal(hundredths)} ${hundredths === 1 ? 'cent' : 'cents'}`;
  if (units === 0 && hundredths > 0) return cents;
  const whole = `${englishCardinal(units)} ${units === 1 ? 'ouguiya' : 'ouguiyas'}`;
  return hundredths > 0 ? `${whole} and ${cents}` : whole;
};

/** One and two follow the noun in Arabic ("أوقية واحدة", the dual "أوقيتان"); other numbers precede it. */
const arabicCount = (count: number, noun: string, one: string, two: string) => (count === 1 ? one : count === 2 ? two : `${arabicCardinal(count)} ${noun}`);

const arabic: Writer = (units, hundredths) => {
  const cents = arabicCount(hundredths, 'سنتيم', 'سنتيم واحد', 'سنتيمان');
  if (units === 0 && hundredths > 0) return cents;
  const whole = arabicCount(units, 'أوقية', 'أوقية واحدة', 'أوقيتان');
  return hundredths > 0 ? `${whole} و${cents}` : whole;
};

const WRITERS: Record<Language, Writer> = { fr: french, en: english, ar: arabic };
