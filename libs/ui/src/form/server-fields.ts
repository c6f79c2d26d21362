import { LANGUAGES, translateMessage, type MessageKey } from '@dental/contracts';

/** For each field of a form, the server messages (libs/contracts keys) that name it. */
export type ServerFields<Field extends string> = Partial<Record<Field, readonly MessageKey[]>>;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of `key` in every language as patterns: its `{placeholders}` match any value. */
function messagePatterns(key: MessageKey): RegExp[] {
  return LANGUAGES.map((language) => new RegExp(`^${translateMessage(key, language).split(/\{\w+\}/).map(escape).join('.+')}$`));
}

/**
 * The fields the server's messages name, in the order of `fields`. The server answers with
 * translated text: a message names a field when it is the text of one of the field's keys in any
 * language (the answer's language is the request's, which the user may have changed since).
 */
export function fieldsNamed<Field extends string>(messages: readonly string[], fields: ServerFields<Field>): Field[] {
  return [...messagesByField(messages, fields).keys()];
}

/** Each field the server's messages name (in the order of `fields`), with the messages that name it. */
export function messagesByField<Field extends string>(messages: readonly string[], fields: ServerFields<Field>): Map<Field, string[]> {
  const named = new Map<Field, string[]>();
  for (const field of Object.keys(fields) as Field[]) {
    const patterns = (fields[field] ?? []).flatMap(messagePatterns);
    const own = messages.filter((message) => patterns.some((pattern) => pattern.test(message.trim())));
    if (own.length > 0) named.set(field, own);
  }
  return named;
}
