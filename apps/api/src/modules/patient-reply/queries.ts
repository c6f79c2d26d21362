import type { AppointmentState, PatientAnswerKind, PartOfTime } from '@dental/contracts';
import { DEFAULT_SESSION_SETTINGS } from '@dental/domain';
import type { Queryable } from '../../db/types';

/** What a live link opens: its appointment as the page shows it, and what answering needs. */
export interface LinkedAppointment {
  id: string;
  state: AppointmentState;
  answer: PatientAnswerKind | null;
  answerAt: Date | null;
  day: string;
  time: string;
  minutes: number;
  patientName: string;
  language: 'fr' | 'ar';
  doctor: string;
  clinicName: string;
  clinicNameAr: string;
  color: string;
}

type LinkedRow = Omit<LinkedAppointment, 'minutes' | 'answerAt'> & { minutes: number | null; partOfTime: PartOfTime; answerAt: string | null };

/**
 * The appointment a token's hash opens, or null: no such link, or its appointment deleted or moved
 * (another doctor, day or time than the link was made for). `lock` holds the appointment's row for
 * an answer.
 */
export async function findLinked(db: Queryable, hash: Buffer, lock = false): Promise<LinkedAppointment | null> {
  // The link alone first: a guessed token costs one index probe, not the page's join.
  const [link] = await db.query<{ id: string }>('select appointment_id::text as id from appointment_links where token_hash = $1', [hash]);
  if (!link) return null;
  const [row] = await db.query<LinkedRow>(
    `select a.id::text as id, a.state, a.patient_answer as answer, a.patient_answer_at::text as "answerAt",
            to_char(a.day, 'YYYY-MM-DD') as day, a.time, a.part_of_time as "partOfTime", st.session_minutes as minutes,
            p.name as "patientName", coalesce(p.message_language, s.message_language) as language,
            coalesce(nullif(trim(u.full_name), ''), u.username) as doctor,
            s.clinic_name as "clinicName", s.clinic_name_ar as "clinicNameAr", s.main_color as color
       from appointment_links l
       join appointments a on a.id = l.appointment_id and a.doctor_id = l.doctor_id and a.day = l.day and a.time = l.time
       join patients p on p.id = a.patient_id
       join users u on u.id = a.doctor_id
       left join appointment_settings st on st.doctor_id = a.doctor_id and st.part_of_time = a.part_of_time
       join settings s on s.id = 1
      where l.token_hash = $1
      ${lock ? 'for update of a' : ''}`,
    [hash],
  );
  if (!row) return null;
  const { partOfTime, minutes, answerAt, ...rest } = row;
  const fallback = DEFAULT_SESSION_SETTINGS.find((setting) => setting.partOfTime === partOfTime)?.time ?? 30;
  return { ...rest, minutes: minutes ?? fallback, answerAt: answerAt ? new Date(answerAt) : null };
}

/**
 * Records the patient's answer and the state it leaves the appointment in. The change of state
 * keeps the one before it (as the desk's changes do) and names no staff member. A confirmation
 * that would take back a slot given to someone else meanwhile fails on the slot's unique index
 * (`isUniqueViolation`), and its transaction with it.
 */
export async function recordAnswer(tx: Queryable, id: string, answer: PatientAnswerKind, state: AppointmentState, message: string | null): Promise<void> {
  await tx.query(
    `update appointments
        set previous_state = case when state = $3 then previous_state else state end,
            previous_state_at = case when state = $3 then previous_state_at else state_at end,
            previous_state_by = case when state = $3 then previous_state_by else state_by end,
            state_at = case when state = $3 then state_at else now() end,
            state_by = case when state = $3 then state_by else null end,
            state_reason = case when state = $3 then state_reason else null end,
            state = $3,
            patient_answer = $2, patient_answer_at = now(), patient_message = $4,
            callback_handled_at = null, callback_handled_by = null
      where id = $1`,
    [id, answer, state, message],
  );
}
