import { z } from 'zod';
import {
  CLINICAL_NOTE_MAX_LENGTH,
  CONDITION_SYMBOLS,
  CONSENT_TEMPLATE_MAX_LENGTH,
  DOCUMENT_FORMATS,
  DOCUMENT_KINDS,
  IMAGE_FORMATS,
  IMAGE_KINDS,
  IMAGE_VARIANTS,
} from './clinical-vocabulary';
import { daySchema } from './day-schema';
import type { MessageKey } from './messages';

/**
 * What the clinical side of the patient file accepts and answers (issue 37): the chart's
 * conditions and their catalogue, clinical notes with their addenda, radiographs and photos,
 * documents and the consent template. Messages are message keys.
 */

const key = (k: MessageKey) => k;
const ID = /^[1-9]\d{0,17}$/;
const idOf = (message: MessageKey) => z.string({ error: key(message) }).regex(ID, { error: key(message) });
/** An id, or an object carrying it as `_id`. */
const refOf = (message: MessageKey) =>
  z.preprocess((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { _id?: unknown })._id : value), idOf(message));

const TOOTH = /^(1[1-8]|2[1-8]|3[1-8]|4[1-8]|5[1-5]|6[1-5]|7[1-5]|8[1-5])$/;
const toothOf = z.union([z.string(), z.number().int()], { error: key('clinical.toothInvalid') }).transform((value) => String(value).trim()).pipe(z.string().regex(TOOTH, { error: key('clinical.toothInvalid') }));

/**
 * Teeth, FDI numbers: a list (numbers or texts), `{ nums }` as the quotes send them, or a
 * comma-separated text (a query string). No tooth twice.
 */
export function teethListSchema(required: boolean) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter(Boolean);
      if (typeof value === 'object' && !Array.isArray(value)) return (value as { nums?: unknown }).nums;
      return value;
    },
    z
      .array(toothOf, { error: key('clinical.toothInvalid') })
      .max(52, { error: key('clinical.toothInvalid') })
      .refine((teeth) => !required || teeth.length > 0, { error: key('clinical.teethRequired') })
      .refine((teeth) => new Set(teeth).size === teeth.length, { error: key('clinical.toothRepeated') }),
  );
}

const person = z.object({ _id: z.string(), username: z.string() });

// ---- The conditions' catalogue ----

/** POST/PUT clinical/conditionType: a condition the administrator adds, named in each language. */
export const conditionTypeInputSchema = z.object({
  label: z.string({ error: key('clinical.conditionLabelRequired') }).trim().min(1, { error: key('clinical.conditionLabelRequired') }).max(60, { error: key('common.tooLong') }),
  labelEn: z.string({ error: key('clinical.conditionLabelRequired') }).trim().max(60, { error: key('common.tooLong') }).optional().default(''),
  labelAr: z.string({ error: key('clinical.conditionLabelRequired') }).trim().max(60, { error: key('common.tooLong') }).optional().default(''),
  colour: z.string({ error: key('clinical.colourInvalid') }).regex(/^#[0-9a-fA-F]{6}$/, { error: key('clinical.colourInvalid') }).transform((value) => value.toLowerCase()),
  symbol: z.enum(CONDITION_SYMBOLS, { error: key('clinical.symbolInvalid') }),
});
export type ConditionTypeInput = z.input<typeof conditionTypeInputSchema>;

/** A condition of the catalogue: a built-in one has its `code` (its words are the screens'), an added one its labels. */
export const conditionTypeSchema = z.object({
  _id: z.string(),
  code: z.string().nullable(),
  label: z.string(),
  labelEn: z.string(),
  labelAr: z.string(),
  colour: z.string(),
  symbol: z.enum(CONDITION_SYMBOLS),
});
export type ConditionType = z.infer<typeof conditionTypeSchema>;

// ---- Conditions on teeth ----

/** POST clinical/condition: one condition recorded on one or several teeth, on a day. `type`: an id, `{ _id }` or a built-in code. */
export const toothConditionInputSchema = z.object({
  patient: refOf('common.invalidId'),
  teeth: teethListSchema(true),
  type: z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { _id?: unknown })._id : value),
    z.string({ error: key('clinical.conditionTypeRequired') }).trim().min(1, { error: key('clinical.conditionTypeRequired') }).max(40, { error: key('clinical.conditionTypeRequired') }),
  ),
  date: daySchema('clinical.dateInvalid'),
  surface: z.string().trim().max(20, { error: key('common.tooLong') }).nullable().optional(),
  note: z.string().trim().max(500, { error: key('common.tooLong') }).optional().default(''),
});
export type ToothConditionInput = z.input<typeof toothConditionInputSchema>;

