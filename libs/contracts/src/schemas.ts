import { z } from 'zod';
import type { MessageKey } from './messages';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLE_NAME_MIN_LENGTH, SETTINGS_LOGO_MAX_LENGTH } from './limits';
import { normalizeUsername, usernameHasHiddenCharacters } from './text';
import { PHONE_PATTERN } from './phone';
import { PARTS_OF_TIME, PATIENT_STAGES, TREATMENT_TYPES } from './vocabulary';
import { amountSchema as moneySchema } from './money-schemas';

/** Messages of these schemas are message keys; the API translates them for the request. */
const key = (k: MessageKey) => k;

/** A required text, trimmed (the API refuses invisible and direction-control characters in every text). */
function requiredText(required: MessageKey) {
  return z.string({ error: key(required) }).trim().min(1, { error: key(required) });
}

/** A username in its stored form (see `normalizeUsername`), refusing what would make it a lookalike. */
const usernameSchema = z
  .string({ error: key('user.usernameRequired') })
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(1, { error: key('user.usernameRequired') })
      .refine((username) => !usernameHasHiddenCharacters(username), { error: key('user.usernameInvalid') }),
  );

const newPasswordSchema = z
  .string({ error: key('user.passwordRequired') })
  .min(1, { error: key('user.passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, { error: key('user.passwordTooShort') });

export const idParamSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }) });

export const loginSchema = z.object({
  username: requiredText('auth.wrongDataMissing'),
  password: z.string({ error: key('auth.wrongDataMissing') }).min(1, { error: key('auth.wrongDataMissing') }),
});
export type LoginInput = z.infer<typeof loginSchema>;

const doctorSchema = z.object({
  cabinet: z.boolean().default(false),
  percentage: z
    .number({ error: key('user.percentageRange') })
    .min(0, { error: key('user.percentageRange') })
    .max(100, { error: key('user.percentageRange') }),
});

/** A doctor part, or "empty" (null, {} or absent) for a user who is not a doctor. */
const optionalDoctorSchema = z.preprocess(
  (value) => (value == null || (typeof value === 'object' && Object.keys(value).length === 0) ? null : value),
  doctorSchema.nullable(),
);

/** A user's full name as documents print it ("Dr Ahmed Sidi"): optional, trimmed, empty is none (null). */
const fullNameSchema = z
  .string({ error: key('user.fullNameInvalid') })
  .trim()
  .max(FULL_NAME_MAX_LENGTH, { error: key('user.fullNameInvalid') })
  .transform((name) => (name === '' ? null : name))
  .nullable()
  .optional();

const userFields = {
  username: usernameSchema,
  fullName: fullNameSchema,
  phone: requiredText('user.phoneRequired').pipe(z.string().max(30, { error: key('common.tooLong') }).regex(PHONE_PATTERN, { error: key('common.phoneInvalid') })),
  doctor: optionalDoctorSchema,
  roles: z
    .array(z.string().regex(/^\d+$/, { error: key('user.unknownRole') }), { error: key('user.roleRequired') })
    .min(1, { error: key('user.roleRequired') }),
};

