import { z } from 'zod';
import { amountProblem } from './amounts';
import type { MessageKey } from './messages';
import { isMoneyDayTooLate } from './money-days';

/** The money rule and the day rule of money records as zod schemas; messages are message keys. */

const key = (k: MessageKey) => k;
const absent = (input: unknown) => input === undefined || input === null || input === '';

/**
 * An amount in MRU (the rule of `amountProblem`): `required` when absent, `invalid` when not a
 * number of whole cents (or not above 0 where `positive`), `common.amountTooLarge` above the
 * largest amount the database keeps.
 */
export function amountSchema(required: MessageKey, invalid: MessageKey, positive = false) {
  return z
    .number({ error: (issue) => key(absent(issue.input) ? required : invalid) })
    .superRefine((value, ctx) => {
      const problem = amountProblem(value, { positive });
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'tooLarge' ? key('common.amountTooLarge') : key(invalid) });
    });
}

/** A money record's day (YYYY-MM-DD, from `day`), refused when further ahead than tomorrow. */
export function moneyDaySchema<S extends z.ZodType<string>>(day: S) {
  return day.refine((value) => !isMoneyDayTooLate(value), { error: key('common.dateTooFarAhead') });
}
