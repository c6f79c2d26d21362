import { addDays, localDay } from '@dental/domain';
import type { Db, Queryable } from '../db/types';
import { refreshingVisitsOnce } from './bulk-writes';

/** Patients of each demo doctor brought due for their check-up: this many, at most a fifth of the doctor's patients. */
const RECALLS_PER_DOCTOR = 12;
/** Every third one is due this month, the others overdue; every fourth was already contacted by the assistant. */
const THIS_MONTH_EVERY = 3;
const CONTACTED_EVERY = 4;
/** Candidates looked at per doctor: enough to choose from, few enough to stay quick at 100,000 patients. */
const CANDIDATES = 400;
/** The message languages given in turn to the patients of the recall list and of tomorrow's reminders. */
const LANGUAGES = ['ar', 'fr', null] as const;
/** The next day with appointments is looked for this many days ahead (tomorrow, or Monday on a Saturday). */
const DAYS_AHEAD = 7;

export interface RecallsResult {
  /** Patients brought due for their check-up by this run, and how many of them were already contacted. */
  due: number;
  contacted: number;
  /** The next day with appointments, its appointments and the reminders already sent (by this run). */
  reminderDay: string | null;
  reminders: { appointments: number; sent: number };
}

interface Random {
  int: (max: number) => number;
}

interface Recall {
  patient: string;
  /** The appointment of the last visit: a past appointment of the doctor, given to the patient. */
  appointment: string;
  day: string;
  contacted: boolean;
}

const pickOut = <T>(random: Random, items: T[]): T | undefined => items.splice(random.int(items.length), 1)[0];

/**
 * One doctor's patients due for a check-up: each one's last visit is a past appointment of the
 * doctor 6 to 12 months ago (with the clinic's 6 months: overdue, or due by the end of this month),
 * taken by a patient who had no act or consultation since.
 */
async function chooseRecalls(tx: Queryable, doctorId: string, months: number, today: string, taken: Set<string>, random: Random): Promise<Recall[]> {
  const days = await tx.query<{ day: string; appointment: string; overdue: boolean }>(
    `select to_char(a.day, 'YYYY-MM-DD') as day, min(a.id)::text as appointment, (a.day + make_interval(months => $3))::date < $2::date as overdue
       from appointments a
      where a.doctor_id = $1
        and a.day >= ($2::date - interval '12 months')::date
        and (a.day + make_interval(months => $3))::date <= (date_trunc('month', $2::date) + interval '1 month - 1 day')::date
      group by a.day
      order by a.day`,
    [doctorId, today, months],
  );
  if (days.length === 0) return [];
  const lastDay = days[days.length - 1].day;
  const candidates = await tx.query<{ id: string; latest: string }>(
    `select id, to_char(latest, 'YYYY-MM-DD') as latest from (
       select p.id::text as id,
              greatest(p.created_at::date,
                       (select max(l.date_appointment) from sheet_lines l join treatment_sheets s on s.id = l.sheet_id where s.patient_id = p.id and l.finish = 1),
                       (select max(c.created_at)::date from charges c where c.patient_id = p.id and c.kind = 'consultation')) as latest
         from patient_doctors pd join patients p on p.id = pd.patient_id
        where pd.doctor_id = $1 and not p.archive and p.created_at < $2::date
        order by p.id) c
      where latest < $2::date
      limit $3`,
    [doctorId, lastDay, CANDIDATES],
  );
  const [{ patients }] = await tx.query<{ patients: number }>('select count(*)::int as patients from patient_doctors where doctor_id = $1', [doctorId]);
  const wanted = Math.min(RECALLS_PER_DOCTOR, Math.floor(patients / 5));
  const free = candidates.filter((c) => !taken.has(c.id));
  const thisMonth = days.filter((d) => !d.overdue);
  const overdue = days.filter((d) => d.overdue);
  const recalls: Recall[] = [];
  for (let i = 0; i < wanted; i += 1) {
    const day = pickOut(random, i % THIS_MONTH_EVERY === 0 && thisMonth.length > 0 ? thisMonth : overdue);
    if (!day) break;
    const eligible = free.filter((c) => c.latest < day.day);
    if (eligible.length === 0) continue;
    const patient = eligible[random.int(eligible.length)];
    free.splice(free.indexOf(patient), 1);
    taken.add(patient.id);
    recalls.push({ patient: patient.id, appointment: day.appointment, day: day.day, contacted: recalls.length % CONTACTED_EVERY === 1 });
  }
  return recalls;
}

