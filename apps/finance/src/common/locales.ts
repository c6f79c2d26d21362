import type { Language } from '@dental/contracts';

/** Latin digits in every language, as the rest of the application writes numbers. */
export const LOCALES_FOR_NUMBERS: Record<Language, string> = { fr: 'fr-FR-u-nu-latn', en: 'en-GB-u-nu-latn', ar: 'ar-u-nu-latn' };