export const toothConditionSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  tooth: z.string(),
  type: conditionTypeSchema,
  date: z.string(),
  surface: z.string().nullable(),
  note: z.string(),
  by: person.nullable(),
  createdAt: z.string(),
});
export type ToothCondition = z.infer<typeof toothConditionSchema>;

// ---- The chart ----

/** An act on one tooth: planned (a quote line not done on that tooth) or done (a sheet line marked done). */
export const chartActSchema = z.object({
  tooth: z.string(),
  status: z.enum(['planned', 'done']),
  treatment: z.string(),
  treatmentType: z.string(),
  surface: z.string().nullable(),
  /** Done: the day of the session; planned: the day of its quote. */
  date: z.string().nullable(),
  doctor: person.nullable(),
  quote: z.object({ _id: z.string(), num: z.number() }).nullable(),
  sheet: z.object({ _id: z.string(), num: z.number() }).nullable(),
});
export type ChartAct = z.infer<typeof chartActSchema>;

/** GET clinical/chart?patient=: what the odontogram draws, tooth by tooth. */
export const clinicalChartSchema = z.object({
  conditions: z.array(toothConditionSchema),
  acts: z.array(chartActSchema),
  /** The teeth with images, and how many. */
  images: z.array(z.object({ tooth: z.string(), count: z.number() })),
  /** The teeth named in notes, and how many. */
  notes: z.array(z.object({ tooth: z.string(), count: z.number() })),
});
export type ClinicalChart = z.infer<typeof clinicalChartSchema>;

// ---- Clinical notes ----

const noteText = z.string({ error: key('clinical.noteRequired') }).trim().min(1, { error: key('clinical.noteRequired') }).max(CLINICAL_NOTE_MAX_LENGTH, { error: key('common.tooLong') });

/** POST clinical/note: a dated note of a visit, optionally on teeth. */
export const clinicalNoteInputSchema = z.object({
  patient: refOf('common.invalidId'),
  date: daySchema('clinical.dateInvalid'),
  text: noteText,
  teeth: teethListSchema(false).optional().default([]),
});
export type ClinicalNoteInput = z.input<typeof clinicalNoteInputSchema>;

/** PUT clinical/note/{id}: within 24 hours of writing, by its author. */
export const clinicalNoteUpdateSchema = z.object({
  date: daySchema('clinical.dateInvalid'),
  text: noteText,
  teeth: teethListSchema(false).optional().default([]),
});
export type ClinicalNoteUpdate = z.input<typeof clinicalNoteUpdateSchema>;

/** POST clinical/note/{id}/addendum: what completes a note once it is locked. */
export const noteAddendumInputSchema = z.object({ text: noteText });
export type NoteAddendumInput = z.input<typeof noteAddendumInputSchema>;

export const noteAddendumSchema = z.object({ _id: z.string(), text: z.string(), author: person.nullable(), createdAt: z.string() });

export const clinicalNoteSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  date: z.string(),
  text: z.string(),
  teeth: z.array(z.string()),
  author: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when the note can still be changed; after it, only an addendum completes it. */
  editableUntil: z.string(),
  addenda: z.array(noteAddendumSchema),
});
export type ClinicalNote = z.infer<typeof clinicalNoteSchema>;

// ---- Images and documents ----

/** The query of POST clinical/image (the body is the file's bytes, application/octet-stream). */
export const imageUploadQuerySchema = z.object({
  patient: idOf('common.invalidId'),
  kind: z.enum(IMAGE_KINDS, { error: key('clinical.imageKindInvalid') }),
  takenOn: daySchema('clinical.dateInvalid'),
  teeth: teethListSchema(false).optional().default([]),
  name: z.string().trim().max(200, { error: key('common.tooLong') }).optional().default(''),
});
export type ImageUploadQuery = z.input<typeof imageUploadQuerySchema>;

/** The file of an upload: its bytes, never empty. */
export const uploadBodySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength > 0, { error: key('clinical.fileRequired') });

/** PUT clinical/image/{id}: what the image is, when it was taken and of which teeth. */
export const imageUpdateSchema = z.object({
  kind: z.enum(IMAGE_KINDS, { error: key('clinical.imageKindInvalid') }),
  takenOn: daySchema('clinical.dateInvalid'),
  teeth: teethListSchema(false).optional().default([]),
});
export type ImageUpdateInput = z.input<typeof imageUpdateSchema>;

