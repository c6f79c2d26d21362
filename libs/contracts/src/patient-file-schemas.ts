import { z } from 'zod';
import { daySchema } from './day-schema';
import type { MessageKey } from './messages';
import { amountSchema, moneyDaySchema } from './money-schemas';
import { PAYMENT_TYPES } from './patient-file-vocabulary';
import { PHONE_PATTERN } from './phone';

/**
 * What the patient file's calls accept (spec part 2 §7). Where the spec reads a field two ways,
 * both are accepted and normalised here: a reference as an id or as `{ _id }`, teeth as
 * `{ nums, surface }` or a bare list (numbers or texts), the payment type `consultation` or
 * `consultations`, dates as YYYY-MM-DD or a full ISO timestamp. Messages are message keys.
 */

const key = (k: MessageKey) => k;
const ID = /^[1-9]\d{0,17}$/;

const idOf = (message: MessageKey) => z.string({ error: key(message) }).regex(ID, { error: key(message) });

/** An id, or an object carrying it as `_id` (what a select widget holds). */
export function refSchema(message: MessageKey) {
  return z.preprocess((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { _id?: unknown })._id : value), idOf(message));
}


const toothText = z.union([z.string(), z.number().int()]).transform((value) => String(value).trim());

/** `{ nums, surface }` or a bare list of teeth. */
export const teethInputSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { nums: value } : value),
  z.object(
    {
      nums: z.array(toothText, { error: key('quote.teethRequired') }).max(60, { error: key('quote.teethRequired') }),
      surface: z.string().trim().max(100, { error: key('common.tooLong') }).nullable().optional(),
    },
    { error: key('quote.teethRequired') },
  ),
);

const reduceSchema = z.number({ error: key('patient.validReduction') }).min(0, { error: key('patient.validReduction') }).max(100, { error: key('patient.validReduction') });

