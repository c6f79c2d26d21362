import { LANGUAGES, translateMessage, type MessageKey } from '@dental/contracts';

/** The server messages (by key) that name each field of a form. */
export type ServerFields<Field extends string> = Partial<Record<Field, readonly MessageKey[]>>;

/**
 * The fields the server's messages name. The server answers with translated text, so a message
 * names a field when it is the text of one of the field's keys in any language (the answer's
 * language is the one of the request, which the user may have changed since).
 */
export function fieldsNamed<Field extends string>(messages: readonly string[], table: ServerFields<Field>): Field[] {
  return (Object.entries(table) as [Field, readonly MessageKey[]][])
    .filter(([, keys]) => keys.some((key) => LANGUAGES.some((language) => messages.includes(translateMessage(key, language)))))
    .map(([field]) => field);
}
