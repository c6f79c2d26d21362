import type { PartOfTime } from '@dental/contracts';
import {
  bookedSlot,
  dayOrderOf,
  DEFAULT_SESSION_SETTINGS,
  DEFAULT_WORKING_DAYS,
  localDay,
  minutesOf,
  nameKey,
  parseDay,
  parseTime,
  SLOT_FREEING_STATES,
  type SessionSetting,
} from '@dental/domain';
import type { Queryable } from '../../db/types';
import { refreshingVisitsOnce } from '../../demo/bulk-writes';
import { slotMessage } from '../appointments/routes';
import { ensureDefaults, findDaysOfWork, listSettings } from '../appointments/queries';
import type { RowCells } from './cells';
import { loadDoctors, rowDoctor, type DoctorLookup } from './doctors';
import { duplicateKey, isFileRow, loadPatientKeys, regNoOf, type PatientKeys } from './patient-keys';
import type { PlannedRow } from './plan-types';

/** An appointment to come, booked as the calendar books it (its session and slot number computed). */
export interface AppointmentRecord {
  doctorId: string;
  patientId: string;
  day: string;
  time: string;
  numSeance: number;
  partOfTime: PartOfTime;
}

interface Schedule {
  settings: readonly SessionSetting[];
  workingDays: readonly { order: number; appointments: readonly PartOfTime[] }[];
}

/** Who is booked where from today on: doctor|day|time → the patient holding the slot. */
export interface AppointmentContext {
  doctors: DoctorLookup;
  patients: PatientKeys;
  schedules: Map<string, Schedule>;
  taken: Map<string, { id: string; patientId: string }>;
  today: string;
  defaultDoctor: string | null;
}

const slotKey = (doctorId: string, day: string, time: string) => `${doctorId}|${day}|${time}`;

/** Each doctor's sessions and working days (the defaults the calendar starts with when a doctor has none yet). */
async function loadSchedules(db: Queryable): Promise<Map<string, Schedule>> {
  const doctors = await db.query<{ id: string }>('select id::text as id from users where doctor_cabinet is not null');
  const schedules = new Map<string, Schedule>();
  for (const { id } of doctors) {
    const [settings, days] = await Promise.all([listSettings(db, id), findDaysOfWork(db, id)]);
    schedules.set(id, {
      settings: settings.length > 0 ? settings : DEFAULT_SESSION_SETTINGS,
      workingDays: days ? days.dayOfWork : DEFAULT_WORKING_DAYS,
    });
  }
  return schedules;
}

export async function loadAppointmentContext(db: Queryable, defaultDoctor: string | null, onlyDoctor: string | null): Promise<AppointmentContext> {
  const today = localDay();
  const [doctors, patients, schedules, booked] = await Promise.all([
    loadDoctors(db, onlyDoctor),
    loadPatientKeys(db),
    loadSchedules(db),
    db.query<{ id: string; doctorId: string; patientId: string; day: string; time: string }>(
      `select id::text as id, doctor_id::text as "doctorId", patient_id::text as "patientId", day::text as day, time
         from appointments where day >= $1::date and state <> all($2::text[])`,
      [today, SLOT_FREEING_STATES],
    ),
  ]);
  const taken = new Map(booked.map((row) => [slotKey(row.doctorId, row.day, row.time), { id: row.id, patientId: row.patientId }]));
  return { doctors, patients, schedules, taken, today, defaultDoctor };
}

/** The patient a row names: by registration number, else by name and phone (the duplicate rule). */
function rowPatient(context: AppointmentContext, cells: RowCells): string | null {
  const regNo = regNoOf(cells.text('registrationNumber'));
  const byNumber = regNo === null ? undefined : context.patients.byRegNo.get(regNo);
  const name = cells.text('name');
  const phone = cells.text('phone');
  const byName = nameKey(name) === '' || phone === '' ? undefined : context.patients.byPhoneAndName.get(duplicateKey(phone, name));
  const found = byNumber ?? byName;
  if (found === undefined || isFileRow(found)) {
    cells.refuse(cells.text('registrationNumber') !== '' ? 'registrationNumber' : 'name', 'import.patientUnknown');
    return null;
  }
  return found;
}

