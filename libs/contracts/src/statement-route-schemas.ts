import { z } from 'zod';
import type { MessageKey } from './messages';
import { envelope } from './responses';

/**
 * A patient's account statement (relevé de compte, issue 34): GET patient/{id}/statement with
 * optional `from` and `to` (YYYY-MM-DD, both included). Without `from` the statement starts at the
 * patient's first movement; without `to` it runs to the last one. The figures come from
 * `accountStatement` of @dental/domain.
 */

const key = (k: MessageKey) => k;
const invalidId = key('common.invalidId');
const id = () => z.string({ error: invalidId }).regex(/^[1-9]\d{0,17}$/, { error: invalidId });

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && Number(value.slice(0, 4)) >= 1000;
};

const day = (invalid: MessageKey) =>
  z
    .string({ error: key(invalid) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key(invalid) })
    .refine(isCalendarDay, { error: key(invalid) });

/** An empty `from` or `to` is the same as none (the screen's cleared input). */
const optionalDay = (invalid: MessageKey) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), day(invalid).optional());

export const statementQuerySchema = z
  .object({ from: optionalDay('statement.fromInvalid'), to: optionalDay('statement.toInvalid') })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: key('statement.rangeReversed') });
    }
  });
/** What the screen sends: both days optional, YYYY-MM-DD. */
export type StatementQuery = { from?: string; to?: string };

/** 'opening': the balance taken over when the patient was imported ("Solde repris", issue 39). */
export const STATEMENT_KINDS = ['opening', 'consultation', 'act', 'payment', 'insurance'] as const;

export const statementRowSchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** The act and its teeth, the payment mode, or the insurer. */
  detail: z.string(),
  charge: z.number(),
  payment: z.number(),
  /** The balance after the row: paid − charged, negative when the patient owes. */
  balance: z.number(),
});

export const patientStatementSchema = z.object({
  patient: z.string(),
  /** The period shown: as asked, else from the first movement (null without any) to the last one or today, whichever is later. */
  from: z.string().nullable(),
  to: z.string(),
  opening: z.number(),
  rows: z.array(statementRowSchema),
  charged: z.number(),
  paid: z.number(),
  closing: z.number(),
});
export type PatientStatement = z.infer<typeof patientStatementSchema>;
export type PatientStatementRow = z.infer<typeof statementRowSchema>;

export const STATEMENT_ROUTE_SCHEMAS = {
  'patients.statement': { params: z.object({ id: id() }), query: statementQuerySchema, response: envelope(patientStatementSchema) },
} as const;