export const userCreateSchema = z.object({
  ...userFields,
  password: newPasswordSchema,
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** On edit the password is optional: empty keeps the current one. */
export const userUpdateSchema = z.object({
  ...userFields,
  password: z.union([z.literal(''), newPasswordSchema]).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;


export const roleNameSchema = requiredText('role.nameRequired').refine((name) => name.length >= ROLE_NAME_MIN_LENGTH, {
  error: key('role.nameTooShort'),
});

export const roleCreateSchema = z.object({ name: roleNameSchema });
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;

/** PUT role/{id} carries either {name} or {permissions as ids}. */
export const roleUpdateSchema = z.union([
  z.object({ permissions: z.array(z.string().regex(/^\d+$/, { error: key('role.unknownPermission') })) }),
  z.object({ name: roleNameSchema }),
]);
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;

export const permissionInputSchema = z.object({
  name: requiredText('permission.nameRequired'),
  collectionName: requiredText('permission.collectionRequired'),
});
export type PermissionInput = z.infer<typeof permissionInputSchema>;

export const paymentModeInputSchema = z.object({
  name: requiredText('paymentMode.nameRequired'),
  code: z
    .number({ error: (issue) => (issue.input === undefined ? key('paymentMode.codeRequired') : key('paymentMode.codeInvalid')) })
    .int({ error: key('paymentMode.codeInvalid') })
    .min(0, { error: key('paymentMode.codeInvalid') })
    .max(2_147_483_647, { error: key('paymentMode.codeInvalid') }),
  archive: z.boolean().default(false),
});
export type PaymentModeInput = z.infer<typeof paymentModeInputSchema>;

/** PUT paymentMode/{id}: without `archive` (the screens send {name, code}) the flag is kept. */
export const paymentModeUpdateSchema = paymentModeInputSchema.extend({ archive: z.boolean().optional() });


/** A data:image/ URL, an http(s) URL, or a site-relative path ("/x", "./x", "../x"). */
const LOGO_PATTERN = /^(?:data:image\/[a-z0-9.+-]+(?:;[a-z0-9.+=-]+)*,[^\s]*|https?:\/\/[^\s]+|\.{0,2}\/(?!\/)[^\s]*)$/i;

/** http(s)://host[:port][/path], no query, fragment, user or space. */
const PUBLIC_ADDRESS_PATTERN = /^(?:$|https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[^\s?#@]*)?)$/i;

/** PUT setting: every field is optional; an absent field keeps its value, `logo: null` removes the logo. */
export const settingsUpdateSchema = z.object({
  clinicName: requiredText('setting.clinicNameRequired').optional(),
  /** '' removes it: the name then serves in Arabic too. */
  clinicNameAr: z.string({ error: key('setting.clinicNameArInvalid') }).trim().optional(),
  mainColor: z
    .string({ error: key('setting.mainColorInvalid') })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: key('setting.mainColorInvalid') })
    .optional(),
  logo: z
    .string({ error: key('setting.logoInvalid') })
    .max(SETTINGS_LOGO_MAX_LENGTH, { error: key('setting.logoInvalid') })
    .regex(LOGO_PATTERN, { error: key('setting.logoInvalid') })
    .nullable()
    .optional(),
  openingHours: requiredText('setting.openingHoursRequired').optional(),
  consultationPrice: moneySchema('setting.consultationPriceInvalid', 'setting.consultationPriceInvalid').optional(),
  /** Printed under the clinic's name; '' leaves it out. */
  address: z.string({ error: key('setting.addressInvalid') }).trim().optional(),
  phone: z
    .string({ error: key('setting.phoneInvalid') })
    .trim()
    .max(30, { error: key('common.tooLong') })
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), { error: key('setting.phoneInvalid') })
    .optional(),
  /** Where patients reach the server (the start of reminders' links); '' for the address the staff use. A final slash is dropped. */
  publicAddress: z
    .string({ error: key('setting.publicAddressInvalid') })
    .trim()
    .max(200, { error: key('setting.publicAddressInvalid') })
    .regex(PUBLIC_ADDRESS_PATTERN, { error: key('setting.publicAddressInvalid') })
    .transform((address) => address.replace(/\/+$/, ''))
    .optional(),
});
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;

/** A module build address: an http(s) URL or a site-relative path. */
const moduleUrlSchema = z
  .string({ error: key('registry.urlInvalid') })
  .max(2000, { error: key('registry.urlInvalid') })
  .regex(/^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, { error: key('registry.urlInvalid') });

/** PUT registry/{name}: the stable build and an optional canary build for a share of users. */
export const registryEntryInputSchema = z.object({
  url: moduleUrlSchema,
  canary: z
    .object({
      url: moduleUrlSchema,
      percent: z
        .number({ error: key('registry.percentInvalid') })
        .int({ error: key('registry.percentInvalid') })
        .min(0, { error: key('registry.percentInvalid') })
        .max(100, { error: key('registry.percentInvalid') }),
    })
    .nullable()
    .default(null),
});
export type RegistryEntryInput = z.infer<typeof registryEntryInputSchema>;

const treatmentFields = {
  name: requiredText('treatment.nameRequired'),
  type: z.enum(TREATMENT_TYPES, { error: (issue) => (issue.input === undefined || issue.input === '' ? key('treatment.typeRequired') : key('treatment.typeInvalid')) }),
  price: moneySchema('treatment.priceRequired', 'treatment.priceInvalid'),
};

/** POST treatment / PUT treatment/{id}: {name, price, type}, with assurance for an insurer's treatment. */
export const treatmentInputSchema = z.object({
  ...treatmentFields,
  assurance: z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }).nullable().optional(),
});
export type TreatmentInput = z.infer<typeof treatmentInputSchema>;

