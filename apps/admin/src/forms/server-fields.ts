import { translateMessage, type Language, type MessageKey } from '@dental/contracts';

/** For each field of a form, the server messages (libs/contracts keys) that name it. */
export type ServerFields<Field extends string> = Partial<Record<Field, readonly MessageKey[]>>;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A message's text in `language` as a pattern: its `{placeholders}` match any value. */
function messagePattern(key: MessageKey, language: Language): RegExp {
  const parts = translateMessage(key, language).split(/\{\w+\}/);
  return new RegExp(`^${parts.map(escape).join('.+')}$`);
}

/** The fields the server's `messages` name, in the order of `fields`. */
export function fieldsNamed<Field extends string>(messages: readonly string[], fields: ServerFields<Field>, language: Language): Field[] {
  return (Object.keys(fields) as Field[]).filter((field) =>
    (fields[field] ?? []).some((key) => {
      const pattern = messagePattern(key, language);
      return messages.some((message) => pattern.test(message.trim()));
    }),
  );
}
