import { z } from 'zod';
import { PAYMENT_TYPES, STATISTICS_PAYMENT_KINDS } from './patient-file-vocabulary';

/**
 * What the financial statistics and the day close answer. Every figure is computed by the finance
 * functions of libs/domain (exact in integer cents) and is a number of MRU with two decimals at most.
 */

const ref = z.object({ _id: z.string(), name: z.string() });

/** A figure of a grouping (a day `YYYY-MM-DD`, a month `YYYY-MM`, a payment method's id, a doctor's id). */
export const takingsRowSchema = z.object({ key: z.string(), label: z.string(), count: z.number(), total: z.number() });

export const statisticsPaymentLineSchema = z.object({
  _id: z.string(),
  patient: z.object({ _id: z.string(), name: z.string(), regNo: z.number().nullable() }),
  doctor: z.object({ _id: z.string(), username: z.string() }),
  amount: z.number(),
  type: z.enum(PAYMENT_TYPES),
  kind: z.enum(STATISTICS_PAYMENT_KINDS),
  method: ref.nullable(),
  /** The username of who entered it. */
  user: z.string(),
  paymentDate: z.string(),
  createdAt: z.string(),
  approved: z.boolean(),
  /** An insurance payment whose insurer invoice is not paid yet: shown, not counted (§4). */
  awaitingInsurer: z.boolean(),
  /** An insurance payment whose insurer invoice is paid: the day it was paid (`YYYY-MM-DD`), the day it counts on; else null. */
  insurerPaidOn: z.string().nullable(),
});

const periodSchema = z.object({ from: z.string(), to: z.string() });

/** GET statistics/payments. */
export const paymentStatisticsSchema = z.object({
  ...periodSchema.shape,
  /** The doctor of the figures; null for the whole clinic. */
  doctor: z.string().nullable(),
  /** One page of the period's lines (amount 0 hidden), newest first. */
  lines: z.array(statisticsPaymentLineSchema),
  /** Number of lines of the period. */
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  /** Σ of the payments that count. */
  collected: z.number(),
  /** The same for the previous period of the same length. */
  previous: periodSchema.extend({ collected: z.number() }),
  /** Σ of the insurance payments waiting for their insurer invoice to be paid (shown, not counted). */
  awaitingInsurer: z.number(),
  /**
   * The period's payments awaiting approval (insurance payments that only await their insurer left
   * out): their number, Σ, ids (for the bulk approval) and, per doctor, their number and Σ.
   */
  unapproved: z.object({
    count: z.number(),
    amount: z.number(),
    ids: z.array(z.string()),
    byDoctor: z.array(z.object({ doctor: z.object({ _id: z.string(), username: z.string() }), count: z.number(), amount: z.number() })),
  }),
  /**
   * Only for a single day of one doctor: the day's laboratory work, (total − laboratory) × the
   * doctor's percentage and the rest for the cabinet (libs/domain doctorShares, as the accounting).
   */
  dayShares: z.object({ percentage: z.number(), laboratory: z.number(), afterLaboratory: z.number(), doctorShare: z.number(), cabinetShare: z.number() }).nullable(),
  /** Takings per day (a period of up to 62 days) or per month. */
  byDate: z.object({ unit: z.enum(['day', 'month']), rows: z.array(takingsRowSchema) }),
  byMethod: z.array(takingsRowSchema),
  /** Per doctor: only for the whole clinic, else empty. */
  byDoctor: z.array(takingsRowSchema),
  /** Only for a single day: whether it is closed (the day close). */
  dayClose: z.object({ closedAt: z.string(), closedBy: z.string() }).nullable(),
});

export const statementLineSchema = z.object({
  key: z.enum(['collected', 'laboratory', 'afterLaboratory', 'doctorShare', 'cabinetShare', 'purchaseOrders', 'consumptions', 'remaining']),
  operation: z.enum(['start', 'minus', 'equals', 'percent']),
  amount: z.number(),
  percentage: z.number().optional(),
});

export const accountingFiguresSchema = z.object({
  total: z.number(),
  laboratory: z.number(),
  afterLaboratory: z.number(),
  doctorShare: z.number(),
  cabinetShare: z.number(),
  purchaseOrders: z.number(),
  consumptions: z.number(),
  remaining: z.number(),
  /** Σ of the counted insurance payments: what the insurers paid (each one already is the covered part). */
  insurersPart: z.number(),
  /** The statement, line by line. */
  lines: z.array(statementLineSchema),
});

