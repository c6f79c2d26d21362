import { z } from 'zod';
import { isDayText } from './day-text';
import type { MessageKey } from './messages';

/** A day: YYYY-MM-DD, or a full ISO timestamp read as its day; a real calendar day, else `invalid`. */
export function daySchema(invalid: MessageKey) {
  return z
    .string({ error: invalid })
    .trim()
    .refine(isDayText, { error: invalid })
    .transform((value) => value.slice(0, 10))
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, { error: invalid });
}
