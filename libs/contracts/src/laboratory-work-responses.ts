import { z } from 'zod';
import { laboratorySchema, teethSchema } from './patient-file-responses';

/**
 * What the laboratories' and implants' calls answer (spec part 2 §3). Money in MRU exact to the
 * cent (sums from @dental/domain), days YYYY-MM-DD, timestamps ISO.
 */

const timestamps = { createdAt: z.string(), updatedAt: z.string() };
const ref = z.object({ _id: z.string(), name: z.string() });
const doctorRef = z.object({ _id: z.string(), username: z.string() });
const patientRef = z.object({ _id: z.string(), name: z.string(), RegNo: z.string().nullable() });
/** The appointment booked for a case or an implant (the latest one), null when none. */
const bookedAppointment = z.object({ _id: z.string(), date: z.string(), time: z.string() }).nullable();

/**
 * A card of GET laboratory: the laboratory, and `balance` — what the signed-in cabinet doctor owes
 * this lab (their consumptions there − their payments to it); null (or absent) for other callers.
 */
export const laboratoryCardSchema = laboratorySchema.extend({ balance: z.number().nullable().optional() });
export type LaboratoryCard = z.output<typeof laboratoryCardSchema>;

/** A line of GET laboratory/{labId}/accounts: one doctor's account with the lab. */
export const labAccountSchema = z.object({
  doctor: doctorRef,
  /** Σ of the doctor's consumptions at this lab (price × number of teeth). */
  consumed: z.number(),
  /** Σ of the doctor's payments to this lab. */
  paid: z.number(),
  /** consumed − paid: what the doctor still owes the lab (negative when paid in advance). */
  balance: z.number(),
});
export type LabAccount = z.output<typeof labAccountSchema>;

/** A payment to a laboratory. */
export const labPaymentSchema = z.object({
  _id: z.string(),
  laboratory: ref,
  doctor: doctorRef,
  amount: z.number(),
  comment: z.string(),
  /** The payment's day, YYYY-MM-DD. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabPayment = z.output<typeof labPaymentSchema>;

/** A patient's case at a laboratory (the work of one lab consumption). */
export const labCaseSchema = z.object({
  _id: z.string(),
  laboratory: ref,
  patient: patientRef,
  consumptionLab: z.object({
    _id: z.string(),
    treatment: ref,
    teeth: teethSchema,
    /** The lab's price per tooth. */
    price: z.number(),
    /** price × number of teeth. */
    total: z.number(),
    /** The doctor's id. */
    doctor: z.string(),
  }),
  appointment: bookedAppointment,
  /** The day the impression was taken, YYYY-MM-DD. */
  fingerPrintDate: z.string(),
  finish: z.boolean(),
  ...timestamps,
});
export type LabCase = z.output<typeof labCaseSchema>;

/** An implant to follow up; `isSetAppointment` true once finished (PUT implant/{id}). */
export const implantSchema = z.object({
  _id: z.string(),
  /** The doctor's id. */
  doctor: z.string(),
  patient: patientRef,
  treatment: ref,
  teeth: teethSchema,
  price: z.number(),
  appointment: bookedAppointment,
  isSetAppointment: z.boolean(),
  ...timestamps,
});
export type Implant = z.output<typeof implantSchema>;