/** A line of a quote: the treatment, its unit price (the catalogue's when absent), teeth, a per-line discount, the doctor. */
export const quoteLineInputSchema = z.object({
  treatment: refSchema('quote.unknownTreatment'),
  price: amountSchema('quote.priceInvalid', 'quote.priceInvalid').optional(),
  discount: amountSchema('quote.discountInvalid', 'quote.discountInvalid').nullable().optional(),
  teeth: teethInputSchema,
  doctor: refSchema('quote.doctorRequired').optional(),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

/** POST devis/{patientId}: {user, reduce, LineDevis}; `user` is the signed-in user whatever is sent. */
export const quoteCreateSchema = z.object({
  reduce: reduceSchema.default(0),
  LineDevis: z.array(quoteLineInputSchema, { error: key('quote.lineRequired') }).min(1, { error: key('quote.lineRequired') }).max(100, { error: key('quote.lineRequired') }),
  doctor: refSchema('quote.doctorRequired').optional(),
});
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;

/** PUT devis/{patientId}/{devisId}: {user, reduce}. */
export const quoteUpdateSchema = z.object({ reduce: reduceSchema });
export type QuoteUpdateInput = z.input<typeof quoteUpdateSchema>;

/** PUT …/editLineDevis/{lineId}: the line's fields; absent ones are kept. */
export const quoteLineEditSchema = quoteLineInputSchema.partial();
export type QuoteLineEditInput = z.input<typeof quoteLineEditSchema>;


/** `consultation` (as GET payment?type= writes it) is `consultations`. */
const paymentTypeSchema = z.preprocess(
  (value) => (value === 'consultation' ? 'consultations' : value),
  z.enum(PAYMENT_TYPES, { error: key('payment.typeInvalid') }),
);

/**
 * POST payment / PUT payment/{id}: {user, doctor, patient, amount, type, method, supported,
 * paymentDate, approved}. `user` and `approved` are decided by the server (who is signed in, and
 * the approval rule); `supported` is the coverage flag (a covered amount above 0 reads as true).
 */
export const paymentInputSchema = z.object({
  doctor: refSchema('payment.doctorRequired'),
  patient: refSchema('payment.patientRequired'),
  // 0 is a payment too (a free check-up, a consultation fully covered): kept, and hidden by the statistics.
  amount: amountSchema('payment.amountRequired', 'payment.amountInvalid'),
  type: paymentTypeSchema.default('payment'),
  method: z.union([refSchema('payment.methodRequired'), z.string().trim().max(100)]).nullable().optional(),
  supported: z
    .union([z.boolean(), z.number()], { error: key('payment.supportedInvalid') })
    .transform((value) => (typeof value === 'number' ? value > 0 : value))
    .nullable()
    .optional(),
  paymentDate: moneyDaySchema(daySchema('payment.dateInvalid')).optional(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** GET payment?patient={id}&type=…; `type=consultation` is the consultations view. */
export const paymentListQuerySchema = z.object({
  patient: idOf('common.invalidId'),
  type: paymentTypeSchema.optional(),
});

/** PUT payment/approve/{doctorId}: the payments to approve, as ids or payments, bare or as `{ payments }`. */
export const paymentApproveSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { payments: value } : value),
  z.object({ payments: z.array(refSchema('payment.listRequired'), { error: key('payment.listRequired') }).min(1, { error: key('payment.listRequired') }).max(1000) }),
);
export type PaymentApproveInput = z.input<typeof paymentApproveSchema>;

/** POST invoice/{patientId}: no body (or no `devis`) bills every line not yet invoiced; `devis` only those quotes' lines. */
export const invoiceCreateSchema = z.object({
  devis: z
    .array(refSchema('patientInvoice.quotesInvalid'), { error: key('patientInvoice.quotesInvalid') })
    .min(1, { error: key('patientInvoice.quotesInvalid') })
    .max(200, { error: key('patientInvoice.quotesInvalid') })
    .optional(),
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;

const finishFlag = z.union([z.literal(0), z.literal(1), z.boolean()], { error: key('sheet.finishInvalid') }).transform((value) => (value === true || value === 1 ? 1 : 0));

const sheetListsSchema = z.object({
  _id: z.array(idOf('sheet.unknownLine'), { error: key('sheet.listsMismatch') }).max(500),
  dateAppointment: z.array(daySchema('sheet.dateInvalid').nullable(), { error: key('sheet.listsMismatch') }).max(500),
  acte: z.array(z.string({ error: key('sheet.acteInvalid') }).trim().max(500, { error: key('common.tooLong') }), { error: key('sheet.listsMismatch') }).max(500),
  amount: z.array(amountSchema('sheet.amountInvalid', 'sheet.amountInvalid'), { error: key('sheet.listsMismatch') }).max(500),
  finish: z.array(finishFlag, { error: key('sheet.listsMismatch') }).max(500).optional(),
  /** The appointment booked for each line (the patient's), or null: a line given one takes its day as date. */
  appointment: z.array(idOf('sheet.unknownAppointment').nullable(), { error: key('sheet.listsMismatch') }).max(500).optional(),
});

/**
 * PUT fiche/{patientId}/{ficheId}: the lines as parallel lists `_id, dateAppointment, acte, amount`
 * (and `finish`, 0 or 1, and `appointment`, an id or null), at the top level or under `LineFiche`. Lists of different lengths are refused.
 */
export const sheetUpdateSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) && 'LineFiche' in value ? (value as { LineFiche: unknown }).LineFiche : value),
  sheetListsSchema.refine(
    (lists) => [lists.dateAppointment, lists.acte, lists.amount, lists.finish ?? lists._id, lists.appointment ?? lists._id].every((list) => list.length === lists._id.length),
    { error: key('sheet.listsMismatch') },
  ),
);
export type SheetUpdateInput = z.input<typeof sheetUpdateSchema>;

/**
 * PUT fiche/{patientId}/LineFiche/{ficheId}: {user, doctor, treatment, acte, price, teeth,
 * dateAppointment, devis, lineFicheId, laboratory}. Adds a line realising the line of quote `devis`
 * for `treatment` (or `lineDevis`, the quote line's id); with `lineFicheId`, changes that line.
 * `price` is the act's unit price (the quote line's, discount taken off, when absent); a
 * `laboratory` sends the work to that lab at `priceLab` when typed, else at its price list's price
 * (a lab without one for the treatment needs `priceLab`).
 */
export const sheetLineInputSchema = z.object({
  doctor: refSchema('quote.doctorRequired').optional(),
  treatment: refSchema('quote.unknownTreatment'),
  acte: z.string().trim().max(500, { error: key('common.tooLong') }).optional(),
  price: amountSchema('sheet.amountInvalid', 'sheet.amountInvalid').optional(),
  teeth: teethInputSchema,
  dateAppointment: daySchema('sheet.dateInvalid').nullable().optional(),
  devis: refSchema('sheet.quoteLineRequired'),
  lineDevis: refSchema('sheet.quoteLineRequired').optional(),
  lineFicheId: refSchema('sheet.unknownLine').nullable().optional(),
  laboratory: refSchema('sheet.unknownLaboratory').nullable().optional(),
  priceLab: amountSchema('sheet.labPriceRequired', 'sheet.labPriceInvalid').optional(),
});
export type SheetLineInput = z.input<typeof sheetLineInputSchema>;

/** POST prescription / PUT prescription/{id}: {patient, content}. */
export const prescriptionInputSchema = z.object({
  patient: refSchema('prescription.patientRequired'),
  content: z.string({ error: key('prescription.contentRequired') }).trim().min(1, { error: key('prescription.contentRequired') }),
});
export type PrescriptionInput = z.input<typeof prescriptionInputSchema>;

/** GET prescription?patient=. */
export const patientQuerySchemaOf = z.object({ patient: idOf('common.invalidId') });

/** GET invoice: one patient's (`?patient=`), or without it every invoice of the patients the caller may see. */
export const invoiceListQuerySchema = z.object({ patient: idOf('common.invalidId').optional() });

/** GET laboratory/consumptions: a patient's (`patient`) or a laboratory's (`labId`, optionally one doctor's). */
export const labConsumptionQuerySchema = z
  .object({ patient: idOf('common.invalidId').optional(), labId: idOf('common.invalidId').optional(), doctor: idOf('common.invalidId').optional() })
  .refine((query) => query.patient !== undefined || query.labId !== undefined, { error: key('labConsumption.scopeRequired') });

/** POST laboratory / PUT laboratory/{id}: {name, phone}. */
export const laboratoryInputSchema = z.object({
  name: z.string({ error: key('laboratory.nameRequired') }).trim().min(1, { error: key('laboratory.nameRequired') }),
  phone: z
    .string()
    .trim()
    .max(30, { error: key('common.tooLong') })
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: key('common.phoneInvalid') })
    .optional(),
});
export type LaboratoryInput = z.input<typeof laboratoryInputSchema>;

/** POST/PUT laboratory/{labId}/treatments: {treatment (id), price}; only prothese treatments. */
export const labTreatmentInputSchema = z.object({
  treatment: refSchema('labTreatment.treatmentRequired'),
  price: amountSchema('labTreatment.priceRequired', 'labTreatment.priceInvalid'),
});
export type LabTreatmentInput = z.input<typeof labTreatmentInputSchema>;
