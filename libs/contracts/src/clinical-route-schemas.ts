import { z } from 'zod';
import {
  clinicalChartSchema,
  clinicalNoteInputSchema,
  clinicalNoteSchema,
  clinicalNoteUpdateSchema,
  conditionTypeInputSchema,
  conditionTypeSchema,
  consentTemplateSchema,
  documentFileQuerySchema,
  documentUploadQuerySchema,
  imageFileQuerySchema,
  imageListQuerySchema,
  imageUpdateSchema,
  imageUploadQuerySchema,
  noteAddendumInputSchema,
  patientDocumentSchema,
  patientImageSchema,
  toothConditionInputSchema,
  toothConditionSchema,
  toothHistoryEntrySchema,
  toothHistoryQuerySchema,
  uploadBodySchema,
} from './clinical-schemas';
import type { MessageKey } from './messages';
import { envelope } from './responses';

const key = (k: MessageKey) => k;
const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }) });
const patientQuery = z.object({ patient: z.string({ error: key('common.invalidId') }).regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }) });

/** The clinical calls (issue 37), merged into `ROUTE_SCHEMAS`. A file's answer is its bytes, not JSON. */
export const CLINICAL_ROUTE_SCHEMAS = {
  'conditionTypes.list': { response: envelope(z.array(conditionTypeSchema)) },
  'conditionTypes.create': { body: conditionTypeInputSchema, response: envelope(conditionTypeSchema) },
  'conditionTypes.update': { params: idParams, body: conditionTypeInputSchema, response: envelope(conditionTypeSchema) },
  'conditionTypes.remove': { params: idParams, response: envelope(conditionTypeSchema) },

  'clinical.chart': { query: patientQuery, response: envelope(clinicalChartSchema) },
  'clinical.toothHistory': { query: toothHistoryQuerySchema, response: envelope(z.array(toothHistoryEntrySchema)) },

  'toothConditions.create': { body: toothConditionInputSchema, response: envelope(z.array(toothConditionSchema)) },
  'toothConditions.remove': { params: idParams, response: envelope(toothConditionSchema) },

  'clinicalNotes.list': { query: patientQuery, response: envelope(z.array(clinicalNoteSchema)) },
  'clinicalNotes.create': { body: clinicalNoteInputSchema, response: envelope(clinicalNoteSchema) },
  'clinicalNotes.update': { params: idParams, body: clinicalNoteUpdateSchema, response: envelope(clinicalNoteSchema) },
  'clinicalNotes.addendum': { params: idParams, body: noteAddendumInputSchema, response: envelope(clinicalNoteSchema) },

  'patientImages.list': { query: imageListQuerySchema, response: envelope(z.array(patientImageSchema)) },
  'patientImages.upload': { query: imageUploadQuerySchema, body: uploadBodySchema, response: envelope(patientImageSchema) },
  'patientImages.file': { params: idParams, query: imageFileQuerySchema, response: z.unknown() },
  'patientImages.update': { params: idParams, body: imageUpdateSchema, response: envelope(patientImageSchema) },
  'patientImages.remove': { params: idParams, response: envelope(patientImageSchema) },

  'patientDocuments.list': { query: patientQuery, response: envelope(z.array(patientDocumentSchema)) },
  'patientDocuments.upload': { query: documentUploadQuerySchema, body: uploadBodySchema, response: envelope(patientDocumentSchema) },
  'patientDocuments.file': { params: idParams, query: documentFileQuerySchema, response: z.unknown() },
  'patientDocuments.remove': { params: idParams, response: envelope(patientDocumentSchema) },

  'consentTemplate.get': { response: envelope(consentTemplateSchema.extend({ defaults: z.boolean() })) },
  'consentTemplate.update': { body: consentTemplateSchema, response: envelope(consentTemplateSchema.extend({ defaults: z.boolean() })) },
} as const;
