import type { Language } from './languages';

/** The name the clinic's built-in payment mode is stored and sent under (spec: "Default payment method text: cash"). */
export const DEFAULT_PAYMENT_MODE_NAME = 'cash';

const DEFAULT_MODE_WORDS: Record<Language, string> = { fr: 'Espèces', en: 'Cash', ar: 'نقدًا' };

/** Whether a stored name is the built-in mode's, however it is cased or spaced. */
export function isDefaultPaymentModeName(name: string): boolean {
  return name.trim().toLowerCase() === DEFAULT_PAYMENT_MODE_NAME;
}

/**
 * A payment mode's name as a user reads it: the built-in `cash` in the user's language; any other
 * name is the clinic's own word and reads as it is.
 */
export function paymentModeName(name: string, language: Language): string {
  return isDefaultPaymentModeName(name) ? DEFAULT_MODE_WORDS[language] : name;
}
