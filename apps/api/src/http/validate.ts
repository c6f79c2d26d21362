import { fieldParam, hasHiddenCharacters, isMessageKey, MAX_AMOUNT, moneyParam, PASSWORD_MIN_LENGTH, type MessageKey } from '@dental/contracts';
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
  'common.tooLong': (field) => ({ field: fieldParam(field) }),
  'common.hiddenCharacters': (field) => ({ field: fieldParam(field) }),
  'common.invalidField': (field) => ({ field: fieldParam(field) }),
  'user.passwordTooShort': () => ({ min: PASSWORD_MIN_LENGTH }),
  'common.amountTooLarge': () => ({ max: moneyParam(MAX_AMOUNT) }),
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
    else messages.push({ key: 'common.invalidField', params: { field: fieldParam(field) } });
  }
  return messages;
}

/** Fields whose text is a secret and is taken as typed. */
const SECRET_FIELDS = new Set(['password']);

/**
 * Problems of the texts anywhere in the parsed value: longer than allowed (keeps unique indexes and
 * storage sane), or carrying invisible or direction-control characters (no stored text may pass
 * for another, nor reorder what is shown around it). Secrets are only measured.
 */
export function textProblems(value: unknown, options: ValidateOptions, path: PropertyKey[] = []): FormMessage[] {
  if (typeof value === 'string') {
    const top = path.length > 0 ? String(path[0]) : '';
    const max = options.maxLengths?.[top] ?? DEFAULT_MAX_TEXT;
    const field = fieldName(path);
    if (value.length > max) return [{ key: 'common.tooLong', params: { field: fieldParam(field) } }];
    if (!SECRET_FIELDS.has(top) && hasHiddenCharacters(value)) return [{ key: 'common.hiddenCharacters', params: { field: fieldParam(field) } }];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textProblems(item, options, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, item]) => textProblems(item, options, [...path, k]));
  }
  return [];
}

/** Parses `input` with `schema`, or throws a FormError (status 300) listing every problem in field order. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, options: ValidateOptions = {}): z.output<S> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) throw new FormError(issueMessages(result.error.issues));
  const problems = textProblems(result.data, options);
  if (problems.length > 0) throw new FormError(problems);
  return result.data;
}
