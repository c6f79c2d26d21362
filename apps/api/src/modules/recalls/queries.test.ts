import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertDoctors, insertPatient } from '../../test/fixtures';
import { createTestDb, type TestDb } from '../../test/helpers';
import { countRecalls, listRecalls, type RecallQuery } from './queries';

const TODAY = '2026-11-27';

describe('the recall list query', () => {
  let testDb: TestDb;
  let doctors: string[];
  const patients: Record<string, string> = {};

  const appointment = (patient: string, day: string, time: string, doctor = doctors[0]) =>
    testDb.db.query(`insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, $3, $4, 1, 'matin')`, [doctor, patient, day, time]);

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    doctors = await insertDoctors(testDb.db, 'recall-list-', 2);
    const add = async (key: string, doctor: string) => {
      patients[key] = await insertPatient(testDb.db, { name: key, doctorIds: [doctor] });
    };
    await add('overdue', doctors[0]);
    await appointment(patients.overdue, '2026-04-10', '09:00');
    await add('dueLaterThisMonth', doctors[0]);
    await appointment(patients.dueLaterThisMonth, '2026-05-29', '09:00');
    await add('monthEnd', doctors[1]);
    await appointment(patients.monthEnd, '2026-05-31', '09:00', doctors[1]);
    await add('notYet', doctors[0]);
    await appointment(patients.notYet, '2026-06-01', '09:00');
    await add('booked', doctors[0]);
    await appointment(patients.booked, '2026-03-01', '09:00');
    await appointment(patients.booked, '2026-12-03', '09:00');
    await add('archived', doctors[0]);
    await appointment(patients.archived, '2026-02-01', '10:00');
    await testDb.db.query('update patients set archive = true where id = $1', [patients.archived]);
    await add('neverSeen', doctors[0]);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const names = async (query: Partial<RecallQuery>) =>
    (await listRecalls(testDb.db, { doctorIds: null, window: 'all', contacted: 'all', today: TODAY, months: 6, offset: 0, limit: 30, ...query })).map((row) => [row.name, row.due_date]);

  it('lists the patients due by the end of the month, by due date, without the booked, the archived and the never seen', async () => {
    expect(await names({})).toEqual([
      ['overdue', '2026-10-10'],
      ['dueLaterThisMonth', '2026-11-29'],
      ['monthEnd', '2026-11-30'],
    ]);
    expect(await names({ window: 'overdue' })).toEqual([['overdue', '2026-10-10']]);
    expect(await names({ window: 'thisMonth' })).toEqual([
      ['dueLaterThisMonth', '2026-11-29'],
      ['monthEnd', '2026-11-30'],
    ]);
  });

  it('keeps to the doctors asked for, follows the clinic delay, and pages with the total', async () => {
    expect(await names({ doctorIds: [doctors[1]] })).toEqual([['monthEnd', '2026-11-30']]);
    expect(await names({ months: 7, window: 'overdue' })).toEqual([['overdue', '2026-11-10']]);
    expect(await names({ months: 8 })).toEqual([]);
    const page = await listRecalls(testDb.db, { doctorIds: null, window: 'all', contacted: 'all', today: TODAY, months: 6, offset: 1, limit: 1 });
    expect(page.map((row) => row.name)).toEqual(['dueLaterThisMonth']);
    expect(await countRecalls(testDb.db, { doctorIds: null, window: 'all', contacted: 'all', today: TODAY, months: 6 }, 10)).toBe(3);
    // Counted up to the cap and one more, which says there are more.
    expect(await countRecalls(testDb.db, { doctorIds: null, window: 'all', contacted: 'all', today: TODAY, months: 6 }, 1)).toBe(2);
  });

  it('counts a contact for the due date it answered only', async () => {
    await testDb.db.query(`insert into recall_contacts (patient_id, due_date, contacted_by) values ($1, '2026-10-10', $2)`, [patients.overdue, doctors[0]]);
    expect(await names({ contacted: 'yes' })).toEqual([['overdue', '2026-10-10']]);
    expect((await names({ contacted: 'no' })).map(([name]) => name)).toEqual(['dueLaterThisMonth', 'monthEnd']);
    await testDb.db.query(`update recall_contacts set due_date = '2026-09-01' where patient_id = $1`, [patients.overdue]);
    expect(await names({ contacted: 'yes' })).toEqual([]);
  });
});
