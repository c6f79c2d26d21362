import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPasswordHasher } from '../security/passwords';
import { initializeDatabase } from '../db/migrate';
import type { Queryable } from '../db/types';
import { insertDoctors, insertPatient } from '../test/fixtures';
import { createTestDb, TEST_HASHING, type TestDb } from '../test/helpers';
import { generator } from './seed-demo';
import { refreshingVisitsOnce } from './visits';

const silent = { info: () => undefined, warn: () => undefined } as never;

/** One patient's visits: appointments, acts on a sheet (finished or not) and charges (consultations or acts). */
interface Plan {
  appointments: string[];
  lines: { day: string; finish: 0 | 1 }[];
  consultations: string[];
  acts: string[];
}

const PATIENTS = 40;

/** Days around 2026, the future ones included (an appointment to come is the latest visit). */
function day(random: ReturnType<typeof generator>): string {
  return new Date(Date.UTC(2025, 0, 1) + random.int(3 * 365) * 86_400_000).toISOString().slice(0, 10);
}

function plans(seed: number): Plan[] {
  const random = generator(seed);
  const some = <T>(max: number, make: () => T) => Array.from({ length: random.int(max + 1) }, make);
  return Array.from({ length: PATIENTS }, () => ({
    appointments: some(3, () => day(random)),
    lines: some(3, () => ({ day: day(random), finish: random.chance(0.6) ? 1 : 0 })),
    // Consultations at any hour: their day is the one `created_at::date` gives.
    consultations: some(2, () => `${day(random)} ${String(random.int(24)).padStart(2, '0')}:30`),
    acts: some(2, () => `${day(random)} 10:00`),
  }));
}

/** Writes `plans[i]` for `patients[i]`, each kind of row in one multi-row statement, as the demo's bulk writes do. */
async function writeVisits(tx: Queryable, doctor: string, patients: readonly string[], plans: readonly Plan[], fiche: number): Promise<string[]> {
  const appointments = plans.flatMap((plan, i) => plan.appointments.map((d) => ({ patient: patients[i], day: d })));
  await tx.query(
    `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time)
     select $1, patient, day, to_char(make_interval(mins => $4 + n::int), 'HH24:MI'), 1, 'matin'
       from unnest($2::bigint[], $3::date[]) with ordinality as a (patient, day, n)`,
    // A minute of the day each: no two of the doctor's appointments share a slot.
    [doctor, appointments.map((a) => a.patient), appointments.map((a) => a.day), fiche * 200],
  );
  const sheets = await tx.query<{ id: string }>(
    'insert into treatment_sheets (patient_id, num_fiche) select patient, $2 from unnest($1::bigint[]) with ordinality as s (patient, n) order by n returning id::text as id',
    [patients, fiche],
  );
  const lines = plans.flatMap((plan, i) => plan.lines.map((line) => ({ sheet: sheets[i].id, ...line })));
  await tx.query(
    `insert into sheet_lines (sheet_id, doctor_id, date_appointment, acte, finish)
     select sheet, $1, day, 'Détartrage', finish from unnest($2::bigint[], $3::date[], $4::int[]) as l (sheet, day, finish)`,
    [doctor, lines.map((l) => l.sheet), lines.map((l) => l.day), lines.map((l) => l.finish)],
  );
  const charges = plans.flatMap((plan, i) => [
    ...plan.consultations.map((at) => ({ patient: patients[i], at, kind: 'consultation' })),
    ...plan.acts.map((at) => ({ patient: patients[i], at, kind: 'act' })),
  ]);
  await tx.query(
    `insert into charges (patient_id, doctor_id, amount, kind, created_at)
     select patient, $1, 500, kind, at from unnest($2::bigint[], $3::timestamptz[], $4::text[]) as c (patient, at, kind)`,
    [doctor, charges.map((c) => c.patient), charges.map((c) => c.at), charges.map((c) => c.kind)],
  );
  return patients.slice();
}

/** Migration 025: a bulk write of visits refreshes its patients at once, to what the row triggers of 017 give. */
describe('bulk writes of visits', () => {
  let testDb: TestDb;
  let doctors: string[];

  beforeAll(async () => {
    testDb = await createTestDb();
    await initializeDatabase(testDb.db, { hasher: createPasswordHasher(TEST_HASHING), log: silent, needJwtSecret: false });
    doctors = await insertDoctors(testDb.db, 'bulk-visits-doctor-', 2);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const patients = async (label: string) => {
    const ids: string[] = [];
    for (let i = 0; i < PATIENTS; i += 1) ids.push(await insertPatient(testDb.db, { name: `Bulk ${label} ${i}`, doctorIds: doctors }));
    return ids;
  };

  const visits = async (ids: readonly string[], db: Queryable = testDb.db) =>
    db.query<{ last_visit: string | null; latest_appointment: string | null }>(
      `select to_char(p.last_visit, 'YYYY-MM-DD') as last_visit, to_char(p.latest_appointment, 'YYYY-MM-DD') as latest_appointment
         from unnest($1::bigint[]) with ordinality as i (id, n) join patients p on p.id = i.id
        order by i.n`,
      [ids],
    );

  it('gives the same last visits and latest appointments as the row triggers, over visits already there', async () => {
    const [perRow, batch] = [await patients('row'), await patients('batch')];
    // Visits already there (written row by row), then new ones: per row for one twin, in bulk for the other.
    const before = plans(1);
    const after = plans(2);
    await testDb.db.transaction((tx) => writeVisits(tx, doctors[0], perRow, before, 1));
    await testDb.db.transaction((tx) => writeVisits(tx, doctors[1], batch, before, 1));
    await testDb.db.transaction((tx) => writeVisits(tx, doctors[0], perRow, after, 2));
    let skipped: Awaited<ReturnType<typeof visits>> = [];
    await testDb.db.transaction(async (tx) => {
      skipped = await visits(batch, tx);
      await refreshingVisitsOnce(tx, ['appointments', 'sheet_lines', 'charges'], async () => {
        const written = await writeVisits(tx, doctors[1], batch, after, 2);
        // Inside the bulk write, the row triggers leave the patients as they were.
        expect(await visits(batch, tx)).toEqual(skipped);
        return written;
      });
    });

    const expected = await visits(perRow);
    expect(await visits(batch)).toEqual(expected);
    expect(expected).not.toEqual(skipped);
    // Not a vacuous comparison: most patients have a visit, some an appointment, some neither.
    expect(expected.filter((v) => v.last_visit !== null).length).toBeGreaterThan(PATIENTS / 2);
    expect(expected.filter((v) => v.latest_appointment !== null).length).toBeGreaterThan(PATIENTS / 4);
    expect(expected.some((v) => v.last_visit !== null && v.last_visit !== v.latest_appointment)).toBe(true);
  });

  it('leaves the row triggers on for the rest of the transaction and for every other one', async () => {
    const [first, second] = await patients('after');
    await testDb.db.transaction(async (tx) => {
      await refreshingVisitsOnce(tx, ['appointments'], async () => [first]);
      await tx.query(`insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, '2026-02-02', '23:59', 1, 'matin')`, [doctors[0], first]);
    });
    await testDb.db.query(`insert into charges (patient_id, doctor_id, amount, created_at) values ($1, $2, 500, '2026-03-03 10:00')`, [second, doctors[0]]);
    expect(await visits([first, second])).toEqual([
      { last_visit: '2026-02-02', latest_appointment: '2026-02-02' },
      { last_visit: '2026-03-03', latest_appointment: null },
    ]);
  });
});
