import { addDays, dayOrderOf, localDay, slotsOf } from '@dental/domain';
import type { Db } from '../db/types';
import { ensureDefaults, findDaysOfWork, listSettings, replaceWorkingDays } from '../modules/appointments/queries';
import { refreshingVisitsOnce } from './bulk-writes';

/** The demo agenda runs from this many weeks back (two years: the bench's week reads) to some weeks ahead. */
export const AGENDA_WEEKS_BACK = 104;
export const AGENDA_WEEKS_AHEAD = 4;
/** The first demo doctor's past is fully booked (the bench's "full agenda"); the others' mostly. */
const PAST_FILL = [1, 0.7, 0.6];
const FUTURE_FILL = 0.45;
const BATCH = 5000;

export interface AgendaResult {
  /** Appointments written by this run (a second run over the same days writes none). */
  created: number;
  /** Appointments the demo doctors have now. */
  total: number;
}

/**
 * Fills the demo doctors' agendas with their own patients, on the slots of their sessions and
 * working days (the defaults of first use), from two years back to a few weeks ahead. Idempotent:
 * a slot that already holds an appointment (even a freed one: a no-show of the demo's day) stays as it is.
 */
export async function seedAgenda(db: Db, doctorIds: readonly string[], random: { next: () => number; int: (max: number) => number }, now: Date): Promise<AgendaResult> {
  const today = localDay(now);
  let created = 0;
  for (const [index, doctorId] of doctorIds.entries()) {
    const patients = (await db.query<{ id: string }>('select patient_id::text as id from patient_doctors where doctor_id = $1 order by patient_id', [doctorId])).map((row) => row.id);
    if (patients.length === 0) continue;
    await ensureDefaults(db, doctorId);
    const settings = await listSettings(db, doctorId);
    const days = (await findDaysOfWork(db, doctorId))?.dayOfWork ?? [];
    const rows: { day: string; time: string; numSeance: number; part: string; patient: string }[] = [];
    for (let offset = -AGENDA_WEEKS_BACK * 7; offset < AGENDA_WEEKS_AHEAD * 7; offset += 1) {
      const day = addDays(today, offset);
      const worked = days.find((d) => d.order === dayOrderOf(day));
      if (!worked) continue;
      const fill = day < today ? (PAST_FILL[index] ?? PAST_FILL[PAST_FILL.length - 1]) : FUTURE_FILL;
      for (const setting of settings.filter((s) => worked.appointments.includes(s.partOfTime))) {
        for (const slot of slotsOf(setting)) {
          if (random.next() < fill) rows.push({ day, time: slot.time, numSeance: slot.numSeance, part: setting.partOfTime, patient: patients[random.int(patients.length)] });
        }
      }
    }
    // Rows come in day order: a batch looks only at its own days' appointments (a range of the
    // doctor's index) for a freed slot, not at the whole agenda again, batch after batch.
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await db.transaction((tx) =>
        refreshingVisitsOnce(tx, ['appointments'], async () => {
          const inserted = await tx.query<{ patient: string }>(
            `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time)
             select $1, p, d, t, n, s from unnest($2::bigint[], $3::date[], $4::text[], $5::int[], $6::text[]) as x(p, d, t, n, s)
              where not exists (select 1 from appointments a where a.doctor_id = $1 and a.day between $7 and $8 and a.day = x.d and a.time = x.t)
             on conflict (doctor_id, day, time) where state not in ('noShow', 'cancelled') do nothing
             returning patient_id::text as patient`,
            [doctorId, batch.map((r) => r.patient), batch.map((r) => r.day), batch.map((r) => r.time), batch.map((r) => r.numSeance), batch.map((r) => r.part), batch[0].day, batch[batch.length - 1].day],
          );
          created += inserted.length;
          return inserted.map((row) => row.patient);
        }),
      );
    }
  }
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from appointments where doctor_id = any($1::bigint[])', [doctorIds]);
  return { created, total };
}

/**
 * Makes a demo doctor work every day, both sessions (on call), before his agenda is first filled;
 * an agenda already made keeps the days it has (an administrator may have changed them).
 */
export async function keepOnCall(db: Db, doctorId: string): Promise<void> {
  const [{ booked }] = await db.query<{ booked: boolean }>('select exists (select 1 from appointments where doctor_id = $1) as booked', [doctorId]);
  if (booked) return;
  await ensureDefaults(db, doctorId);
  await db.transaction((tx) => replaceWorkingDays(tx, doctorId, [0, 1, 2, 3, 4, 5, 6].map((order) => ({ order, appointments: ['matin', 'soir'] as const }))));
}

/** How the demo's day at the desk stands for each doctor, in the order of the day's appointments. */
const DESK_DAY = [
  { state: 'noShow', minutesAgo: null },
  { state: 'done', minutesAgo: 95 },
  { state: 'inChair', minutesAgo: 40 },
  { state: 'arrived', minutesAgo: 25 },
  { state: 'arrived', minutesAgo: 8 },
] as const;

/**
 * Gives today's first appointments of each demo doctor the states of a morning at the desk (one
 * absent, one done, one in the chair, two in the waiting room), changed by the assistant, so the
 * waiting room, the states and the recall's "Absent le …" have something to show. Only a doctor
 * whose day is still all booked is touched: a second run changes nothing.
 */
export async function seedDeskDay(db: Db, doctorIds: readonly string[], assistantId: string, now: Date): Promise<number> {
  let changed = 0;
  for (const doctorId of doctorIds) {
    const day = await db.query<{ id: string; state: string }>('select id::text as id, state from appointments where doctor_id = $1 and day = $2::date order by time, id', [
      doctorId,
      localDay(now),
    ]);
    if (day.length < DESK_DAY.length || day.some((appointment) => appointment.state !== 'booked')) continue;
    for (const [index, { state, minutesAgo }] of DESK_DAY.entries()) {
      await db.query(
        `update appointments set state = $2, state_at = $3::timestamptz, state_by = $4, arrived_at = $5::timestamptz where id = $1`,
        [day[index].id, state, now.toISOString(), assistantId, minutesAgo === null ? null : new Date(now.getTime() - minutesAgo * 60_000).toISOString()],
      );
      changed += 1;
    }
  }
  return changed;
}
