import { z } from 'zod';
import { APPOINTMENT_REASON_MAX_LENGTH, FREE_SLOTS_MAX } from './limits';
import type { MessageKey } from './messages';
import { appointmentSchema, envelope, userSchema } from './responses';
import { APPOINTMENT_STATES, PARTS_OF_TIME } from './vocabulary';

const key = (k: MessageKey) => k;
const id = () => z.string().regex(/^[1-9]\d{0,17}$/, { error: key('common.invalidId') });
const DAY = /^\d{4}-\d{2}-\d{2}$/;


/** POST appointment/{doctorId}/{appointmentId}/state: the new state, and for a cancellation its reason. */
export const appointmentStateInputSchema = z.object({
  state: z.enum(APPOINTMENT_STATES, { error: key('appointment.stateInvalid') }),
  reason: z
    .string({ error: key('common.badRequest') })
    .trim()
    .max(APPOINTMENT_REASON_MAX_LENGTH, { error: key('appointment.reasonTooLong') })
    .nullable()
    .optional(),
});
export type AppointmentStateInput = z.input<typeof appointmentStateInputSchema>;

/** GET appointment/waitingRoom: today's arrived and in-chair patients, of one doctor or of every doctor the caller sees. */
export const waitingRoomQuerySchema = z.object({ doctor: id().optional() });
export type WaitingRoomQuery = z.input<typeof waitingRoomQuerySchema>;

export const waitingItemSchema = appointmentSchema.extend({ doctorName: z.string() });
export type WaitingItem = z.infer<typeof waitingItemSchema>;

/**
 * GET appointment/freeSlots: the next free slots from now (or from the morning of `from`, when it is
 * later), of one doctor or of every doctor the caller sees, at most `limit`.
 */
export const freeSlotsQuerySchema = z.object({
  doctor: id().optional(),
  from: z.string().regex(DAY, { error: key('appointment.dateInvalid') }).optional(),
  limit: z.coerce.number({ error: key('appointment.freeSlotsInvalid') }).int({ error: key('appointment.freeSlotsInvalid') }).min(1, { error: key('appointment.freeSlotsInvalid') }).max(FREE_SLOTS_MAX, { error: key('appointment.freeSlotsInvalid') }).default(8),
});
export type FreeSlotsQuery = z.input<typeof freeSlotsQuerySchema>;

export const freeSlotSchema = z.object({
  doctor: z.string(),
  doctorName: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM */
  time: z.string(),
  /** 1 for the session's first slot. */
  numSeance: z.number(),
  partOfTime: z.enum(PARTS_OF_TIME),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

/** One payment of "Ma caisse du jour": whose, how much, how, and the close that holds it (null while open). */
export const tillPaymentSchema = z.object({
  _id: z.string(),
  patient: z.object({ _id: z.string(), name: z.string() }),
  doctor: z.string(),
  amount: z.number(),
  method: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  cashClose: z.object({ number: z.number(), at: z.string() }).nullable(),
});

/**
 * GET payment/myDay, "Ma caisse du jour": the drawer payments (not insurance-covered) the signed-in
 * user recorded for today, by method with their totals, the day's total, and how much of it a cash
 * close already holds.
 */
export const myTillSchema = z.object({
  day: z.string(),
  payments: z.array(tillPaymentSchema),
  methods: z.array(z.object({ method: z.object({ _id: z.string().nullable(), name: z.string() }), recorded: z.number(), count: z.number() })),
  total: z.number(),
  closed: z.number(),
});
export type MyTill = z.infer<typeof myTillSchema>;

const appointmentParams = z.object({ doctorId: id(), appointmentId: id() });

/** The front desk's calls, merged into `ROUTE_SCHEMAS`. */
export const DESK_ROUTE_SCHEMAS = {
  'appointments.setState': { params: appointmentParams, body: appointmentStateInputSchema, response: envelope(appointmentSchema) },
  'appointments.undoState': { params: appointmentParams, response: envelope(appointmentSchema) },
  'appointments.waitingRoom': { query: waitingRoomQuerySchema, response: envelope(z.array(waitingItemSchema)) },
  'appointments.freeSlots': { query: freeSlotsQuerySchema, response: envelope(z.array(freeSlotSchema)) },
  'payments.myDay': { response: envelope(myTillSchema) },
  'users.deactivate': { params: z.object({ id: id() }), response: envelope(userSchema) },
  'users.reactivate': { params: z.object({ id: id() }), response: envelope(userSchema) },
} as const;
