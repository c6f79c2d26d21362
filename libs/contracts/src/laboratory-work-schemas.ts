import { z } from 'zod';
import { daySchema } from './day-schema';
import type { MessageKey } from './messages';
import { amountSchema, moneyDaySchema } from './money-schemas';
import { refSchema } from './patient-file-schemas';

/**
 * What the laboratories' and implants' calls accept (spec part 2 §7): lab payments
 * {amount, comment, doctor, createdAt} with the lab in the query, and the filters of the lists.
 * The finish calls (lab case, implant) have an empty body. Messages are message keys.
 */

const key = (k: MessageKey) => k;
const ID = /^[1-9]\d{0,17}$/;

const idOf = (message: MessageKey) => z.string({ error: key(message) }).regex(ID, { error: key(message) });

/** A numeric input may arrive as a text ("250.5"): read it as a number; an empty text is absent. */
const numericText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

/**
 * POST laboratory/payments?labId= and PUT laboratory/payments/{paymentId}?labId=:
 * {amount, comment, doctor, createdAt}. `amount` is positive with two decimals at most (a numeric
 * text is read as a number); `doctor` defaults to the caller when the caller is a doctor;
 * `createdAt` (the payment's day, YYYY-MM-DD or ISO) defaults to today.
 */
export const labPaymentInputSchema = z.object({
  amount: z.preprocess(numericText, amountSchema('labPayment.amountRequired', 'labPayment.amountInvalid', true)),
  comment: z.string({ error: key('common.invalidBody') }).trim().max(500, { error: key('common.tooLong') }).nullable().optional(),
  doctor: refSchema('labPayment.doctorRequired').nullable().optional(),
  createdAt: moneyDaySchema(daySchema('labPayment.dateInvalid')).nullable().optional(),
});
export type LabPaymentInput = z.input<typeof labPaymentInputSchema>;

/** GET laboratory/payments: `labId` and `doctor` both optional (every lab / every doctor the caller may see). */
export const labPaymentListQuerySchema = z.object({ labId: idOf('common.invalidId').optional(), doctor: idOf('common.invalidId').optional() });
export type LabPaymentListQuery = z.input<typeof labPaymentListQuerySchema>;

/** POST laboratory/payments?labId=: the laboratory is required. */
export const labPaymentCreateQuerySchema = z.object({ labId: idOf('labPayment.labRequired') });

/** PUT/DELETE laboratory/payments/{paymentId}?labId=: when given, the payment must be of this lab. */
export const labPaymentItemQuerySchema = z.object({ labId: idOf('common.invalidId').optional() });

const finishFilter = z.enum(['true', 'false'], { error: key('common.invalidField') }).transform((value) => value === 'true');

/** GET laboratory/{labId}/patients?doctor=&finish=: one doctor's cases (the caller's without the global view), optionally only (un)finished. */
export const labCaseListQuerySchema = z.object({ doctor: idOf('common.invalidId').optional(), finish: finishFilter.optional() });
export type LabCaseListQuery = z.input<typeof labCaseListQuerySchema>;

/** GET implant?doctor=&finish=: a doctor's implants (the caller's without the global view), optionally only (un)finished. */
export const implantListQuerySchema = z.object({ doctor: idOf('common.invalidId').optional(), finish: finishFilter.optional() });
export type ImplantListQuery = z.input<typeof implantListQuerySchema>;
