import { z } from 'zod';
import type { MessageKey } from './messages';
import {
  auditEntrySchema,
  labConsumptionSchema,
  laboratorySchema,
  labTreatmentSchema,
  patientInvoiceSchema,
  paymentReceiptSchema,
  paymentSchema,
  prescriptionSchema,
  quoteSchema,
  sheetSchema,
} from './patient-file-responses';
import {
  invoiceCreateSchema,
  invoiceListQuerySchema,
  labConsumptionQuerySchema,
  laboratoryInputSchema,
  labTreatmentInputSchema,
  patientQuerySchemaOf,
  paymentApproveSchema,
  paymentInputSchema,
  paymentListQuerySchema,
  prescriptionInputSchema,
  quoteCreateSchema,
  quoteLineEditSchema,
  quoteLineInputSchema,
  quoteUpdateSchema,
  sheetLineInputSchema,
  sheetUpdateSchema,
} from './patient-file-schemas';
import { laboratoryCardSchema } from './laboratory-work-responses';
import { envelope } from './responses';

/** The schemas of the patient file's calls, merged into `ROUTE_SCHEMAS` (same rules). */

const invalidId: MessageKey = 'common.invalidId';
const id = () => z.string({ error: invalidId }).regex(/^[1-9]\d{0,17}$/, { error: invalidId });

const idParams = z.object({ id: id() });
const patientParams = z.object({ patientId: id() });
const quoteParams = z.object({ patientId: id(), devisId: id() });
const quoteLineParams = z.object({ patientId: id(), devisId: id(), lineId: id() });
const invoiceParams = z.object({ patientId: id(), invoiceId: id() });
const sheetParams = z.object({ patientId: id(), ficheId: id() });
const sheetLineParams = z.object({ patientId: id(), ficheId: id(), lineId: id() });
const doctorParams = z.object({ doctorId: id() });
const labParams = z.object({ labId: id() });
const labItemParams = z.object({ labId: id(), id: id() });

const quotes = envelope(z.array(quoteSchema));
const sheets = envelope(z.array(sheetSchema));

export const PATIENT_FILE_ROUTE_SCHEMAS = {
  'quotes.list': { params: patientParams, response: quotes },
  'quotes.create': { params: patientParams, body: quoteCreateSchema, response: envelope(quoteSchema) },
  'quotes.update': { params: quoteParams, body: quoteUpdateSchema, response: envelope(quoteSchema) },
  'quotes.remove': { params: quoteParams, response: envelope(quoteSchema) },
  'quotes.append': { params: quoteParams, body: quoteLineInputSchema, response: envelope(quoteSchema) },
  'quotes.editLine': { params: quoteLineParams, body: quoteLineEditSchema, response: envelope(quoteSchema) },
  'quotes.removeLine': { params: quoteLineParams, response: envelope(quoteSchema) },

  'patientInvoices.list': { query: invoiceListQuerySchema, response: envelope(z.array(patientInvoiceSchema)) },
  'patientInvoices.get': { params: idParams, response: envelope(patientInvoiceSchema) },
  'patientInvoices.invoiceable': { params: patientParams, response: quotes },
  'patientInvoices.create': { params: patientParams, body: invoiceCreateSchema, response: envelope(patientInvoiceSchema) },
  'patientInvoices.remove': { params: invoiceParams, response: envelope(patientInvoiceSchema) },

  'payments.list': { query: paymentListQuerySchema, response: envelope(z.array(paymentSchema)) },
  'payments.create': { body: paymentInputSchema, response: envelope(paymentSchema) },
  'payments.update': { params: idParams, body: paymentInputSchema, response: envelope(paymentSchema) },
  'payments.remove': { params: idParams, response: envelope(paymentSchema) },
  'payments.approve': { params: doctorParams, body: paymentApproveSchema, response: envelope(z.array(paymentSchema)) },
  'payments.receipt': { params: idParams, response: envelope(paymentReceiptSchema) },

  'sheets.list': { params: patientParams, response: sheets },
  'sheets.get': { params: sheetParams, response: envelope(sheetSchema) },
  'sheets.create': { params: patientParams, response: envelope(sheetSchema) },
  'sheets.update': { params: sheetParams, body: sheetUpdateSchema, response: envelope(sheetSchema) },
  'sheets.remove': { params: sheetParams, response: envelope(sheetSchema) },
  'sheets.removeLine': { params: sheetLineParams, response: envelope(sheetSchema) },
  'sheets.saveLine': { params: sheetParams, body: sheetLineInputSchema, response: envelope(sheetSchema) },

  'prescriptions.list': { query: patientQuerySchemaOf, response: envelope(z.array(prescriptionSchema)) },
  'prescriptions.create': { body: prescriptionInputSchema, response: envelope(prescriptionSchema) },
  'prescriptions.update': { params: idParams, body: prescriptionInputSchema, response: envelope(prescriptionSchema) },
  'prescriptions.remove': { params: idParams, response: envelope(prescriptionSchema) },

  'labConsumptions.list': { query: labConsumptionQuerySchema, response: envelope(z.array(labConsumptionSchema)) },

  'laboratories.list': { response: envelope(z.array(laboratoryCardSchema)) },
  'laboratories.create': { body: laboratoryInputSchema, response: envelope(laboratorySchema) },
  'laboratories.update': { params: idParams, body: laboratoryInputSchema, response: envelope(laboratorySchema) },
  'laboratories.remove': { params: idParams, response: envelope(laboratorySchema) },
  'labTreatments.list': { params: labParams, response: envelope(z.array(labTreatmentSchema)) },
  'labTreatments.create': { params: labParams, body: labTreatmentInputSchema, response: envelope(labTreatmentSchema) },
  'labTreatments.update': { params: labItemParams, body: labTreatmentInputSchema, response: envelope(labTreatmentSchema) },
  'labTreatments.remove': { params: labItemParams, response: envelope(labTreatmentSchema) },

  'patientHistory.list': { params: idParams, response: envelope(z.array(auditEntrySchema)) },
} as const;
