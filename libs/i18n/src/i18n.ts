import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, LANGUAGES, type Language } from '@dental/contracts';
import { common } from './common';

/** localStorage key of the chosen language (spec part 1 §1). */
export const LANGUAGE_STORAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The one i18next instance of the application; the shell and every module share it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: common as Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyDocumentLanguage(currentLanguage());

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

const languageLoaders = new Set<(language: Language) => Promise<void>>();

/**
 * What must have arrived before a change of language applies: the signed-in application adds the
 * loading of its server messages (the login screen needs none, and switches at once). Answers its removal.
 */
export function loadBeforeLanguageChange(load: (language: Language) => Promise<void>): () => void {
  languageLoaders.add(load);
  return () => languageLoaders.delete(load);
}

/** Switches the language, keeps the choice and turns the page right to left for Arabic. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...languageLoaders].map((load) => load(language)));
  await i18n.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the language still applies for this visit.
  }
  applyDocumentLanguage(language);
}

export type NamespaceResources = Record<Language, Record<string, unknown>>;

/**
 * Adds texts to a module's namespace: the module's own when it loads, and a lazily loaded screen's
 * when that screen arrives. Texts already there are kept, so adding the same texts again is harmless.
 */
export function addNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, resources[language], true, false);
}

/**
 * The adder of a module's lazily loaded screens: each calls it at the top level of its chunk, so its
 * texts arrive with its code instead of with the module's entry.
 */
export function screenTextsOf(namespace: string): (texts: NamespaceResources) => void {
  return (texts) => addNamespace(namespace, texts);
}