/** The session and slot of a time in the doctor's schedule, as the booking form checks them. */
function rowSlot(schedule: Schedule, cells: RowCells, day: string, time: string): { partOfTime: PartOfTime; numSeance: number } | null {
  const setting =
    schedule.settings.find((s) => minutesOf(time) >= minutesOf(s.start) && minutesOf(time) < minutesOf(s.start) + s.time * s.countSeance) ?? schedule.settings[0];
  const index = Math.floor((minutesOf(time) - minutesOf(setting.start)) / setting.time);
  const booked = bookedSlot(setting, time, index + 1);
  if ('problem' in booked) {
    const message = slotMessage(booked.problem, setting, time);
    cells.refuse('time', message.key, message.params);
    return null;
  }
  const worked = schedule.workingDays.find((d) => d.order === dayOrderOf(day));
  if (!worked || !worked.appointments.includes(setting.partOfTime)) {
    cells.refuse('date', 'appointment.dayOff');
    return null;
  }
  return { partOfTime: setting.partOfTime, numSeance: booked.slot.numSeance };
}

export function planAppointmentRow(context: AppointmentContext, cells: RowCells): PlannedRow<AppointmentRecord> {
  const doctorId = rowDoctor(cells, context.doctors, context.defaultDoctor);
  const patientId = rowPatient(context, cells);
  const day = parseDay(cells.text('date'));
  if (day === null) cells.refuse('date', 'import.dateInvalid');
  else if (day < context.today) cells.refuse('date', 'import.pastDay');
  const timeText = cells.text('time');
  const time = parseTime(timeText);
  if (time === null) cells.refuse('time', 'import.timeInvalid', { value: timeText });
  const values = { registrationNumber: cells.text('registrationNumber') || null, name: cells.text('name') || null, doctor: cells.text('doctor') || null, date: day, time };
  const schedule = doctorId === null ? undefined : context.schedules.get(doctorId);
  const slot = cells.refusals.length === 0 && schedule && day !== null && time !== null ? rowSlot(schedule, cells, day, time) : null;
  if (cells.refusals.length > 0 || !slot || doctorId === null || patientId === null || day === null || time === null) {
    return { line: cells.line, outcome: 'refuse', matchedId: null, values, record: null };
  }
  const key = slotKey(doctorId, day, time);
  const holder = context.taken.get(key);
  if (holder && holder.patientId === patientId) {
    return { line: cells.line, outcome: 'match', matchedId: isFileRow(holder.id) ? null : holder.id, values, record: null };
  }
  if (holder) {
    cells.refuse('time', 'import.slotTaken');
    return { line: cells.line, outcome: 'refuse', matchedId: null, values, record: null };
  }
  context.taken.set(key, { id: `row:${cells.line}`, patientId });
  return { line: cells.line, outcome: 'create', matchedId: null, values, record: { doctorId, patientId, day, time, ...slot } };
}

/** Books a batch in one statement; each patient's last visit is refreshed once (not once per row). */
export async function writeAppointments(tx: Queryable, importId: string, userId: string | null, records: readonly AppointmentRecord[]): Promise<void> {
  if (records.length === 0) return;
  for (const doctorId of new Set(records.map((r) => r.doctorId))) await ensureDefaults(tx, doctorId);
  await refreshingVisitsOnce(tx, ['appointments'], async () => {
    await tx.query(
      `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time, created_by, import_id)
       select a.doctor, a.patient, a.day, a.time, a.num, a.part, $7::bigint, $8::bigint
         from unnest($1::bigint[], $2::bigint[], $3::date[], $4::text[], $5::int[], $6::text[]) as a (doctor, patient, day, time, num, part)`,
      [records.map((r) => r.doctorId), records.map((r) => r.patientId), records.map((r) => r.day), records.map((r) => r.time), records.map((r) => r.numSeance), records.map((r) => r.partOfTime), userId, importId],
    );
    return records.map((r) => r.patientId);
  });
}
