import { DEFAULT_SESSION_SETTINGS, DEFAULT_WORKING_DAYS, localDay, WEEKDAY_NAMES } from '@dental/domain';
import type { Appointment, AppointmentSetting, AppointmentState, DaysOfWork, PartOfTime, PatientAnswerKind, PatientDayAppointment, WaitingItem } from '@dental/contracts';
import { isUniqueViolation, type Queryable } from '../../db/types';
import { regNoText } from '../../db/values';
import { FormError } from '../../http/errors';

/** The follow-up an appointment is booked for: a laboratory case (`patientLab`) or an implant. */
export interface FollowUp {
  patientLab: string | null;
  implantId: string | null;
}

/**
 * Refuses a follow-up that is not this patient's work with this doctor, or is already finished:
 * the case's or implant's list would otherwise show another doctor's appointment.
 */
export async function checkFollowUp(db: Queryable, doctorId: string, patientId: string, { patientLab, implantId }: FollowUp): Promise<void> {
  if (patientLab !== null) {
    const [labCase] = await db.query<{ finish: boolean }>(
      `select c.finish from lab_cases c join lab_consumptions w on w.id = c.lab_consumption_id
        where c.id = $1 and c.patient_id = $2 and w.doctor_id = $3`,
      [patientLab, patientId, doctorId],
    );
    if (!labCase) throw new FormError(['appointment.labCaseUnknown']);
    if (labCase.finish) throw new FormError(['appointment.labCaseFinished']);
  }
  if (implantId !== null) {
    const [implant] = await db.query<{ finished: boolean }>('select is_set_appointment as finished from implants where id = $1 and patient_id = $2 and doctor_id = $3', [
      implantId,
      patientId,
      doctorId,
    ]);
    if (!implant) throw new FormError(['appointment.implantUnknown']);
    if (implant.finished) throw new FormError(['appointment.implantFinished']);
  }
}

/**
 * Gives a doctor the default sessions and working days of @dental/domain, unless they have some.
 * Each statement is one atomic insert (`on conflict do nothing`), so concurrent first reads
 * create them once; `not exists` first, so that the usual call takes no identity value.
 */
export async function ensureDefaults(db: Queryable, doctorId: string): Promise<void> {
  await db.query(
    `insert into appointment_settings (doctor_id, part_of_time, start_time, end_time, session_minutes, count_seance)
     select $1::bigint, s.part, s.start_time, s.end_time, s.minutes, s.count
       from jsonb_to_recordset($2::jsonb) as s(part text, start_time text, end_time text, minutes integer, count integer)
      where not exists (select 1 from appointment_settings where doctor_id = $1::bigint)
     on conflict (doctor_id, part_of_time) do nothing`,
    [
      doctorId,
      JSON.stringify(DEFAULT_SESSION_SETTINGS.map((s) => ({ part: s.partOfTime, start_time: s.start, end_time: s.end, minutes: s.time, count: s.countSeance }))),
    ],
  );
  await db.query(
    `with header as (
       insert into days_of_work (doctor_id)
       select $1::bigint where not exists (select 1 from days_of_work where doctor_id = $1::bigint)
       on conflict (doctor_id) do nothing returning id
     )
     insert into working_days (days_of_work_id, day_order, matin, soir)
     select header.id, d.day_order, d.matin, d.soir
       from header, jsonb_to_recordset($2::jsonb) as d(day_order smallint, matin boolean, soir boolean)`,
    [doctorId, JSON.stringify(DEFAULT_WORKING_DAYS.map(workingDayRow))],
  );
}

function workingDayRow(day: { order: number; appointments: readonly PartOfTime[] }) {
  return { day_order: day.order, matin: day.appointments.includes('matin'), soir: day.appointments.includes('soir') };
}

const APPOINTMENT_COLUMNS = `
  a.id::text as "_id",
  a.doctor_id::text as doctor,
  to_char(a.day, 'YYYY-MM-DD') as date,
  a.time,
  a.num_seance as "numSeance",
  a.part_of_time as "partOfTime",
  a.patient_lab_id::text as "patientLab",
  a.implant_id::text as "implantId",
  api_iso(a.created_at) as "createdAt",
  p.id::text as "patientId",
  p.name as "patientName",
  p.reg_no as "regNo",
  p.phone,
  p.whatsapp,
  p.message_language as "messageLanguage",
  a.state,
  api_iso(a.state_at) as "stateAt",
  (select su.username from users su where su.id = a.state_by) as "stateBy",
  a.state_reason as reason,
  api_iso(a.arrived_at) as "arrivedAt",
  a.previous_state as "previousState",
  a.patient_answer as "answer",
  api_iso(a.patient_answer_at) as "answerAt",
  a.patient_message as "answerMessage",
  api_iso(a.callback_handled_at) as "handledAt",
  (select hu.username from users hu where hu.id = a.callback_handled_by) as "handledBy"`;