/** POST/PUT assurance/{AssId}/treatments: the insurer comes from the path. */
export const insurerTreatmentInputSchema = z.object(treatmentFields);
export type InsurerTreatmentInput = z.infer<typeof insurerTreatmentInputSchema>;

export const assuranceInputSchema = z.object({
  name: requiredText('assurance.nameRequired'),
  cons_price: moneySchema('assurance.consPriceRequired', 'assurance.consPriceInvalid'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: key('assurance.colorInvalid') }).optional(),
  type: z.string().trim().max(100).optional(),
});
export type AssuranceInput = z.infer<typeof assuranceInputSchema>;

const CURRENT_YEAR_LIMIT = 2100;
const idSchema = (message: MessageKey) => z.string({ error: key(message) }).regex(/^[1-9]\d{0,17}$/, { error: key(message) });

const patientInsuranceSchema = z.object({
  society: z.string().nullable().optional(),
  registrationNumber: z.string().trim().max(100).nullable().optional(),
  professionalId: z.string().trim().max(100).nullable().optional(),
  coverage: z.string().trim().max(100).nullable().optional(),
  percentCovered: z.number().nullable().optional(),
});

/**
 * What the insurer covers of a consultation. The spec reads `supported` two ways: a covered amount
 * (part 1's forms) and a coverage flag (part 2's Payment): true covers the patient's percentage,
 * false nothing (the patient pays at the desk).
 */
const supportedSchema = z.union([z.number(), z.boolean()]).nullable().optional();

/** A consultation is paid by a payment mode, a covered amount or the coverage flag. */
function paysConsultation(input: { method?: string | null; supported?: number | boolean | null }): boolean {
  const { supported } = input;
  return Boolean(input.method) || supported === true || (typeof supported === 'number' && supported >= 0);
}

/**
 * POST patient and PUT patient/{id} (spec part 1 §7). `yearOfBirth` on create and `dob` on edit
 * both mean the year of birth. `assure` says whether the patient is insured; `isConsult` records a
 * consultation with `method` (payment mode) or, for an insured patient, the covered amount `supported`.
 */