/**
 * Gives each recall its last visit, and the appointments it had after that (with any doctor, up to
 * the future ones) to other patients of the same doctor: every slot stays booked, so the agenda of a
 * second run stays as it is. The patients who lose or get an appointment have their last visit and
 * latest appointment refreshed once each (the row trigger of migration 017, per appointment moved,
 * was most of the demo seed's time).
 */
async function writeRecalls(tx: Queryable, recalls: Recall[], assistant: string, months: number, now: Date, random: Random): Promise<void> {
  const patients = recalls.map((r) => r.patient);
  await refreshingVisitsOnce(tx, ['appointments'], async () => {
    const holders = await tx.query<{ id: string }>('select patient_id::text as id from appointments where id = any($1::bigint[])', [recalls.map((r) => r.appointment)]);
    await tx.query('update appointments a set patient_id = r.patient from unnest($1::bigint[], $2::bigint[]) as r (appointment, patient) where a.id = r.appointment', [
      recalls.map((r) => r.appointment),
      patients,
    ]);
    const later = await tx.query<{ id: string; doctor: string }>(
      `select a.id::text as id, a.doctor_id::text as doctor
         from appointments a join unnest($1::bigint[], $2::date[]) as r (patient, day) on a.patient_id = r.patient and a.day > r.day
        order by a.id`,
      [patients, recalls.map((r) => r.day)],
    );
    const others = new Map<string, string[]>();
    for (const doctor of new Set(later.map((a) => a.doctor))) {
      const rows = await tx.query<{ id: string }>(
        'select patient_id::text as id from patient_doctors where doctor_id = $1 and patient_id <> all($2::bigint[]) order by patient_id',
        [doctor, patients],
      );
      others.set(doctor, rows.map((row) => row.id));
    }
    const moved = later.filter((a) => (others.get(a.doctor)?.length ?? 0) > 0);
    const takers = moved.map((a) => {
      const pool = others.get(a.doctor) as string[];
      return pool[random.int(pool.length)];
    });
    await tx.query('update appointments a set patient_id = m.patient from unnest($1::bigint[], $2::bigint[]) as m (appointment, patient) where a.id = m.appointment', [
      moved.map((a) => a.id),
      takers,
    ]);
    return [...holders.map((row) => row.id), ...patients, ...takers];
  });
  await giveWhatsApp(tx, patients);
  const contacted = recalls.filter((r) => r.contacted);
  await tx.query(
    `insert into recall_contacts (patient_id, due_date, contacted_by, contacted_at)
     select patient, (day + make_interval(months => $3))::date, $4, $5::timestamptz - make_interval(hours => hours)
       from unnest($1::bigint[], $2::date[], $6::int[]) as c (patient, day, hours)
     on conflict (patient_id) do nothing`,
    [contacted.map((r) => r.patient), contacted.map((r) => r.day), months, assistant, now.toISOString(), contacted.map(() => 2 + random.int(72))],
  );
}

/** A WhatsApp number of their own (the phone's) for patients who have none, and a message language each, in turn. */
async function giveWhatsApp(tx: Queryable, patients: readonly string[]): Promise<void> {
  await tx.query(
    `update patients p set whatsapp = case when p.whatsapp in ('', '+222') then '+222' || p.phone else p.whatsapp end, message_language = l.language
       from unnest($1::bigint[], $2::text[]) as l (patient, language)
      where p.id = l.patient`,
    [patients, patients.map((_, i) => LANGUAGES[i % LANGUAGES.length])],
  );
}

/** The patients' answers to the reminders sent, in turn (issue 38): a confirmation, a request for another time, a cancellation. */
const DEMO_ANSWERS = [
  { answer: 'confirmed', state: 'confirmed', message: null },
  { answer: 'otherTime', state: null, message: 'Plutôt en fin d’après-midi, merci' },
  { answer: 'cancelled', state: 'cancelled', message: null },
] as const;

