// The messages of the languages other than French, each in a chunk of its own: a browser fetches
// only its user's, before the application mounts and before a change of language applies.
import type { Language } from './languages';
import { addMessages, hasMessages, type MessageKey } from './messages';

type Messages = Readonly<Record<MessageKey, string>>;

const LOADERS: Record<Exclude<Language, 'fr'>, () => Promise<Messages>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './messages.en').then((module) => module.MESSAGES_EN),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './messages.ar').then((module) => module.MESSAGES_AR),
};

/** Makes `translateMessage` answer in `language` (French is always there). */
export async function loadMessages(language: Language): Promise<void> {
  if (language === 'fr' || hasMessages(language)) return;
  addMessages(language, await LOADERS[language]());
}