export const patientInputSchema = z
  .object({
    doctor: z.union([idSchema('patient.doctorRequired'), z.array(idSchema('patient.doctorRequired')).min(1, { error: key('patient.doctorRequired') })], {
      error: key('patient.doctorRequired'),
    }),
    name: requiredText('patient.nameRequired').pipe(z.string().max(200, { error: key('common.tooLong') })),
    contact: z.object(
      {
        phone: requiredText('patient.phoneRequired').pipe(
          z.string().max(30, { error: key('common.tooLong') }).regex(PHONE_PATTERN, { error: key('patient.phoneInvalid') }),
        ),
        // Blank is the default prefix.
        whatsApp: z
          .string()
          .trim()
          .max(30, { error: key('common.tooLong') })
          .refine((text) => text === '' || PHONE_PATTERN.test(text), { error: key('patient.whatsAppInvalid') })
          .optional(),
      },
      { error: key('patient.phoneRequired') },
    ),
    yearOfBirth: z.number().optional(),
    dob: z.number().optional(),
    HealthCondition: z.string().trim().max(2000, { error: key('common.tooLong') }).optional(),
    address: z.string().trim().max(500, { error: key('common.tooLong') }).optional(),
    assure: z.boolean().optional(),
    assurance: patientInsuranceSchema.nullable().optional(),
    method: z.string().nullable().optional(),
    supported: supportedSchema,
    isConsult: z.boolean().optional(),
    archive: z.boolean().optional(),
    /** The language of the patient's messages; null for the clinic's; absent keeps it. */
    messageLanguage: z.enum(['fr', 'ar'], { error: key('patient.messageLanguageInvalid') }).nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const year = input.yearOfBirth ?? input.dob;
    if (year === undefined || !Number.isInteger(year) || year < 1900 || year > CURRENT_YEAR_LIMIT) {
      ctx.addIssue({ code: 'custom', path: ['yearOfBirth'], message: key('patient.yearOfBirthRequired') });
    }
    if (input.assure) {
      const insurance = input.assurance ?? {};
      if (!insurance.society) ctx.addIssue({ code: 'custom', path: ['assurance', 'society'], message: key('patient.societyRequired') });
      if (!insurance.registrationNumber) ctx.addIssue({ code: 'custom', path: ['assurance', 'registrationNumber'], message: key('patient.registrationNumberRequired') });
      if (!insurance.coverage) ctx.addIssue({ code: 'custom', path: ['assurance', 'coverage'], message: key('patient.coverageRequired') });
      const percent = insurance.percentCovered;
      if (percent === null || percent === undefined || percent < 0 || percent > 100) {
        ctx.addIssue({ code: 'custom', path: ['assurance', 'percentCovered'], message: key('patient.percentRequired') });
      }
      if (input.isConsult && !paysConsultation(input)) {
        ctx.addIssue({ code: 'custom', path: ['supported'], message: key('patient.amountRequired') });
      }
    }
  });
export type PatientInput = z.input<typeof patientInputSchema>;

/** GET patient query: stage, sub-filter, doctor, search text and paging. */
export const patientQuerySchema = z.object({
  ptType: z.enum(PATIENT_STAGES).optional(),
  filter: z.string().optional(),
  doctor: z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }).optional(),
  q: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(30),
});
export type PatientQuery = z.input<typeof patientQuerySchema>;

/**
 * GET patient/duplicates: what the add-patient form is about to save. Its name (compared as
 * `nameKey`) with the same phone or the same year of birth makes a likely duplicate.
 */
export const patientDuplicatesQuerySchema = z.object({
  name: requiredText('patient.nameRequired').pipe(z.string().max(200, { error: key('common.tooLong') })),
  phone: z.string().trim().max(30, { error: key('common.tooLong') }).optional(),
  yearOfBirth: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: key('patient.yearOfBirthRequired') })
      .int({ error: key('patient.yearOfBirthRequired') })
      .min(1900, { error: key('patient.yearOfBirthRequired') })
      .max(CURRENT_YEAR_LIMIT, { error: key('patient.yearOfBirthRequired') })
      .optional(),
  ),
});
export type PatientDuplicatesQuery = z.input<typeof patientDuplicatesQuerySchema>;

/** POST patient/passPatient and patient/finishPatient: {patient}. */
export const patientRefSchema = z.object({ patient: idSchema('patient.patientRequired') });

/** POST patient/returnPatient: the new visit's doctor and how its consultation is paid. */
export const patientReturnSchema = z
  .object({
    patient: idSchema('patient.patientRequired'),
    doctor: idSchema('patient.doctorRequired'),
    method: z.string().nullable().optional(),
    supported: supportedSchema,
  })
  .refine(paysConsultation, {
    path: ['method'],
    error: key('patient.methodOrAmountRequired'),
  });
export type PatientReturnInput = z.input<typeof patientReturnSchema>;

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_TEXT = /^\d{2}:\d{2}$/;

