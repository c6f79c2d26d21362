import { invalidId } from './errors';

/** Ids are positive bigints written in decimal; 18 digits always fit in a bigint. */
const ID_PATTERN = /^[1-9]\d{0,17}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The id in a path or query parameter, or a 400 `common.invalidId` ("abc", "1 or 1=1", too large, arrays...). */
export function parseId(value: unknown): string {
  if (!isId(value)) throw invalidId();
  return value;
}

/** The `id` path parameter of a request. */
export function idParam(params: unknown): string {
  return parseId((params as { id?: unknown } | null)?.id);
}
