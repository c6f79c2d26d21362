/**
 * Entities as they travel on the wire (spec part 1 §3). Ids are strings exposed as `_id`. The types
 * of what the API answers are inferred from the answer schemas of `responses.ts` (types only: zod
 * stays out of the browser); what is described there is all that leaves the server.
 */
import type { z } from 'zod';
import type * as R from './responses';

export * from './vocabulary';

export type DoctorProfile = z.output<typeof R.doctorProfileSchema>;

export type User = z.output<typeof R.userSchema>;

/**
 * The body of POST user and PUT user/{id} as spec part 1 §7 writes it: a non-doctor's part is {}
 * (null is accepted too); an empty password on edit keeps the current one.
 */
export interface UserWriteBody {
  username: string;
  /** Empty or absent: none (documents print the username). */
  fullName?: string | null;
  phone: string;
  password: string;
  doctor: DoctorProfile | Record<string, never> | null;
  roles: string[];
}

/** What every signed-in user may see of a doctor: enough for drop-downs and sub-menus. */
export type DoctorSummary = z.output<typeof R.doctorSummarySchema>;

export type LoginUserData = z.output<typeof R.loginUserDataSchema>;

export type Permission = z.output<typeof R.permissionSchema>;

/** GET permission/byTable: permissions grouped by collection, `_id` being the collection name. */
export type PermissionGroup = z.output<typeof R.permissionGroupSchema>;

export type Role = z.output<typeof R.roleSchema>;

export type PaymentMode = z.output<typeof R.paymentModeSchema>;

export type ClinicSettings = z.output<typeof R.clinicSettingsSchema>;

/** One module of the remote registry: a stable build and, optionally, a canary build for a share of users. */
export type RemoteModuleEntry = z.output<typeof R.remoteModuleEntrySchema>;

/** A treatment of the cabinet's catalogue (assurance null) or of an insurer's list. Prices in MRU. */
export type Treatment = z.output<typeof R.treatmentSchema>;

export type Assurance = z.output<typeof R.assuranceSchema>;

/** A payment covered by an insurer, as listed on the insurer's invoice. */
export type InsuredPayment = z.output<typeof R.insuredPaymentSchema>;

/** An insurer's invoice: per doctor, or global (inCommon) for every doctor of the cabinet. */
export type InsuranceInvoice = z.output<typeof R.insuranceInvoiceSchema>;

export type PatientInsurance = z.output<typeof R.patientInsuranceSchema>;

export type Patient = z.output<typeof R.patientSchema>;

/** GET patient on the wire: the list in `success` like every list, the paging beside it. */
export type PatientPageAnswer = z.output<typeof R.patientPageAnswerSchema>;

/** One page of a list, newest first, as the client reads it. */
export interface PatientPage {
  items: Patient[];
  total: number;
  /** Present when `total` is an estimate: the screens say "about". */
  totalEstimated?: true;
  offset: number;
  limit: number;
}

/** A booked slot, with what the calendar shows of its patient. */
export type Appointment = z.output<typeof R.appointmentSchema>;
export type PatientAnswer = z.output<typeof R.patientAnswerSchema>;
export type PatientDayAppointment = z.output<typeof R.patientDayAppointmentSchema>;

/** One session (matin or soir) of a doctor: start, end, session length (time, minutes) and number of sessions. */
export type AppointmentSetting = z.output<typeof R.appointmentSettingSchema>;

/** A doctor's working days, in day order (Lundi 0 … Dimanche 6), each with the sessions worked that day. */
export type DaysOfWork = z.output<typeof R.daysOfWorkSchema>;
export type WorkingDay = DaysOfWork['dayOfWork'][number];