export const patientImageSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  kind: z.enum(IMAGE_KINDS),
  format: z.enum(IMAGE_FORMATS),
  takenOn: z.string(),
  teeth: z.array(z.string()),
  name: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  sha256: z.string(),
  /** A DICOM's window (centre and width) as its file gives it, for the viewer's windowing; null for other formats. */
  window: z.object({ center: z.number(), width: z.number() }).nullable(),
  uploadedBy: person.nullable(),
  createdAt: z.string(),
});
export type PatientImage = z.infer<typeof patientImageSchema>;

/** GET clinical/image?patient=[&tooth=]: a patient's images, newest taken first. */
export const imageListQuerySchema = z.object({
  patient: idOf('common.invalidId'),
  tooth: z.string().regex(TOOTH, { error: key('clinical.toothInvalid') }).optional(),
});

/** GET clinical/image/{id}/file: a variant; a DICOM's preview at a window of its own; `download` for an attachment. */
export const imageFileQuerySchema = z.object({
  variant: z.enum(IMAGE_VARIANTS, { error: key('clinical.variantInvalid') }).default('preview'),
  center: z.coerce.number({ error: key('clinical.windowInvalid') }).min(-100000, { error: key('clinical.windowInvalid') }).max(100000, { error: key('clinical.windowInvalid') }).optional(),
  width: z.coerce.number({ error: key('clinical.windowInvalid') }).min(1, { error: key('clinical.windowInvalid') }).max(200000, { error: key('clinical.windowInvalid') }).optional(),
  download: z.enum(['0', '1', 'true', 'false'], { error: key('common.invalidBody') }).transform((value) => value === '1' || value === 'true').optional(),
});

/** The query of POST clinical/document (the body is the file's bytes). */
export const documentUploadQuerySchema = z.object({
  patient: idOf('common.invalidId'),
  kind: z.enum(DOCUMENT_KINDS, { error: key('clinical.documentKindInvalid') }),
  date: daySchema('clinical.dateInvalid'),
  name: z.string().trim().max(200, { error: key('common.tooLong') }).optional().default(''),
});
export type DocumentUploadQuery = z.input<typeof documentUploadQuerySchema>;

export const patientDocumentSchema = z.object({
  _id: z.string(),
  patient: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  format: z.enum(DOCUMENT_FORMATS),
  date: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  uploadedBy: person.nullable(),
  createdAt: z.string(),
});
export type PatientDocument = z.infer<typeof patientDocumentSchema>;

export const documentFileQuerySchema = z.object({
  download: z.enum(['0', '1', 'true', 'false'], { error: key('common.invalidBody') }).transform((value) => value === '1' || value === 'true').optional(),
});

// ---- The tooth's history ----

export const toothHistoryQuerySchema = z.object({
  patient: idOf('common.invalidId'),
  tooth: z.string({ error: key('clinical.toothInvalid') }).regex(TOOTH, { error: key('clinical.toothInvalid') }),
});

/** One dated entry of a tooth's history: an act done or planned, a condition, a note or an image. */
export const toothHistoryEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('act'), date: z.string().nullable(), act: chartActSchema }),
  z.object({ kind: z.literal('condition'), date: z.string(), condition: toothConditionSchema }),
  z.object({ kind: z.literal('note'), date: z.string(), note: clinicalNoteSchema }),
  z.object({ kind: z.literal('image'), date: z.string(), image: patientImageSchema }),
]);
export type ToothHistoryEntry = z.infer<typeof toothHistoryEntrySchema>;

// ---- The consent form ----

const consentText = (language: 'fr' | 'ar') =>
  z
    .string({ error: key(language === 'fr' ? 'consent.templateEmptyFr' : 'consent.templateEmptyAr') })
    .trim()
    .min(1, { error: key(language === 'fr' ? 'consent.templateEmptyFr' : 'consent.templateEmptyAr') })
    .max(CONSENT_TEMPLATE_MAX_LENGTH, { error: key('common.tooLong') });

/** GET/PUT setting/consent: the consent form's text in French and Arabic, with its placeholders. */
export const consentTemplateSchema = z.object({ fr: consentText('fr'), ar: consentText('ar') });
export type ConsentTemplate = z.infer<typeof consentTemplateSchema>;
