import { z } from 'zod';
import type { MessageKey } from './messages';
import { MODULE_NAMES } from './vocabulary';
import {
  appointmentSchema,
  appointmentSettingSchema,
  patientDayAppointmentSchema,
  assuranceSchema,
  clinicSettingsSchema,
  daysOfWorkSchema,
  doctorSummarySchema,
  envelope,
  insuranceInvoiceSchema,
  loginUserDataSchema,
  patientPageAnswerSchema,
  patientSchema,
  paymentModeSchema,
  permissionGroupSchema,
  permissionSchema,
  remoteModuleEntrySchema,
  roleSchema,
  treatmentSchema,
  userSchema,
} from './responses';
import type { RouteKey } from './routes';
import { CONSUMABLES_ROUTE_SCHEMAS } from './consumables-route-schemas';
import { FINANCE_ROUTE_SCHEMAS } from './finance-route-schemas';
import { OPERATIONS_ROUTE_SCHEMAS } from './operations-route-schemas';
import { TRANSFER_ROUTE_SCHEMAS } from './transfer-schemas';
import { RECALL_ROUTE_SCHEMAS } from './recall-route-schemas';
import { DESK_ROUTE_SCHEMAS } from './desk-route-schemas';
import { RELEASE_ROUTE_SCHEMAS } from './release-route-schemas';
import { LAB_WORK_ROUTE_SCHEMAS } from './laboratory-work-route-schemas';
import { PATIENT_FILE_ROUTE_SCHEMAS } from './patient-file-route-schemas';
import { invoiceUnpaySchema } from './insurer-invoice-schemas';
import { STATEMENT_ROUTE_SCHEMAS } from './statement-route-schemas';
import { CLINICAL_ROUTE_SCHEMAS } from './clinical-route-schemas';
import {
  appointmentInputSchema,
  appointmentPatientDayQuerySchema,
  appointmentSettingInputSchema,
  appointmentWeekQuerySchema,
  assuranceInputSchema,
  daysOfWorkInputSchema,
  insurerTreatmentInputSchema,
  loginSchema,
  patientDuplicatesQuerySchema,
  patientInputSchema,
  patientQuerySchema,
  patientRefSchema,
  patientReturnSchema,
  paymentModeInputSchema,
  paymentModeUpdateSchema,
  permissionInputSchema,
  registryEntryInputSchema,
  roleCreateSchema,
  roleUpdateSchema,
  settingsUpdateSchema,
  treatmentInputSchema,
  userCreateSchema,
  userUpdateSchema,
} from './schemas';

/**
 * The schemas of every call of `API_ROUTES`: path parameters, query, body and the 200 answer.
 * The API validates requests and serialises answers with them; the client takes their types
 * (`RouteBody`, `RouteQuery`, `RouteData`) and never their values, so zod stays out of the browser.
 *
 * Messages are message keys. A malformed id in a path or query is 400 `common.invalidId`, an
 * unknown module name 404 `common.notFound`; every other problem is a 300 form error.
 */

const ID_PATTERN = /^[1-9]\d{0,17}$/;
const invalidId: MessageKey = 'common.invalidId';
const id = () => z.string({ error: invalidId }).regex(ID_PATTERN, { error: invalidId });

const idParams = z.object({ id: id() });
const insurerParams = z.object({ AssId: id() });
const insurerItemParams = z.object({ AssId: id(), id: id() });
const invoiceParams = z.object({ AssId: id(), invoiceId: id() });
const doctorParams = z.object({ doctorId: id() });
const appointmentParams = z.object({ doctorId: id(), appointmentId: id() });
const settingParams = z.object({ doctorId: id(), settingId: id() });
const moduleParams = z.object({ name: z.enum(MODULE_NAMES, { error: 'common.notFound' satisfies MessageKey }) });

/**
 * GET/POST assurance/invoices/{AssId}: `?global=true` (the invoices in common, whatever `doctor`
 * says), else `?doctor={userId}`; neither is 300 invoice.doctorRequired, a malformed doctor 400.
 */
const invoiceScopeQuery = z
  .object({ doctor: z.string({ error: invalidId }).optional(), global: z.string().optional() })
  .superRefine((query, ctx) => {
    if (query.global === 'true') return;
    if (query.doctor === undefined || query.doctor === '') ctx.addIssue({ code: 'custom', path: ['doctor'], message: 'invoice.doctorRequired' satisfies MessageKey });
    else if (!ID_PATTERN.test(query.doctor)) ctx.addIssue({ code: 'custom', path: ['doctor'], message: invalidId });
  });

