import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonths } from '@dental/domain';
import { insertDoctors, insertPatient } from '../test/fixtures';
import { createTestDb, type TestDb } from '../test/helpers';


/** Migration 017: a patient's last visit and latest appointment, kept by triggers. */
describe('patient visits in the database', () => {
  let testDb: TestDb;
  let doctor: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    [doctor] = await insertDoctors(testDb.db, 'recall-doctor-', 1);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const visits = async (patient: string) =>
    (await testDb.db.query<{ last_visit: string | null; latest_appointment: string | null }>(
      `select to_char(last_visit, 'YYYY-MM-DD') as last_visit, to_char(latest_appointment, 'YYYY-MM-DD') as latest_appointment from patients where id = $1`,
      [patient],
    ))[0];

  const appointment = async (patient: string, day: string, time: string) =>
    (await testDb.db.query<{ id: string }>(
      `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, $3, $4, 1, 'matin') returning id::text as id`,
      [doctor, patient, day, time],
    ))[0].id;

  it('follows appointments, finished acts and consultations, both ways', async () => {
    const patient = await insertPatient(testDb.db, { name: 'Recall One', doctorIds: [doctor] });
    expect(await visits(patient)).toEqual({ last_visit: null, latest_appointment: null });

    const first = await appointment(patient, '2026-03-10', '09:00');
    expect(await visits(patient)).toEqual({ last_visit: '2026-03-10', latest_appointment: '2026-03-10' });

    const [sheet] = await testDb.db.query<{ id: string }>(`insert into treatment_sheets (patient_id, num_fiche) values ($1, 1) returning id::text as id`, [patient]);
    const [line] = await testDb.db.query<{ id: string }>(
      `insert into sheet_lines (sheet_id, doctor_id, date_appointment, acte) values ($1, $2, '2026-04-02', 'Détartrage') returning id::text as id`,
      [sheet.id, doctor],
    );
    expect((await visits(patient)).last_visit).toBe('2026-03-10');
    await testDb.db.query('update sheet_lines set finish = 1 where id = $1', [line.id]);
    expect(await visits(patient)).toEqual({ last_visit: '2026-04-02', latest_appointment: '2026-03-10' });

    await testDb.db.query(`insert into charges (patient_id, doctor_id, amount, created_at) values ($1, $2, 500, '2026-05-20 10:00')`, [patient, doctor]);
    expect((await visits(patient)).last_visit).toBe('2026-05-20');

    const future = await appointment(patient, '2027-01-15', '10:00');
    expect(await visits(patient)).toEqual({ last_visit: '2027-01-15', latest_appointment: '2027-01-15' });
    await testDb.db.query('delete from appointments where id = $1', [future]);
    expect(await visits(patient)).toEqual({ last_visit: '2026-05-20', latest_appointment: '2026-03-10' });

    await testDb.db.query('delete from charges where patient_id = $1', [patient]);
    await testDb.db.query('update sheet_lines set finish = 0 where id = $1', [line.id]);
    await testDb.db.query('delete from appointments where id = $1', [first]);
    expect(await visits(patient)).toEqual({ last_visit: null, latest_appointment: null });
  });

  it('moves an appointment given to another patient from one to the other', async () => {
    const [from, to] = [await insertPatient(testDb.db, { name: 'Recall From', doctorIds: [doctor] }), await insertPatient(testDb.db, { name: 'Recall To', doctorIds: [doctor] })];
    const moved = await appointment(from, '2026-06-01', '11:00');
    await testDb.db.query('update appointments set patient_id = $2 where id = $1', [moved, to]);
    expect(await visits(from)).toEqual({ last_visit: null, latest_appointment: null });
    expect(await visits(to)).toEqual({ last_visit: '2026-06-01', latest_appointment: '2026-06-01' });
  });

  it('adds months to a last visit exactly as the domain does', async () => {
    for (const [day, months] of [['2026-08-31', 6], ['2027-08-31', 6], ['2026-01-31', 1], ['2026-05-12', 24], ['2026-12-31', 2]] as const) {
      const [row] = await testDb.db.query<{ due: string }>(`select to_char($1::date + make_interval(months => $2), 'YYYY-MM-DD') as due`, [day, months]);
      expect({ day, months, due: row.due }).toEqual({ day, months, due: addMonths(day, months) });
    }
  });
});