interface AppointmentRow extends Omit<Appointment, 'patient' | 'undoable' | 'patientAnswer'> {
  answer: PatientAnswerKind | null;
  answerAt: string | null;
  answerMessage: string | null;
  handledAt: string | null;
  handledBy: string | null;
  patientId: string;
  patientName: string;
  regNo: number | null;
  phone: string;
  whatsapp: string;
  messageLanguage: 'fr' | 'ar' | null;
  previousState: AppointmentState | null;
}

/** The last change can be undone on the day it was made (the clinic's day), once. */
function undoable(row: Pick<AppointmentRow, 'previousState' | 'stateAt'>, now: Date): boolean {
  return row.previousState !== null && row.stateAt !== null && localDay(new Date(row.stateAt)) === localDay(now);
}

function appointmentOf({ patientId, patientName, regNo, phone, whatsapp, messageLanguage, previousState, answer, answerAt, answerMessage, handledAt, handledBy, ...rest }: AppointmentRow): Appointment {
  return {
    ...rest,
    patientAnswer: answer && answerAt ? { answer, at: answerAt, message: answerMessage, handledAt, handledBy } : null,
    undoable: undoable({ previousState, stateAt: rest.stateAt }, new Date()),
    patient: { _id: patientId, name: patientName, RegNo: regNoText(regNo), contact: { phone, whatsApp: whatsapp }, messageLanguage },
  };
}

/** A doctor's appointments from one day to another (both included), by day and time. */
export async function listAppointments(db: Queryable, doctorId: string, startDate: string, endDate: string): Promise<Appointment[]> {
  const rows = await db.query<AppointmentRow>(
    `select ${APPOINTMENT_COLUMNS}
       from appointments a join patients p on p.id = a.patient_id
      where a.doctor_id = $1 and a.day between $2::date and $3::date
      order by a.day, a.time`,
    [doctorId, startDate, endDate],
  );
  return rows.map(appointmentOf);
}

/** A patient's appointments on one day with every doctor, by time, with the doctor's name. */
export async function listPatientDay(db: Queryable, patientId: string, day: string): Promise<PatientDayAppointment[]> {
  return db.query<PatientDayAppointment>(
    `select a.id::text as "_id", to_char(a.day, 'YYYY-MM-DD') as date, a.time, a.part_of_time as "partOfTime",
            a.doctor_id::text as doctor, u.username as "doctorName"
       from appointments a join users u on u.id = a.doctor_id
      where a.patient_id = $1 and a.day = $2::date and a.state not in ('noShow', 'cancelled')
      order by a.time, u.username, a.id`,
    [patientId, day],
  );
}

export interface AppointmentWrite {
  doctorId: string;
  patientId: string;
  date: string;
  time: string;
  numSeance: number;
  partOfTime: PartOfTime;
  patientLab: string | null;
  implantId: string | null;
  createdBy: string;
}