/** GET permission: the catalogue, or with `userId` that user's effective permissions. */
const permissionListQuery = z.object({
  userId: z
    .string({ error: invalidId })
    .refine((value) => value === '' || ID_PATTERN.test(value), { error: invalidId })
    .optional(),
});

const trueSchema = z.literal(true);

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer, envelope included. */
  response: z.ZodType;
}

export const ROUTE_SCHEMAS = {
  'auth.login': { body: loginSchema, response: envelope(loginUserDataSchema) },
  'auth.logout': { response: envelope(trueSchema) },

  'settings.get': { response: envelope(clinicSettingsSchema) },
  'settings.update': { body: settingsUpdateSchema, response: envelope(clinicSettingsSchema) },

  'registry.list': { response: envelope(z.array(remoteModuleEntrySchema)) },
  'registry.update': { params: moduleParams, body: registryEntryInputSchema, response: envelope(remoteModuleEntrySchema) },

  /** Every user for those who may see users; otherwise the cabinet doctors as {_id, username, doctor}. */
  'users.list': { response: envelope(z.array(z.union([userSchema, doctorSummarySchema]))) },
  'users.specific': { query: z.object({ userId: id() }), response: envelope(doctorSummarySchema) },
  'users.create': { body: userCreateSchema, response: envelope(userSchema) },
  'users.update': { params: idParams, body: userUpdateSchema, response: envelope(userSchema) },
  'users.remove': { params: idParams, response: envelope(userSchema) },

  'permissions.list': { query: permissionListQuery, response: envelope(z.array(permissionSchema)) },
  'permissions.byTable': { response: envelope(z.array(permissionGroupSchema)) },
  'permissions.create': { body: permissionInputSchema, response: envelope(permissionSchema) },
  'permissions.update': { params: idParams, body: permissionInputSchema, response: envelope(permissionSchema) },
  'permissions.remove': { params: idParams, response: envelope(permissionSchema) },

  'roles.list': { response: envelope(z.array(roleSchema)) },
  'roles.create': { body: roleCreateSchema, response: envelope(roleSchema) },
  'roles.update': { params: idParams, body: roleUpdateSchema, response: envelope(roleSchema) },
  'roles.remove': { params: idParams, response: envelope(roleSchema) },

  'paymentModes.list': { response: envelope(z.array(paymentModeSchema)) },
  'paymentModes.create': { body: paymentModeInputSchema, response: envelope(paymentModeSchema) },
  'paymentModes.update': { params: idParams, body: paymentModeUpdateSchema, response: envelope(paymentModeSchema) },
  'paymentModes.remove': { params: idParams, response: envelope(paymentModeSchema) },

  'treatments.list': { response: envelope(z.array(treatmentSchema)) },
  'treatments.create': { body: treatmentInputSchema, response: envelope(treatmentSchema) },
  'treatments.update': { params: idParams, body: treatmentInputSchema, response: envelope(treatmentSchema) },
  'treatments.remove': { params: idParams, response: envelope(treatmentSchema) },

  'insurerTreatments.list': { params: insurerParams, response: envelope(z.array(treatmentSchema)) },
  'insurerTreatments.create': { params: insurerParams, body: insurerTreatmentInputSchema, response: envelope(treatmentSchema) },
  'insurerTreatments.update': { params: insurerItemParams, body: insurerTreatmentInputSchema, response: envelope(treatmentSchema) },
  'insurerTreatments.remove': { params: insurerItemParams, response: envelope(treatmentSchema) },

  'assurances.list': { response: envelope(z.array(assuranceSchema)) },
  'assurances.get': { params: idParams, response: envelope(assuranceSchema) },
  'assurances.create': { body: assuranceInputSchema, response: envelope(assuranceSchema) },
  'assurances.update': { params: idParams, body: assuranceInputSchema, response: envelope(assuranceSchema) },
  'assurances.remove': { params: idParams, response: envelope(assuranceSchema) },

  'invoices.list': { params: insurerParams, query: invoiceScopeQuery, response: envelope(z.array(insuranceInvoiceSchema)) },
  /** The body is empty. */
  'invoices.create': { params: insurerParams, query: invoiceScopeQuery, response: envelope(insuranceInvoiceSchema) },
  'invoices.pay': { params: invoiceParams, response: envelope(insuranceInvoiceSchema) },
  'invoices.payByDelete': { params: invoiceParams, response: envelope(insuranceInvoiceSchema) },
  'invoices.remove': { params: invoiceParams, response: envelope(insuranceInvoiceSchema) },
  /** The body is empty. */
  'invoices.close': { params: invoiceParams, response: envelope(insuranceInvoiceSchema) },
  'invoices.unpay': { params: invoiceParams, body: invoiceUnpaySchema, response: envelope(insuranceInvoiceSchema) },

  'patients.list': { query: patientQuerySchema, response: patientPageAnswerSchema },
  'patients.duplicates': { query: patientDuplicatesQuerySchema, response: envelope(z.array(patientSchema)) },
  'patients.get': { params: idParams, response: envelope(patientSchema) },
  'patients.create': { body: patientInputSchema, response: envelope(patientSchema) },
  'patients.update': { params: idParams, body: patientInputSchema, response: envelope(patientSchema) },
  'patients.remove': { params: idParams, response: envelope(patientSchema) },
  'patients.pass': { body: patientRefSchema, response: envelope(patientSchema) },
  'patients.finish': { body: patientRefSchema, response: envelope(patientSchema) },
  'patients.return': { body: patientReturnSchema, response: envelope(patientSchema) },

  'appointments.week': { params: doctorParams, query: appointmentWeekQuerySchema, response: envelope(z.array(appointmentSchema)) },
  'appointments.create': { params: doctorParams, query: appointmentWeekQuerySchema, body: appointmentInputSchema, response: envelope(z.array(appointmentSchema)) },
  'appointments.remove': { params: appointmentParams, query: appointmentWeekQuerySchema, response: envelope(z.array(appointmentSchema)) },
  'appointments.patientDay': { query: appointmentPatientDayQuerySchema, response: envelope(z.array(patientDayAppointmentSchema)) },
  'appointments.settings': { params: doctorParams, response: envelope(z.array(appointmentSettingSchema)) },
  'appointments.ownSettings': { response: envelope(z.array(appointmentSettingSchema)) },
  'appointments.updateSetting': { params: settingParams, body: appointmentSettingInputSchema, response: envelope(z.array(appointmentSettingSchema)) },
  'appointments.daysOfWork': { params: doctorParams, response: envelope(daysOfWorkSchema) },
  'appointments.saveDaysOfWork': { params: doctorParams, body: daysOfWorkInputSchema, response: envelope(daysOfWorkSchema) },

  // ── Patient file and laboratories ──
  ...PATIENT_FILE_ROUTE_SCHEMAS,
  ...LAB_WORK_ROUTE_SCHEMAS,
  ...CONSUMABLES_ROUTE_SCHEMAS,
  ...FINANCE_ROUTE_SCHEMAS,
  ...RELEASE_ROUTE_SCHEMAS,
  ...OPERATIONS_ROUTE_SCHEMAS,
  ...TRANSFER_ROUTE_SCHEMAS,
  ...RECALL_ROUTE_SCHEMAS,
  ...DESK_ROUTE_SCHEMAS,
  ...STATEMENT_ROUTE_SCHEMAS,
  ...CLINICAL_ROUTE_SCHEMAS,
} as const satisfies { [K in RouteKey]: RouteSchemas };

