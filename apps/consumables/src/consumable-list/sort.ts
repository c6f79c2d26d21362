import type { Language } from '@dental/contracts';

const LOCALES: Record<Language, string> = { fr: 'fr', en: 'en', ar: 'ar' };

/** Names in alphabetical order as the user's language sorts them (accents and case aside). */
export function sortByName<T extends { name: string }>(items: readonly T[], language: Language): T[] {
  const collator = new Intl.Collator(LOCALES[language], { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
