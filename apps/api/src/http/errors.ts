import type { MessageKey, MessageParams } from '@dental/contracts';

/** Texts and numbers as they are; amounts (`moneyParam`) and rights (`collectionParam`, `rightParam`) written in the request's language. */
export type { MessageParams };

/** A failure answered as `{ err }` with a 4xx status; the message key is translated per request. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export interface FormMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** Validation failures, answered with status 300 and `{ formErrors: [...] }` (translated, without duplicates). */
export class FormError extends Error {
  readonly messages: FormMessage[];

  constructor(messages: (FormMessage | MessageKey)[]) {
    super('form errors');
    this.name = 'FormError';
    this.messages = messages.map((m) => (typeof m === 'string' ? { key: m } : m));
  }
}

export const notFound = () => new ApiError(404, 'common.notFound');
export const invalidId = () => new ApiError(400, 'common.invalidId');

/** The row, or 404 `common.notFound` when it is gone (deleted by a concurrent request). */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

/** A day `YYYY-MM-DD` as the messages write it: 31/01/2026. */
export const dayParam = (day: string) => day.split('-').reverse().join('/');
