import { z } from 'zod';
import { APPOINTMENT_STATES, MODULE_NAMES, PARTS_OF_TIME, PATIENT_ANSWERS, TREATMENT_TYPES } from './vocabulary';

/**
 * What leaves the server, entity by entity (spec part 1 §3): the API serialises every answer
 * through these schemas, so a field that is not named here (a password hash, a session id) never
 * leaves, and the entity types of `entities.ts` are inferred from them. Ids are strings exposed
 * as `_id`; timestamps are ISO strings; money is a number of MRU.
 */

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const doctorProfileSchema = z.object({ cabinet: z.boolean(), percentage: z.number() });

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  /** The name documents print for the user (a doctor), null when none was given: then the username. */
  fullName: z.string().nullable().optional(),
  phone: z.string(),
  roles: z.array(z.string()),
  doctor: doctorProfileSchema.nullable(),
  dev: z.boolean(),
  /** False once deactivated: no sign-in, kept in every record of who did what. */
  active: z.boolean(),
  ...timestamps,
});

/** What every signed-in user may see of a doctor: enough for drop-downs and sub-menus. */
export const doctorSummarySchema = userSchema.pick({ _id: true, username: true, fullName: true, doctor: true });

export const loginUserDataSchema = z.object({
  _id: z.string(),
  username: z.string(),
  doctor: doctorProfileSchema.nullable(),
  dev: z.boolean(),
  accessToken: z.string(),
});

export const permissionSchema = z.object({ _id: z.string(), name: z.string(), collectionName: z.string(), ...timestamps });

/** GET permission/byTable: permissions grouped by collection, `_id` being the collection name. */
export const permissionGroupSchema = z.object({ _id: z.string(), data: z.array(permissionSchema) });

export const roleSchema = z.object({ _id: z.string(), name: z.string(), permissions: z.array(z.string()), ...timestamps });

export const paymentModeSchema = z.object({ _id: z.string(), name: z.string(), code: z.number(), archive: z.boolean(), ...timestamps });

export const clinicSettingsSchema = z.object({
  clinicName: z.string(),
  /** The name as Arabic writes it, for Arabic screens, prints and messages ('' when none: the name serves; absent before migration 029). */
  clinicNameAr: z.string().optional(),
  mainColor: z.string(),
  /** An image URL or data URL; null shows the product's default logo. */
  logo: z.string().nullable(),
  /** Opening hours quoted in reminder messages, as the clinic writes them. */
  openingHours: z.string(),
  /** Price of a consultation for a patient without insurer, in MRU (an insurer's cons_price otherwise). */
  consultationPrice: z.number(),
  /** The clinic's address and phone, printed on quotes and prescriptions ('' when not given; absent from servers before migration 013). */
  address: z.string().optional(),
  phone: z.string().optional(),
  /**
   * The address patients reach the clinic's server at (`https://rdv.cabinet.mr`), the start of the
   * personal links of reminders (issue 38); '' while none is set: the address the staff reached the server at.
   */
  publicAddress: z.string().optional(),
});

/** One module of the remote registry: a stable build and, optionally, a canary build for a share of users. */
export const remoteModuleEntrySchema = z.object({
  name: z.enum(MODULE_NAMES),
  url: z.string(),
  canary: z.object({ url: z.string(), percent: z.number() }).nullable(),
  /**
   * In the registry's list: what the shell reads of each build the entry names before loading its
   * code (its mf-manifest.json and declarations.json), by the URL as written above, for the builds
   * this server serves itself; the shell fetches those of any other build. The home then waits for
   * one answer instead of three rounds of requests.
   */
  builds: z.record(z.string(), z.object({ manifest: z.unknown(), declarations: z.unknown() })).optional(),
});

/** A treatment of the cabinet's catalogue (assurance null) or of an insurer's list. Prices in MRU. */
export const treatmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(TREATMENT_TYPES),
  price: z.number(),
  assurance: z.string().nullable(),
  ...timestamps,
});

export const assuranceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Consultation price in MRU. */
  cons_price: z.number(),
  color: z.string(),
  type: z.string(),
  ...timestamps,
});

/** A payment covered by an insurer, as listed on the insurer's invoice. */
export const insuredPaymentSchema = z.object({
  _id: z.string(),
  patient: z.object({
    _id: z.string(),
    name: z.string(),
    RegNo: z.string().nullable(),
    professionalId: z.string().nullable(),
    percentCovered: z.number(),
  }),
  doctor: z.object({ _id: z.string(), username: z.string() }),
  type: z.enum(['payment', 'soins', 'consultations']),
  /**
   * The insurer's part, as credited to the patient (issue 34 §5: an insurance payment's amount has one
   * meaning, libs/domain `insuranceSplit`): a 6,000 act at 90 % is an insurance payment of 5,400.
   */
  amount: z.number(),
  /** What the invoice bills for this payment: its amount, the percentage is never taken again (kept for older clients). */
  coveredAmount: z.number(),
  paymentDate: z.string(),
  createdAt: z.string(),
});

/** An insurer's invoice: per doctor, or global (inCommon) for every doctor of the cabinet. */
export const insuranceInvoiceSchema = z.object({
  _id: z.string(),
  assurance: z.string(),
  numInvoice: z.number(),
  doctor: z.string().nullable(),
  inCommon: z.boolean(),
  /** Paid by the insurer: closed, archived, and no longer deletable or payable. */
  payed: z.boolean(),
  /** Closed: no more payments attach to it. */
  finish: z.boolean(),
  /** When the insurer's payment was recorded; null while unpaid. */
  payedAt: z.string().nullable(),
  /** open (receiving payments), closed (and unpaid, awaiting the insurer) or paid (libs/domain `insurerInvoiceState`). */
  state: z.enum(['open', 'closed', 'paid']),
  createdAt: z.string(),
  payments: z.array(insuredPaymentSchema),
  /** amount and coveredAmount are both what the invoice bills: Σ of what its payments credited to the patients (libs/domain `insurerInvoiceTotal`). */
  totals: z.object({ amount: z.number(), coveredAmount: z.number(), count: z.number() }),
});