/** GET statistics/accounting. */
export const accountingStatisticsSchema = z.object({
  ...periodSchema.shape,
  doctor: z.string().nullable(),
  /** The doctor's percentage; null for the whole clinic (each doctor's share at their own percentage). */
  percentage: z.number().nullable(),
  figures: accountingFiguresSchema,
  previous: periodSchema.extend({ figures: accountingFiguresSchema }),
  /** The counted insurance payments (on the day their insurer invoice was paid): Σ, and per percentage covered of the patients their number and Σ. */
  insurers: z.object({ amount: z.number(), rows: z.array(z.object({ percentCovered: z.number(), count: z.number(), amount: z.number() })) }),
});

export const treatmentStatisticsRowSchema = z.object({
  treatment: z.string(),
  name: z.string(),
  /** Number of teeth (NBS). */
  nbs: z.number(),
  acts: z.number(),
  amount: z.number(),
  /** NBS / Σ NBS × 100, two decimals; the rows add up to 100.00. */
  percentage: z.number(),
});

/** PUT statistics/payments/approve: the ids of the payments approved (those already approved are left out). */
export const statisticsApprovedSchema = z.object({ approved: z.array(z.string()) });

/** GET statistics/treatments. */
export const treatmentStatisticsSchema = z.object({
  year: z.number(),
  doctor: z.string().nullable(),
  rows: z.array(treatmentStatisticsRowSchema),
  totals: z.object({ nbs: z.number(), acts: z.number(), amount: z.number() }),
});

/** GET statistics/years: from the clinic's first payment (or this year) to this year. */
export const statisticsYearsSchema = z.object({ years: z.array(z.number()), today: z.string() });

const cashCloseLineSchema = z.object({
  /** The method's id (null once the method is deleted) and its name when the close was made. */
  method: z.object({ _id: z.string().nullable(), name: z.string() }),
  recorded: z.number(),
  count: z.number(),
  counted: z.number().nullable(),
  difference: z.number().nullable(),
});
const cashTotalsSchema = z.object({ recorded: z.number(), counted: z.number().nullable(), difference: z.number().nullable() });
/** The laboratories' or the suppliers' payments of a session (money paid out, not counted per method). */
const cashOutSchema = z.object({ count: z.number(), amount: z.number() });

/** One close of a day ("Clôture {number}"): the payments it holds, per method recorded beside counted. */
export const cashCloseSchema = z.object({
  _id: z.string(),
  day: z.string(),
  number: z.number(),
  at: z.string(),
  by: z.string(),
  comment: z.string(),
  lines: z.array(cashCloseLineSchema),
  totals: cashTotalsSchema,
  labs: cashOutSchema,
  suppliers: cashOutSchema,
  /** Reopened: its payments are open again and the next close takes them. */
  reopened: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
});

/** An open payment of the day not approved yet: closing warns about it. */
const unapprovedCashPaymentSchema = z.object({
  _id: z.string(),
  patient: ref,
  doctor: z.string(),
  amount: z.number(),
  method: z.string().nullable(),
  paymentDate: z.string(),
});

/**
 * GET/POST dayClose/{day}, POST cashClose/{id}/reopen: the day's open session (the payments no
 * close in force holds, per payment method, counted still null) and the day's closes, oldest first.
 */
export const dayCloseSchema = z.object({
  day: z.string(),
  /** The number the next close of the day takes. */
  next: z.number(),
  lines: z.array(cashCloseLineSchema),
  totals: cashTotalsSchema,
  labs: cashOutSchema,
  suppliers: cashOutSchema,
  unapproved: z.array(unapprovedCashPaymentSchema),
  closes: z.array(cashCloseSchema),
});

export type StatisticsPaymentLine = z.infer<typeof statisticsPaymentLineSchema>;
export type PaymentStatistics = z.infer<typeof paymentStatisticsSchema>;
export type AccountingStatistics = z.infer<typeof accountingStatisticsSchema>;
export type TreatmentStatistics = z.infer<typeof treatmentStatisticsSchema>;
export type StatisticsYears = z.infer<typeof statisticsYearsSchema>;
export type StatisticsApproved = z.infer<typeof statisticsApprovedSchema>;
export type DayClose = z.infer<typeof dayCloseSchema>;
export type CashClose = z.infer<typeof cashCloseSchema>;
export type TakingsRowData = z.infer<typeof takingsRowSchema>;
