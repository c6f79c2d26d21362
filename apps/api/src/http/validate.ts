import { isMessageKey, PASSWORD_MIN_LENGTH, type MessageKey } from '@dental/contracts';
import type { z } from 'zod';
import { FormError, type FormMessage, type MessageParams } from './errors';

/** Longest text accepted in any field unless a route allows more (names, phones, ids). */
export const DEFAULT_MAX_TEXT = 200;

export interface ValidateOptions {
  /** Longest text per top-level field, overriding DEFAULT_MAX_TEXT. */
  maxLengths?: Record<string, number>;
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

/** Schema messages whose text names the field, or a limit. */
const MESSAGE_PARAMS: Partial<Record<MessageKey, (field: string) => MessageParams>> = {
  'common.tooLong': (field) => ({ field }),
  'common.hiddenCharacters': (field) => ({ field }),
  'user.passwordTooShort': () => ({ min: PASSWORD_MIN_LENGTH }),
};

/**
 * Zod issues as message keys: schema keys as they are, anything else as "invalid field" or
 * "invalid data". One message per field, its first (a blank role name is "required", not also
 * "too short").
 */
export function issueMessages(issues: readonly z.core.$ZodIssue[]): FormMessage[] {
  const seen = new Set<string>();
  const messages: FormMessage[] = [];
  for (const issue of issues) {
    const field = fieldName(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    if (isMessageKey(issue.message)) messages.push({ key: issue.message, params: MESSAGE_PARAMS[issue.message]?.(field) });
    else if (issue.path.length === 0) messages.push({ key: 'common.invalidBody' });
    else messages.push({ key: 'common.invalidField', params: { field } });
  }
  return messages;
}

/** Texts longer than allowed anywhere in the parsed value (keeps unique indexes and storage sane). */
export function tooLong(value: unknown, options: ValidateOptions, path: PropertyKey[] = []): FormMessage[] {
  if (typeof value === 'string') {
    const top = path.length > 0 ? String(path[0]) : '';
    const max = options.maxLengths?.[top] ?? DEFAULT_MAX_TEXT;
    return value.length > max ? [{ key: 'common.tooLong', params: { field: fieldName(path) } }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => tooLong(item, options, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, item]) => tooLong(item, options, [...path, k]));
  }
  return [];
}

/** Parses `input` with `schema`, or throws a FormError (status 300) listing every problem in field order. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, options: ValidateOptions = {}): z.output<S> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) throw new FormError(issueMessages(result.error.issues));
  const lengthProblems = tooLong(result.data, options);
  if (lengthProblems.length > 0) throw new FormError(lengthProblems);
  return result.data;
}