/** A text that must be given (required) and have a form (invalid); the API checks the calendar itself. */
function formattedText(pattern: RegExp, required: MessageKey, invalid: MessageKey) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? key(required) : key(invalid)) })
    .trim()
    .min(1, { error: key(required) })
    .regex(pattern, { error: key(invalid) });
}

const partOfTimeSchema = z.enum(PARTS_OF_TIME, { error: key('appointment.partOfTimeInvalid') });
const optionalRefSchema = z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') }).nullable().optional();

/**
 * GET appointment/{doctorId}: startDate and endDate, YYYY-MM-DD (the API checks the calendar and the
 * span, answering appointment.weekInvalid); POST and DELETE take the same week to answer, optional.
 */
export const appointmentWeekQuerySchema = z.object({ startDate: z.string().optional(), endDate: z.string().optional() });
export type AppointmentWeekQuery = z.input<typeof appointmentWeekQuerySchema>;

/**
 * GET appointment/patientDay: the calendar being booked (`doctor`), the patient and the day. A
 * malformed or missing id is 400 common.invalidId, as in every query; the API checks the calendar day.
 */
export const appointmentPatientDayQuerySchema = z.object({
  doctor: idSchema('common.invalidId'),
  patient: idSchema('common.invalidId'),
  date: formattedText(DAY_TEXT, 'appointment.dateRequired', 'appointment.dateInvalid'),
});
export type AppointmentPatientDayQuery = z.input<typeof appointmentPatientDayQuerySchema>;

/** POST appointment/{doctorId} (spec part 2 §7), in the order of its messages: patient, date, time. */
export const appointmentInputSchema = z.object({
  patient: idSchema('appointment.patientRequired'),
  date: formattedText(DAY_TEXT, 'appointment.dateRequired', 'appointment.dateInvalid'),
  time: formattedText(TIME_TEXT, 'appointment.timeRequired', 'appointment.timeInvalid'),
  /** The slot's index, counted from 1 or from 0 (both readings of the spec are accepted; the time decides). */
  numSeance: z.number({ error: key('appointment.numSeanceInvalid') }).int({ error: key('appointment.numSeanceInvalid') }).min(0, { error: key('appointment.numSeanceInvalid') }),
  partOfTime: partOfTimeSchema,
  patientLab: optionalRefSchema,
  implantId: optionalRefSchema,
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

/** PUT appointment/setAppointment/{doctorId}/{settingId}: the spec's {start, end, partOfTime, countSeance}, and the session length. */
export const appointmentSettingInputSchema = z.object({
  start: z.string({ error: key('appointmentSetting.timeInvalid') }).trim(),
  end: z.string({ error: key('appointmentSetting.timeInvalid') }).trim(),
  partOfTime: partOfTimeSchema,
  countSeance: z.number({ error: key('appointmentSetting.countInvalid') }),
  /** Minutes; without it, the session length is what divides the session evenly. */
  time: z.number({ error: key('appointmentSetting.lengthInvalid') }).optional(),
});
export type AppointmentSettingInput = z.input<typeof appointmentSettingInputSchema>;

/** POST appointment/dayOfWork/{doctorId}: the working days, each by its order, with the sessions worked (both by default). */
export const daysOfWorkInputSchema = z.object({
  dayOfWork: z
    .array(
      z.object({
        order: z.number({ error: key('dayOfWork.invalid') }).int({ error: key('dayOfWork.invalid') }).min(0, { error: key('dayOfWork.invalid') }).max(6, { error: key('dayOfWork.invalid') }),
        name: z.string().optional(),
        appointments: z.array(partOfTimeSchema, { error: key('dayOfWork.invalid') }).min(1, { error: key('dayOfWork.invalid') }).optional(),
      }),
      { error: key('dayOfWork.invalid') },
    )
    .refine((days) => new Set(days.map((day) => day.order)).size === days.length, { error: key('dayOfWork.invalid') }),
});
export type DaysOfWorkInput = z.input<typeof daysOfWorkInputSchema>;
