import { z } from 'zod';
import { TREATMENT_TYPES } from './vocabulary';
import { PAYMENT_TYPES } from './patient-file-vocabulary';

/**
 * What the patient file's calls answer (spec part 2 §3), serialised through these schemas like
 * every answer. Money in MRU (numbers exact to the cent), dates YYYY-MM-DD, timestamps ISO.
 * Sums (line totals, quote total, reduction, remainder) are computed by @dental/domain.
 */

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Teeth (FDI numbers) or gum areas, and the surface of a conservative treatment. */
export const teethSchema = z.object({ nums: z.array(z.string()), surface: z.string().nullable() });

export const treatmentRefSchema = z.object({ _id: z.string(), name: z.string(), type: z.enum(TREATMENT_TYPES), assurance: z.string().nullable() });

export const quoteLineSchema = z.object({
  _id: z.string(),
  doctor: z.string(),
  treatment: treatmentRefSchema,
  /** Unit price. */
  price: z.number(),
  /** Taken off the unit price; 0 for none. */
  discount: z.number(),
  teeth: teethSchema,
  /** (price − discount) × number of teeth. */
  total: z.number(),
  /** Realised on a treatment sheet: the line can no longer be deleted. */
  done: z.boolean(),
  /** The invoice that bills the line, if any. */
  invoice: z.string().nullable(),
  ...timestamps,
});

export const quoteSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  numDevis: z.number(),
  /** Reduction in percent. */
  reduce: z.number(),
  LineDevis: z.array(quoteLineSchema),
  total: z.number(),
  /** total × reduce / 100, half up to the cent. */
  reduction: z.number(),
  /** total − reduction. */
  remainder: z.number(),
  ...timestamps,
});

export const patientInvoiceLineSchema = z.object({
  /** The quote line billed. */
  _id: z.string(),
  doctor: z.string(),
  treatment: z.object({ _id: z.string(), name: z.string() }),
  teeth: teethSchema,
  price: z.number(),
  discount: z.number(),
  total: z.number(),
  devis: z.object({ _id: z.string(), numDevis: z.number() }),
  createdAt: z.string(),
});

/** One quote an invoice bills lines of: its reduction when billed, and its sums on those lines. */
export const invoiceQuoteSchema = z.object({
  _id: z.string(),
  numDevis: z.number(),
  /** The quote's reduction in percent when the invoice was made. */
  reduce: z.number(),
  /** Σ of the quote's billed line totals. */
  total: z.number(),
  /** total × reduce / 100, half up to the cent. */
  reduction: z.number(),
  /** total − reduction. */
  remainder: z.number(),
});

export const patientInvoiceSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  numInvoice: z.number(),
  finish: z.boolean(),
  LineInvoice: z.array(patientInvoiceLineSchema),
  /** Σ line totals, before the quotes' reductions. */
  total: z.number(),
  /** Σ of each quote's reduction on its own billed lines, as stored when the invoice was made. */
  reduction: z.number(),
  /** total − reduction: what the invoice asks (the quote's Reste when it bills a whole quote). */
  amountDue: z.number(),
  /** The quotes billed, in number order. */
  quotes: z.array(invoiceQuoteSchema),
  /** The doctors of the billed lines, by name, in the order they first appear ("a, b"). */
  doctorName: z.string(),
  createdAt: z.string(),
});

export const paymentSchema = z.object({
  _id: z.string(),
  /** The username of who recorded it. */
  user: z.string(),
  doctor: z.string(),
  patient: z.string(),
  amount: z.number(),
  type: z.enum(PAYMENT_TYPES),
  method: z.object({ _id: z.string(), name: z.string(), code: z.number(), archive: z.boolean() }).nullable(),
  /** Covered by the patient's insurer. */
  supported: z.boolean(),
  /** The insurer's invoice it is on; the cabinet is paid once that invoice is payed. */
  invoiceAssur: z.object({ _id: z.string(), payed: z.boolean() }).nullable(),
  /** YYYY-MM-DD */
  paymentDate: z.string(),
  approved: z.boolean(),
  /** The receipt number, given by the server when the payment is recorded (unique, without gaps). */
  receiptNo: z.number().optional(),
  /** The cash close holding it ("Clôture {number}" of `day`, made at `at`): it can no longer change. Null while its session is open. */
  cashClose: z.object({ _id: z.string(), number: z.number(), day: z.string(), at: z.string() }).nullable().optional(),
  ...timestamps,
});

/** GET payment/{id}/receipt: what a payment's printed receipt (reçu) states. */
export const paymentReceiptSchema = z.object({
  payment: paymentSchema,
  receiptNo: z.number(),
  patient: z.object({ _id: z.string(), name: z.string(), RegNo: z.string().nullable() }),
  /** Who took the payment (the user who recorded it), by name. */
  takenBy: z.string(),
  /** The payment's doctor, by name. */
  doctorName: z.string(),
  /**
   * The patient's balance right after the payment (libs/domain patientBalance): every payment recorded
   * up to it (this one included) minus every charge recorded up to then. Negative: the patient owes.
   */
  balanceAfter: z.number(),
});

export const labRefSchema = z.object({ _id: z.string(), name: z.string() });

export const sheetLineSchema = z.object({
  _id: z.string(),
  doctor: z.string(),
  /** YYYY-MM-DD, or null before the appointment is set. */
  dateAppointment: z.string().nullable(),
  acte: z.string(),
  amount: z.number(),
  /** 0 not done; 1 done (act and amount locked, amount charged). */
  finish: z.union([z.literal(0), z.literal(1)]),
  /** A payment taken for the line, if any. */
  payment: z.string().nullable(),
  consumptionLab: z.object({ _id: z.string(), laboratory: labRefSchema, price: z.number(), total: z.number() }).nullable(),
  /** The quote line the act realises, with the teeth done. */
  lineInvoice: z
    .object({
      _id: z.string(),
      treatment: treatmentRefSchema,
      teeth: teethSchema,
      devis: z.object({ _id: z.string(), numDevis: z.number() }),
      /** The part of the quote line's quoted amount (after the reduction) this session accounts for. */
      quoteShare: z.number(),
    })
    .nullable(),
  /** The appointment booked for the line (its day is dateAppointment); cancelling it clears the date of a line not done. */
  appointment: z.object({ _id: z.string(), doctor: z.string(), date: z.string(), time: z.string() }).nullable().optional(),
  ...timestamps,
});

export const sheetSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  numFiche: z.number(),
  LineFiche: z.array(sheetLineSchema),
  createdAt: z.string(),
});

export const prescriptionSchema = z.object({ _id: z.string(), patient: z.string(), content: z.string(), ...timestamps });

export const laboratorySchema = z.object({ _id: z.string(), name: z.string(), phone: z.string(), ...timestamps });

export const labTreatmentSchema = z.object({ _id: z.string(), treatment: z.object({ _id: z.string(), name: z.string() }), price: z.number(), ...timestamps });

export const labConsumptionSchema = z.object({
  _id: z.string(),
  laboratory: labRefSchema,
  doctor: z.string(),
  patient: z.object({ _id: z.string(), name: z.string(), RegNo: z.string().nullable() }),
  treatment: z.object({ _id: z.string(), name: z.string() }),
  /** The lab's price per tooth. */
  price: z.number(),
  teeth: teethSchema,
  /** price × number of teeth. */
  total: z.number(),
  ...timestamps,
});

/** One row of the audit trail: who changed money, when, what, before and after. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  user: z.object({ _id: z.string().nullable(), username: z.string() }),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