async function answerReminders(tx: Queryable, appointmentIds: readonly string[], now: Date): Promise<void> {
  const answers = appointmentIds.map((_, i) => DEMO_ANSWERS[i % DEMO_ANSWERS.length]);
  await tx.query(
    `update appointments a
        set state = coalesce(r.state, a.state), state_at = case when r.state is null then a.state_at else r.at end,
            patient_answer = r.answer, patient_answer_at = r.at, patient_message = r.message
       from (select id, answer, state, message, $5::timestamptz - make_interval(mins => 5 * ordinality::int) as at
               from unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) with ordinality as r (id, answer, state, message)) r
      where a.id = r.id`,
    [appointmentIds, answers.map((a) => a.answer), answers.map((a) => a.state), answers.map((a) => a.message), now.toISOString()],
  );
}

/**
 * The next day's appointments of the demo doctors (tomorrow, or the next day they work): their
 * patients reachable on WhatsApp, in Arabic, French or the clinic's language, and each doctor's
 * first reminder already sent by the assistant. Once per day: a day with a reminder sent is left as it is.
 */
async function seedReminders(tx: Queryable, doctorIds: readonly string[], assistant: string, now: Date): Promise<Pick<RecallsResult, 'reminderDay' | 'reminders'>> {
  const today = localDay(now);
  for (let ahead = 1; ahead <= DAYS_AHEAD; ahead += 1) {
    const day = addDays(today, ahead);
    const appointments = await tx.query<{ id: string; doctor: string; patient: string; sent: boolean }>(
      `select a.id::text as id, a.doctor_id::text as doctor, a.patient_id::text as patient, r.appointment_id is not null as sent
         from appointments a left join appointment_reminders r on r.appointment_id = a.id
        where a.day = $1 and a.doctor_id = any($2::bigint[])
        order by a.doctor_id, a.time, a.id`,
      [day, doctorIds],
    );
    if (appointments.length === 0) continue;
    if (appointments.some((a) => a.sent)) return { reminderDay: day, reminders: { appointments: appointments.length, sent: 0 } };
    await giveWhatsApp(tx, [...new Set(appointments.map((a) => a.patient))]);
    const first = doctorIds.map((doctor) => appointments.find((a) => a.doctor === doctor)).filter((a) => a !== undefined);
    await tx.query(
      `insert into appointment_reminders (appointment_id, sent_by, sent_at)
       select id, $2, $3::timestamptz - make_interval(mins => 20 * ordinality::int) from unnest($1::bigint[]) with ordinality as r (id, ordinality)`,
      [first.map((a) => a.id), assistant, now.toISOString()],
    );
    await answerReminders(tx, first.map((a) => a.id), now);
    return { reminderDay: day, reminders: { appointments: appointments.length, sent: first.length } };
  }
  return { reminderDay: null, reminders: { appointments: 0, sent: 0 } };
}

/**
 * The recall list and tomorrow's reminders of the demo doctors (issue 24): patients due for a
 * check-up (some overdue, some due this month, a few already contacted by the assistant), and the
 * next day's appointments with a reminder or two already sent. Deterministic with the generator
 * given; the recalls are written once (a contact by the assistant tells they were).
 */
export async function seedRecalls(db: Db, doctorIds: readonly string[], assistant: string, random: Random, now: Date): Promise<RecallsResult> {
  const today = localDay(now);
  return db.transaction(async (tx) => {
    const [written] = await tx.query(
      'select 1 from recall_contacts rc join patient_doctors pd on pd.patient_id = rc.patient_id where rc.contacted_by = $1 and pd.doctor_id = any($2::bigint[]) limit 1',
      [assistant, doctorIds],
    );
    const [{ months }] = await tx.query<{ months: number }>('select recall_months::int as months from settings where id = 1');
    const recalls: Recall[] = [];
    if (!written) {
      const taken = new Set<string>();
      for (const doctorId of doctorIds) recalls.push(...(await chooseRecalls(tx, doctorId, months, today, taken, random)));
      if (recalls.length > 0) await writeRecalls(tx, recalls, assistant, months, now, random);
    }
    const reminders = await seedReminders(tx, doctorIds, assistant, now);
    return { due: recalls.length, contacted: recalls.filter((r) => r.contacted).length, ...reminders };
  });
}
