/**
 * The patient file's entities as they travel on the wire (spec part 2 §3), inferred from the
 * answer schemas of `patient-file-responses.ts` (types only: zod stays out of the browser).
 */
import type { z } from 'zod';
import type * as R from './patient-file-responses';

export * from './patient-file-vocabulary';

/** Longest prescription text. */
export const PRESCRIPTION_MAX_LENGTH = 20_000;

export type Teeth = z.output<typeof R.teethSchema>;
export type QuoteLine = z.output<typeof R.quoteLineSchema>;
export type Quote = z.output<typeof R.quoteSchema>;
export type PatientInvoiceLine = z.output<typeof R.patientInvoiceLineSchema>;
export type PatientInvoice = z.output<typeof R.patientInvoiceSchema>;
export type InvoiceQuote = z.output<typeof R.invoiceQuoteSchema>;
export type PaymentReceipt = z.output<typeof R.paymentReceiptSchema>;
export type Payment = z.output<typeof R.paymentSchema>;
export type SheetLine = z.output<typeof R.sheetLineSchema>;
export type Sheet = z.output<typeof R.sheetSchema>;
export type Prescription = z.output<typeof R.prescriptionSchema>;
export type Laboratory = z.output<typeof R.laboratorySchema>;
export type LabTreatment = z.output<typeof R.labTreatmentSchema>;
export type LabConsumption = z.output<typeof R.labConsumptionSchema>;
export type AuditEntry = z.output<typeof R.auditEntrySchema>;