/** Books the slot; a slot already taken (the unique index, whoever came first: a no-show or a cancellation frees it) is `appointment.exists`. */
export async function insertAppointment(db: Queryable, write: AppointmentWrite): Promise<void> {
  try {
    await db.query(
      `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time, patient_lab_id, implant_id, created_by)
       values ($1, $2, $3::date, $4, $5, $6, $7, $8, $9)`,
      [write.doctorId, write.patientId, write.date, write.time, write.numSeance, write.partOfTime, write.patientLab, write.implantId, write.createdBy],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new FormError(['appointment.exists']);
    throw error;
  }
}

/** Deletes a doctor's appointment; its day, or null when the doctor has no such appointment. */
export async function deleteAppointment(db: Queryable, doctorId: string, id: string): Promise<string | null> {
  const rows = await db.query<{ date: string }>(
    `delete from appointments where id = $1 and doctor_id = $2 returning to_char(day, 'YYYY-MM-DD') as date`,
    [id, doctorId],
  );
  return rows[0]?.date ?? null;
}

/** The doctor's sessions, matin first. */
export async function listSettings(db: Queryable, doctorId: string): Promise<AppointmentSetting[]> {
  return db.query<AppointmentSetting>(
    `select id::text as "_id", doctor_id::text as doctor, part_of_time as "partOfTime", start_time as start, end_time as "end",
            session_minutes as time, count_seance as "countSeance"
       from appointment_settings where doctor_id = $1
      order by part_of_time = 'soir', id`,
    [doctorId],
  );
}

export async function updateSetting(db: Queryable, settingId: string, setting: Omit<AppointmentSetting, '_id' | 'doctor' | 'partOfTime'>): Promise<void> {
  await db.query(
    `update appointment_settings set start_time = $2, end_time = $3, session_minutes = $4, count_seance = $5, updated_at = now() where id = $1`,
    [settingId, setting.start, setting.end, setting.time, setting.countSeance],
  );
}

interface WorkingDayRow {
  headerId: string;
  createdAt: string;
  dayId: string | null;
  order: number | null;
  matin: boolean | null;
  soir: boolean | null;
}

/** The doctor's working days in day order, or null before they have any. */
export async function findDaysOfWork(db: Queryable, doctorId: string): Promise<DaysOfWork | null> {
  const rows = await db.query<WorkingDayRow>(
    `select h.id::text as "headerId", api_iso(h.created_at) as "createdAt",
            w.id::text as "dayId", w.day_order as "order", w.matin, w.soir
       from days_of_work h left join working_days w on w.days_of_work_id = h.id
      where h.doctor_id = $1
      order by w.day_order`,
    [doctorId],
  );
  if (rows.length === 0) return null;
  const dayOfWork = rows.flatMap((row) =>
    row.dayId === null || row.order === null
      ? []
      : [
          {
            _id: row.dayId,
            name: WEEKDAY_NAMES[row.order],
            order: row.order,
            appointments: (['matin', 'soir'] as const).filter((part) => row[part]),
          },
        ],
  );
  return { _id: rows[0].headerId, doctor: doctorId, dayOfWork, createdAt: rows[0].createdAt };
}

/** Replaces the doctor's working days (the header exists: see ensureDefaults). Run it in a transaction. */
export async function replaceWorkingDays(tx: Queryable, doctorId: string, days: { order: number; appointments: readonly PartOfTime[] }[]): Promise<void> {
  // The header's row lock queues concurrent replacements of one doctor's days.
  await tx.query('select id from days_of_work where doctor_id = $1 for update', [doctorId]);
  await tx.query('delete from working_days where days_of_work_id = (select id from days_of_work where doctor_id = $1)', [doctorId]);
  await tx.query(
    `with header as (select id from days_of_work where doctor_id = $1)
     insert into working_days (days_of_work_id, day_order, matin, soir)
     select header.id, d.day_order, d.matin, d.soir
       from header, jsonb_to_recordset($2::jsonb) as d(day_order smallint, matin boolean, soir boolean)`,
    [doctorId, JSON.stringify(days.map(workingDayRow))],
  );
}

export interface ReminderRow extends AppointmentRow {
  doctorName: string;
  sentBy: string | null;
  sentAt: string | null;
}

const REMINDER_SELECT = `select ${APPOINTMENT_COLUMNS}, u.username as "doctorName",
            s.username as "sentBy", api_iso(r.sent_at) as "sentAt"
       from appointments a
       join patients p on p.id = a.patient_id
       join users u on u.id = a.doctor_id
       left join appointment_reminders r on r.appointment_id = a.id
       left join users s on s.id = r.sent_by`;

function reminderOf({ doctorName, sentBy, sentAt, ...appointment }: ReminderRow) {
  const item = appointmentOf(appointment);
  return { ...item, doctorName, messageLanguage: item.patient.messageLanguage, reminder: sentAt ? { by: sentBy, at: sentAt } : null };
}

/**
 * A day's appointments with their reminders (who sent it, when), for the doctors listed (null:
 * every doctor), by time then doctor; one appointment only when `appointmentId` is given.
 */
export async function listReminders(db: Queryable, day: string | null, doctorIds: readonly string[] | null, appointmentId?: string) {
  const rows = await db.query<ReminderRow>(
    `${REMINDER_SELECT}
      where ($1::date is null or a.day = $1::date)
        and ($2::bigint[] is null or a.doctor_id = any($2::bigint[]))
        and ($3::bigint is null or a.id = $3::bigint)
      order by a.time, u.username, a.id`,
    [day, doctorIds, appointmentId ?? null],
  );
  return rows.map(reminderOf);
}

/** The patients to call back ("À rappeler"): cancellations and requests for another time not handled yet, oldest answer first. */
export async function listCallbacks(db: Queryable, doctorIds: readonly string[] | null, limit: number) {
  const rows = await db.query<ReminderRow>(
    `${REMINDER_SELECT}
      where a.patient_answer in ('cancelled', 'otherTime') and a.callback_handled_at is null
        and ($1::bigint[] is null or a.doctor_id = any($1::bigint[]))
      order by a.patient_answer_at, a.id
      limit $2`,
    [doctorIds, limit],
  );
  return rows.map(reminderOf);
}

/** One of a doctor's appointments, or null when the doctor has no such appointment. */
export async function findAppointment(db: Queryable, doctorId: string, id: string): Promise<Appointment | null> {
  const [row] = await db.query<AppointmentRow>(
    `select ${APPOINTMENT_COLUMNS}
       from appointments a join patients p on p.id = a.patient_id
      where a.id = $1 and a.doctor_id = $2`,
    [id, doctorId],
  );
  return row ? appointmentOf(row) : null;
}

export interface StateChange {
  id: string;
  state: AppointmentState;
  reason: string | null;
  by: string;
}

/**
 * Moves the appointment to `state` if it is still in `from` (a concurrent change wins once: the
 * other answers false), keeping the change before it for the day's undo. The arrival time is set
 * when the patient arrives; a cancellation keeps its reason.
 */
export async function changeState(tx: Queryable, from: AppointmentState, change: StateChange): Promise<boolean> {
  try {
    const rows = await tx.query(
      `update appointments
          set previous_state = state, previous_state_at = state_at, previous_state_by = state_by,
              state = $2, state_at = now(), state_by = $3,
              state_reason = case when $2 = 'cancelled' then $4 else null end,
              arrived_at = case when $2 = 'arrived' then now() else arrived_at end
        where id = $1 and state = $5
        returning id`,
      [change.id, change.state, change.by, change.reason, from],
    );
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) throw new FormError(['appointment.slotTaken']);
    throw error;
  }
}

