import { z } from 'zod';
import type { MessageKey } from './messages';
import { amountSchema } from './money-schemas';

/**
 * What the financial statistics' and the day close's calls accept. A period is `from`–`to`
 * (YYYY-MM-DD, both included) or, as the screen's inputs read, a `year` with an optional `month`
 * (1–12) and `day` (1–31): an impossible day (31/02) is refused, never rolled over.
 */

const key = (k: MessageKey) => k;
const invalidId = key('common.invalidId');
const id = () => z.string({ error: invalidId }).regex(/^[1-9]\d{0,17}$/, { error: invalidId });

const pad = (n: number) => String(n).padStart(2, '0');
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && Number(value.slice(0, 4)) >= 1000;
};

/** A calendar day YYYY-MM-DD. */
export const statisticsDaySchema = (invalid: MessageKey = 'statistics.dateInvalid') =>
  z
    .string({ error: key(invalid) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key(invalid) })
    .refine(isCalendarDay, { error: key(invalid) });

const whole = (min: number, max: number, invalid: MessageKey) =>
  z.coerce.number({ error: key(invalid) }).int({ error: key(invalid) }).min(min, { error: key(invalid) }).max(max, { error: key(invalid) });

/** The longest period the statistics read at once. */
export const STATISTICS_MAX_DAYS = 3660;

const periodFields = {
  from: statisticsDaySchema().optional(),
  to: statisticsDaySchema().optional(),
  year: whole(1000, 9999, 'statistics.yearInvalid').optional(),
  month: whole(1, 12, 'statistics.dateInvalid').optional(),
  day: whole(1, 31, 'statistics.dateInvalid').optional(),
};

type PeriodFields = { from?: string; to?: string; year?: number; month?: number; day?: number };

/** `year`/`month`/`day` read as `from`–`to`; the period's checks. */
function toPeriod<T extends PeriodFields>(query: T, ctx: z.RefinementCtx): Omit<T, 'year' | 'month' | 'day'> & { from: string; to: string } {
  const { year, month, day, ...rest } = query;
  let { from, to } = query;
  if (from === undefined && to === undefined && year !== undefined) {
    if (day !== undefined && month === undefined) ctx.addIssue({ code: 'custom', path: ['month'], message: key('statistics.dateInvalid') });
    else if (day !== undefined) {
      from = to = `${year}-${pad(month as number)}-${pad(day)}`;
      if (!isCalendarDay(from)) ctx.addIssue({ code: 'custom', path: ['day'], message: key('statistics.dateInvalid') });
    } else if (month !== undefined) {
      from = `${year}-${pad(month)}-01`;
      to = `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
    } else {
      from = `${year}-01-01`;
      to = `${year}-12-31`;
    }
  }
  if (from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: key('statistics.fromRequired') });
  else if (to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: key('statistics.toRequired') });
  else if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: key('statistics.rangeReversed') });
  else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > STATISTICS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: key('statistics.rangeTooLong') });
  return { ...rest, from: from as string, to: to as string };
}

/**
 * GET statistics/payments and statistics/accounting: a doctor's figures for a period (`doctor`:
 * one doctor; absent, the whole clinic with the global view, or the caller's own without it).
 * The payments tab pages its lines with `offset` and `limit` (50 by default, 1,000 at most).
 */
export const statisticsQuerySchema = z
  .object({
    doctor: id().optional(),
    ...periodFields,
    offset: whole(0, 10_000_000, 'common.invalidId').optional(),
    limit: whole(1, 1000, 'common.invalidId').optional(),
  })
  .transform(toPeriod);

/** GET statistics/treatments: the treatments of a year (of one doctor, or of the clinic as above). */
export const treatmentStatisticsQuerySchema = z.object({
  doctor: id().optional(),
  year: whole(1000, 9999, 'statistics.yearInvalid'),
});

/** GET statistics/years: the years the statistics offer (`doctor` as above). */
export const statisticsYearsQuerySchema = z.object({ doctor: id().optional() });

/** The day of a day close, in the path. */
export const dayCloseParamsSchema = z.object({ day: statisticsDaySchema('dayClose.dayInvalid') });

/** A counted amount follows the money rule of every amount (decimal form, two decimals at most, MAX_AMOUNT). */
const countedAmount = amountSchema('dayClose.countedRequired', 'dayClose.countedInvalid');

/** The longest comment of a close and reason of a reopening. */
export const CASH_CLOSE_TEXT_MAX = 1000;

/**
 * POST dayClose/{day}: the amounts counted, one per payment method (`method`: its id; `amount` or
 * `counted`), given as a list or bare: `{ counted: [...] }` or `[...]`; `comment` explains a counted
 * amount that differs from the recorded one (required then).
 */
export const dayCloseInputSchema = z.preprocess(
  (input) => (Array.isArray(input) ? { counted: input } : input),
  z.object({
    counted: z.array(
      z.preprocess(
        (line) => (line && typeof line === 'object' && !Array.isArray(line) && (line as Record<string, unknown>).amount === undefined ? { ...line, amount: (line as Record<string, unknown>).counted } : line),
        z.object({ method: id().or(z.object({ _id: id() }).transform((ref) => ref._id)), amount: countedAmount }),
      ),
      { error: key('dayClose.countedRequired') },
    ),
    comment: z
      .string({ error: key('common.invalidBody') })
      .trim()
      .max(CASH_CLOSE_TEXT_MAX, { error: key('dayClose.commentTooLong') })
      .nullish()
      .transform((comment) => comment ?? ''),
  }),
);

/** The close of the path (POST cashClose/{id}/reopen). */
export const cashCloseParamsSchema = z.object({ id: id() });

/** POST cashClose/{id}/reopen: why the close is reopened (required). */
export const cashCloseReopenSchema = z.object({
  reason: z
    .string({ error: key('dayClose.reasonRequired') })
    .trim()
    .min(1, { error: key('dayClose.reasonRequired') })
    .max(CASH_CLOSE_TEXT_MAX, { error: key('dayClose.reasonTooLong') }),
});

export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;
export type TreatmentStatisticsQuery = z.input<typeof treatmentStatisticsQuerySchema>;
export type DayCloseInput = z.input<typeof dayCloseInputSchema>;
export type CashCloseReopenInput = z.input<typeof cashCloseReopenSchema>;