export const patientInsuranceSchema = z.object({
  /** The insurer's id; null when the patient is not insured. */
  society: z.string().nullable(),
  /** Membership number at the insurer (N° d'immatriculation). */
  registrationNumber: z.string().nullable(),
  /** Professional registration number (matricule). */
  professionalId: z.string().nullable(),
  /** What the cover is (e.g. the member or a dependant). */
  coverage: z.string().nullable(),
  /** 0–100. */
  percentCovered: z.number().nullable(),
});

export const patientSchema = z.object({
  _id: z.string(),
  /** The doctors following the patient; more than one makes the patient "in common". */
  doctor: z.array(z.string()),
  /** Registration number padded to 4 digits; null at the consultation stage. */
  RegNo: z.string().nullable(),
  name: z.string(),
  contact: z.object({ phone: z.string(), whatsApp: z.string() }),
  address: z.string(),
  HealthCondition: z.string(),
  /** The language of the patient's messages (WhatsApp reminders and recalls); null: the clinic's. */
  messageLanguage: z.enum(['fr', 'ar']).nullable(),
  /** Year of birth. */
  dob: z.number().nullable(),
  assurance: patientInsuranceSchema,
  finish: z.boolean(),
  archive: z.boolean(),
  date_archive: z.string().nullable(),
  /** Paid minus charged, in MRU: negative means the patient owes the cabinet. */
  balance: z.number(),
  ...timestamps,
});

/** The success envelope of the wire contract: `{ success: data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: data });
}

/** GET patient on the wire: the list in `success` like every list, the paging beside it. */
export const patientPageAnswerSchema = z.object({
  success: z.array(patientSchema),
  total: z.number(),
  /** Present when `total` is the database's estimate (a long list is not counted exactly). */
  totalEstimated: z.literal(true).optional(),
  offset: z.number(),
  limit: z.number(),
});

/** What the calendar shows of an appointment's patient. */
export const appointmentPatientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  RegNo: z.string().nullable(),
  contact: z.object({ phone: z.string(), whatsApp: z.string() }),
  /** The language of the patient's messages (null: the clinic's). */
  messageLanguage: z.enum(['fr', 'ar']).nullable(),
});

/**
 * The patient's last answer through the reminder's link: when it came, the optional message of a
 * request for another time, and, for a cancellation or another time, when and by whom the desk
 * marked the call back done (null while the patient is still "À rappeler").
 */
export const patientAnswerSchema = z.object({
  answer: z.enum(PATIENT_ANSWERS),
  at: z.string(),
  message: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

export const appointmentSchema = z.object({
  _id: z.string(),
  doctor: z.string(),
  patient: appointmentPatientSchema,
  /** The clinic's calendar day, YYYY-MM-DD. */
  date: z.string(),
  /** HH:MM */
  time: z.string(),
  /** 1 for the session's first slot. */
  numSeance: z.number(),
  partOfTime: z.enum(PARTS_OF_TIME),
  /** The laboratory case the appointment was booked for. */
  patientLab: z.string().nullable(),
  /** The implant the appointment was booked for. */
  implantId: z.string().nullable(),
  createdAt: z.string(),
  /** Where the appointment is in the day (issue 36); booked until the desk changes it. */
  state: z.enum(APPOINTMENT_STATES),
  /** When and by whom the state was last changed (null while booked as made). */
  stateAt: z.string().nullable(),
  stateBy: z.string().nullable(),
  /** A cancellation's reason. */
  reason: z.string().nullable(),
  /** When the patient arrived (the waiting room's "since"). */
  arrivedAt: z.string().nullable(),
  /** Whether the last change was made today and may still be undone. */
  undoable: z.boolean(),
  /** The patient's answer through the reminder's link, null when none came (issue 38). */
  patientAnswer: patientAnswerSchema.nullable(),
});

/** One of a patient's appointments on a day, with whichever doctor (GET appointment/patientDay). */
export const patientDayAppointmentSchema = z.object({
  _id: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM */
  time: z.string(),
  partOfTime: z.enum(PARTS_OF_TIME),
  /** The doctor's id. */
  doctor: z.string(),
  /** The doctor's username, as the calendar's title names them. */
  doctorName: z.string(),
});

export const appointmentSettingSchema = z.object({
  _id: z.string(),
  doctor: z.string(),
  partOfTime: z.enum(PARTS_OF_TIME),
  /** HH:MM, the first slot (the spec's "ascent"). */
  start: z.string(),
  /** HH:MM, when the session ends (the spec's "descent"). */
  end: z.string(),
  /** Length of one session, in minutes. */
  time: z.number(),
  countSeance: z.number(),
});

export const daysOfWorkSchema = z.object({
  _id: z.string(),
  doctor: z.string(),
  dayOfWork: z.array(
    z.object({
      _id: z.string(),
      /** Lundi … Dimanche. */
      name: z.string(),
      /** Lundi 0 … Dimanche 6. */
      order: z.number(),
      /** The sessions worked that day. */
      appointments: z.array(z.enum(PARTS_OF_TIME)),
    }),
  ),
  createdAt: z.string(),
});