type Schemas<K extends RouteKey> = (typeof ROUTE_SCHEMAS)[K];
type Part<K extends RouteKey, P extends keyof RouteSchemas> = Schemas<K> extends { [Q in P]: infer S extends z.ZodType } ? S : undefined;

/** What the client sends as the body of a call (before the server's defaults and trimming). */
export type RouteBody<K extends RouteKey> = Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : undefined;
/** The query string the client sends. */
export type RouteQuery<K extends RouteKey> = Part<K, 'query'> extends z.ZodType ? z.input<Part<K, 'query'>> : undefined;
/** The 200 answer of a call, envelope included. */
export type RouteAnswer<K extends RouteKey> = z.output<Schemas<K>['response']>;
/** What a call answers in `success`. */
export type RouteData<K extends RouteKey> = RouteAnswer<K> extends { success: infer D } ? D : never;

/** What the API reads once a request passed validation. */
export type ParsedParams<K extends RouteKey> = Part<K, 'params'> extends z.ZodType ? z.output<Part<K, 'params'>> : Record<string, never>;
export type ParsedQuery<K extends RouteKey> = Part<K, 'query'> extends z.ZodType ? z.output<Part<K, 'query'>> : Record<string, never>;
export type ParsedBody<K extends RouteKey> = Part<K, 'body'> extends z.ZodType ? z.output<Part<K, 'body'>> : unknown;
/** What a handler returns: the answer before serialisation drops what the schema does not name. */
export type HandlerAnswer<K extends RouteKey> = z.input<Schemas<K>['response']>;
