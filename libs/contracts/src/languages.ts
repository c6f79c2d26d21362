export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Picks the first supported language of an Accept-Language header. */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  // The listed languages by preference (q, 1 when absent; q=0 means "not this one"), in order when tied.
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag, ...options] = part.split(';');
      const q = options.map((option) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(option)?.[1]).find((value) => value !== undefined);
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.code).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
