import { z } from 'zod';
import { daySchema } from './day-schema';
import type { MessageKey } from './messages';
import { envelope } from './responses';
import { IMPORT_ENCODINGS, IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATES } from './transfer-vocabulary';

/** Messages of these schemas are message keys; the API translates them for the request. */
const key = (k: MessageKey) => k;

const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }) });
const kindSchema = z.enum(IMPORT_KINDS, { error: key('import.kindInvalid') });

/** The uploaded file's bytes: refused when empty. */
export const importFileBodySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength > 0, { error: key('import.fileEmpty') });

/** POST import: the file's bytes are the body (application/octet-stream); its name and kind in the query. */
export const importUploadQuerySchema = z.object({
  kind: kindSchema,
  fileName: z
    .string({ error: key('import.fileNameRequired') })
    .trim()
    .min(1, { error: key('import.fileNameRequired') })
    .max(255, { error: key('import.fileNameRequired') }),
});
export type ImportUploadQuery = z.infer<typeof importUploadQuerySchema>;

/**
 * Which column (its index, from 0) feeds each field of the kind; a field left out or null takes no
 * column. Field names are those of IMPORT_FIELDS for the kind.
 */
export const importMappingSchema = z.record(z.string(), z.number().int().min(0).max(1000).nullable(), { error: key('import.mappingInvalid') });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** How to read the uploaded file: the same for the dry run and for the import itself. */
export const importSettingsSchema = z.object({
  encoding: z.enum(IMPORT_ENCODINGS, { error: key('import.encodingInvalid') }).default('auto'),
  /** The sheet of an XLSX file (its name); null or absent for the first. */
  sheet: z.string().max(200).nullable().default(null),
  mapping: importMappingSchema,
  /** The doctor of the patients whose row names none (a user id). */
  doctor: z.string().regex(/^[1-9]\d{0,17}$/, { error: key('import.doctorUnknown') }).nullable().default(null),
  /** The day the opening balances are dated ("Solde repris"); today when null. */
  balanceDate: daySchema('import.dateInvalid').nullable().default(null),
});
export type ImportSettings = z.input<typeof importSettingsSchema>;

/** GET import/:id with a sheet or an encoding: the draft's file as it reads that way (its header and the mapping suggested for it). */
export const importReadQuerySchema = z.object({
  encoding: z.enum(IMPORT_ENCODINGS, { error: key('import.encodingInvalid') }).optional(),
  sheet: z.string().max(200).optional(),
});
export type ImportReadQuery = z.infer<typeof importReadQuerySchema>;

/** What is known of the uploaded file: its sheets, the encoding found, the header and the suggested (or chosen) mapping. */
export const importFileSchema = z.object({
  size: z.number(),
  format: z.enum(['csv', 'xlsx']),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** The code page the bytes look like (CSV), null for XLSX. */
  detectedEncoding: z.enum(IMPORT_ENCODINGS).nullable(),
  encoding: z.enum(IMPORT_ENCODINGS),
  /** The first row's texts, one per column. */
  headers: z.array(z.string()),
  /** Rows under the header. */
  rows: z.number(),
  mapping: importMappingSchema,
});
export type ImportFile = z.infer<typeof importFileSchema>;

const userRefSchema = z.object({ _id: z.string(), username: z.string() }).nullable();

/** An import: the audit of who brought which file, when, and what it did; its progress while it runs. */
export const importJobSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  createdAt: z.string(),
  createdBy: userRefSchema,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Rows of the file (without the header), rows handled so far, and the outcome counts. */
  total: z.number(),
  done: z.number(),
  created: z.number(),
  matched: z.number(),
  refused: z.number(),
  /** Seconds left while it runs, from the pace so far; null when not known. */
  secondsLeft: z.number().nullable(),
  /** Why it failed (translated), null otherwise. */
  error: z.string().nullable(),
  /** Whether undo is still possible: done, and nothing else written since on what it created. */
  undoable: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneBy: userRefSchema,
  file: importFileSchema,
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** One value of a previewed row as it will be stored (text, number, or nothing). */
const previewValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const importPreviewRowSchema = z.object({
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** The matched record's id (a patient, an appointment, a treatment). */
  matchedId: z.string().nullable(),
  values: z.record(z.string(), previewValueSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** A refused row: its number, the column at fault (its header, '' when the row as a whole), the field and the translated message. */
export const importRefusalSchema = z.object({
  row: z.number(),
  column: z.string(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const importDryRunSchema = z.object({
  job: importJobSchema,
  total: z.number(),
  created: z.number(),
  matched: z.number(),
  refused: z.number(),
  /** The first IMPORT_PREVIEW_ROWS rows. */
  rows: z.array(importPreviewRowSchema),
  /** The first IMPORT_REFUSALS_LISTED refusals; the report (GET import/:id/report) holds them all. */
  refusals: z.array(importRefusalSchema),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

/** A mapping kept for the next file of the same shape: each field's header text. */
export const savedMappingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(IMPORT_KINDS),
  columns: z.record(z.string(), z.string()),
});
export type SavedMapping = z.infer<typeof savedMappingSchema>;

export const savedMappingInputSchema = z.object({
  name: z
    .string({ error: key('import.mappingNameRequired') })
    .trim()
    .min(1, { error: key('import.mappingNameRequired') })
    .max(100, { error: key('common.tooLong') }),
  kind: kindSchema,
  columns: z.record(z.string(), z.string().max(200)),
});
export type SavedMappingInput = z.infer<typeof savedMappingInputSchema>;

/** Imports, saved mappings and exports (issue 39), merged into `ROUTE_SCHEMAS`. A file's answer is its bytes, not JSON. */
export const TRANSFER_ROUTE_SCHEMAS = {
  'imports.list': { response: envelope(z.array(importJobSchema)) },
  'imports.upload': { query: importUploadQuerySchema, body: importFileBodySchema, response: envelope(importJobSchema) },
  'imports.get': { params: idParams, query: importReadQuerySchema, response: envelope(importJobSchema) },
  'imports.dryRun': { params: idParams, body: importSettingsSchema, response: envelope(importDryRunSchema) },
  /** The refusals of the last dry run or run, as CSV (text/csv). */
  'imports.report': { params: idParams, response: z.unknown() },
  'imports.start': { params: idParams, body: importSettingsSchema, response: envelope(importJobSchema) },
  'imports.cancel': { params: idParams, response: envelope(importJobSchema) },
  'imports.undo': { params: idParams, response: envelope(importJobSchema) },
  'importMappings.list': { response: envelope(z.array(savedMappingSchema)) },
  'importMappings.save': { body: savedMappingInputSchema, response: envelope(savedMappingSchema) },
  'importMappings.remove': { params: idParams, response: envelope(savedMappingSchema) },
  /** A zip (application/zip), streamed. */
  'exports.clinic': { response: z.unknown() },
  'exports.patient': { params: idParams, response: z.unknown() },
} as const;
