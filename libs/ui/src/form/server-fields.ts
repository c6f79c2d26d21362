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
  return (Object.keys(fields) as Field[]).filter((field) =>
    (fields[field] ?? []).some((key) => messagePatterns(key).some((pattern) => messages.some((message) => pattern.test(message.trim())))),
  );
}