/**
 * Undoes the last change (the one before it is kept once): back to the previous state, its time
 * and author. Undoing an arrival forgets the arrival time; undoing a no-show or a cancellation
 * takes the slot back, unless another appointment took it meanwhile (`appointment.slotTaken`).
 */
export async function undoStateChange(tx: Queryable, id: string, from: AppointmentState): Promise<boolean> {
  try {
    const rows = await tx.query(
      `update appointments
          set state = previous_state, state_at = previous_state_at, state_by = previous_state_by,
              previous_state = null, previous_state_at = null, previous_state_by = null,
              state_reason = null,
              arrived_at = case when state = 'arrived' then null else arrived_at end
        where id = $1 and state = $2 and previous_state is not null
        returning id`,
      [id, from],
    );
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) throw new FormError(['appointment.slotTaken']);
    throw error;
  }
}

/** Today's arrived and in-chair patients of the doctors listed (null: every doctor), in arrival order. */
export async function listWaitingRoom(db: Queryable, day: string, doctorIds: readonly string[] | null): Promise<WaitingItem[]> {
  const rows = await db.query<AppointmentRow & { doctorName: string }>(
    `select ${APPOINTMENT_COLUMNS}, u.username as "doctorName"
       from appointments a
       join patients p on p.id = a.patient_id
       join users u on u.id = a.doctor_id
      where a.day = $1::date and a.state in ('arrived', 'inChair')
        and ($2::bigint[] is null or a.doctor_id = any($2::bigint[]))
      order by a.arrived_at nulls last, a.time, a.id`,
    [day, doctorIds],
  );
  return rows.map(({ doctorName, ...row }) => ({ ...appointmentOf(row), doctorName }));
}

/** The slots taken from `from` to `to` on the doctors' calendars, as `YYYY-MM-DD HH:MM` per doctor. */
export async function takenSlots(db: Queryable, doctorIds: readonly string[], from: string, to: string): Promise<Map<string, Set<string>>> {
  const rows = await db.query<{ doctor: string; slot: string }>(
    `select doctor_id::text as doctor, to_char(day, 'YYYY-MM-DD') || ' ' || time as slot
       from appointments
      where doctor_id = any($1::bigint[]) and day between $2::date and $3::date and state not in ('noShow', 'cancelled')`,
    [doctorIds, from, to],
  );
  const taken = new Map(doctorIds.map((id) => [id, new Set<string>()]));
  for (const row of rows) taken.get(row.doctor)?.add(row.slot);
  return taken;
}
