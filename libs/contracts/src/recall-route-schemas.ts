import { z } from 'zod';
import { RECALL_MONTHS_RANGE } from './limits';
import type { MessageKey } from './messages';
import { appointmentSchema, envelope } from './responses';

const key = (k: MessageKey) => k;
const id = () => z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') });

export const RECALL_WINDOWS = ['thisMonth', 'overdue', 'all'] as const;
export const RECALL_CONTACTED = ['all', 'yes', 'no'] as const;

/** GET recall: the patients due for a check-up (issue 24). */
export const recallQuerySchema = z.object({
  doctor: id().optional(),
  window: z.enum(RECALL_WINDOWS, { error: key('recall.windowInvalid') }).default('all'),
  contacted: z.enum(RECALL_CONTACTED, { error: key('recall.contactedInvalid') }).default('all'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(30),
});
export type RecallQueryInput = z.input<typeof recallQuerySchema>;

export const recallContactSchema = z.object({ by: z.string().nullable(), at: z.string() });

export const recallItemSchema = z.object({
  patient: z.object({
    _id: z.string(),
    name: z.string(),
    contact: z.object({ phone: z.string(), whatsApp: z.string() }),
    messageLanguage: z.enum(['fr', 'ar']).nullable(),
  }),
  lastVisit: z.string(),
  dueDate: z.string(),
  /** Who marked the patient contacted about this due date, and when; null when nobody did. */
  contacted: recallContactSchema.nullable(),
  /** The day of the latest appointment the patient missed since the last visit ("Absent le …"), or null. */
  missed: z.string().nullable(),
  /** The patient's doctors, first one first: the list of every doctor names them on each row. */
  doctors: z.array(z.object({ _id: z.string(), username: z.string() })),
});
export type RecallItem = z.infer<typeof recallItemSchema>;

export const recallPageSchema = z.object({
  items: z.array(recallItemSchema),
  total: z.number(),
  /** Present when more patients are due than RECALL_COUNT_CAP, which `total` then is. */
  totalCapped: z.literal(true).optional(),
  months: z.number(),
});
export type RecallPage = z.infer<typeof recallPageSchema>;

/** GET reminder: one day's appointments (tomorrow's by default) with their reminders. */
export const reminderDayQuerySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('appointment.dateInvalid') }).optional(),
  doctor: id().optional(),
});
export type ReminderDayQuery = z.input<typeof reminderDayQuerySchema>;

export const reminderItemSchema = appointmentSchema.extend({
  doctorName: z.string(),
  messageLanguage: z.enum(['fr', 'ar']).nullable(),
  /** Who sent the reminder and when; null while it is still to send. */
  reminder: recallContactSchema.nullable(),
});
export type ReminderItem = z.infer<typeof reminderItemSchema>;

/** A reminder marked sent, with the appointment's new personal link (`<public address>/r/<token>`) to put in its text as {lien}. */
export const sentReminderSchema = reminderItemSchema.extend({ link: z.string() });
export type SentReminder = z.infer<typeof sentReminderSchema>;

/** GET reminder/callbacks: the patients to call back, the agenda's scope (own doctor or global). */
export const callbacksQuerySchema = z.object({ doctor: id().optional() });
export const callbacksSchema = z.object({ items: z.array(reminderItemSchema) });
export type Callbacks = z.infer<typeof callbacksSchema>;

export const reminderDaySchema = z.object({ day: z.string(), sent: z.number(), toSend: z.number(), items: z.array(reminderItemSchema) });
export type ReminderDay = z.infer<typeof reminderDaySchema>;

const messageText = z.string({ error: key('common.badRequest') });
const bilingual = z.object({ fr: messageText, ar: messageText });

const clinicLanguage = z.enum(['fr', 'ar'], { error: key('messageText.clinicLanguageInvalid') });
const recallMonths = z.coerce
  .number({ error: key('messageText.recallMonthsInvalid') })
  .int({ error: key('messageText.recallMonthsInvalid') })
  .min(RECALL_MONTHS_RANGE.min, { error: key('messageText.recallMonthsInvalid') })
  .max(RECALL_MONTHS_RANGE.max, { error: key('messageText.recallMonthsInvalid') });

/**
 * The clinic's own texts (issue 24): the appointment reminder and the check-up recall, in French and
 * Arabic; with them, the months before a check-up is due and the messages' language for patients who
 * chose none (each kept as it is when left out).
 */
export const messageTextsSchema = z.object({ reminder: bilingual, recall: bilingual, recallMonths: recallMonths.optional(), clinicLanguage: clinicLanguage.optional() });
export type MessageTextsInput = z.input<typeof messageTextsSchema>;

/** The texts, whether they are the product's defaults, the clinic's language and the recall delay. */
export const messageTextsAnswerSchema = z.object({ reminder: bilingual, recall: bilingual, defaults: z.boolean(), clinicLanguage: z.enum(['fr', 'ar']), recallMonths: z.number() });
export type MessageTextsAnswer = z.infer<typeof messageTextsAnswerSchema>;

/** The recall and reminder calls, merged into `ROUTE_SCHEMAS`. */
export const RECALL_ROUTE_SCHEMAS = {
  'recalls.list': { query: recallQuerySchema, response: envelope(recallPageSchema) },
  'recalls.contact': { params: z.object({ id: id() }), response: envelope(recallItemSchema) },
  'reminders.day': { query: reminderDayQuerySchema, response: envelope(reminderDaySchema) },
  'reminders.markSent': { params: z.object({ id: id() }), response: envelope(sentReminderSchema) },
  'callbacks.list': { query: callbacksQuerySchema, response: envelope(callbacksSchema) },
  'callbacks.handled': { params: z.object({ id: id() }), response: envelope(reminderItemSchema) },
  // The patient's page is HTML; its token and form are read by the page itself, so a wrong one
  // gets the same neutral page as an unknown one.
  'patientReply.page': { params: z.object({ token: z.string() }), response: z.string() },
  'patientReply.answer': { params: z.object({ token: z.string() }), body: z.record(z.string(), z.unknown()), response: z.string() },
  'messageTexts.get': { response: envelope(messageTextsAnswerSchema) },
  'messageTexts.update': { body: messageTextsSchema, response: envelope(messageTextsAnswerSchema) },
} as const;
