import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClinicalChart, ClinicalNote } from '@dental/contracts';
import { createPasswordHasher } from '../security/passwords';
import { call, createTestDb, login, startTestApp, TEST_HASHING, type TestApp, type TestDb } from '../test/helpers';
import { CLINICAL_RECORD_PATIENTS, seedClinicalRecords } from './clinical-records';
import { DEMO_DOCTORS, DEMO_PASSWORD } from './data';
import { seedDemo } from './seed-demo';

describe("the demo patients' clinical records", () => {
  let testDb: TestDb;
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    t = await startTestApp({}, testDb);
    seeded = await seedDemo(testDb.db, { patients: 200, hasher: createPasswordHasher(TEST_HASHING) });
  });
  afterAll(async () => {
    await t.app.close();
    await testDb.drop();
  });

  const counts = () =>
    testDb.db.query<{ conditions: number; notes: number; addenda: number }>(
      `select (select count(*) from tooth_conditions)::int as conditions, (select count(*) from clinical_notes)::int as notes, (select count(*) from clinical_note_addenda)::int as addenda`,
    );

  it('gives the patients with a quote conditions and notes the API reads, once', async () => {
    const doctors = await testDb.db.query<{ id: string; username: string }>('select id::text as id, username from users where username = any($1::text[]) order by id', [
      DEMO_DOCTORS.map((d) => d.username),
    ]);
    // The demo seed gave them (seedDemo calls seedClinicalRecords after the patient files).
    const first = seeded.clinicalRecords;
    expect(first.patients).toBeGreaterThan(0);
    expect(first.patients).toBeLessThanOrEqual(CLINICAL_RECORD_PATIENTS);
    expect(first.conditions).toBeGreaterThanOrEqual(first.patients);
    expect(first.notes).toBeGreaterThanOrEqual(first.patients);
    const after = await counts();
    expect(after[0]).toMatchObject({ conditions: first.conditions, notes: first.notes });
    expect(after[0].addenda).toBeGreaterThan(0);

    expect(await seedClinicalRecords(testDb.db, doctors.map((d) => d.id))).toEqual({ patients: 0, conditions: 0, notes: 0 });
    expect(await counts()).toEqual(after);

    // A demo doctor opens the chart of one of their patients: conditions, acts and notes, none in the future.
    const [{ patient, username }] = await testDb.db.query<{ patient: string; username: string }>(
      `select c.patient_id::text as patient, u.username from tooth_conditions c join patient_doctors d on d.patient_id = c.patient_id join users u on u.id = d.doctor_id
        where u.username = any($1::text[]) order by c.patient_id limit 1`,
      [doctors.map((d) => d.username)],
    );
    const session = await login(t.app, username, DEMO_PASSWORD);
    const chart = await call<{ success: ClinicalChart }>(t.app, 'GET', `/api/clinical/chart?patient=${patient}`, { token: session.token });
    expect(chart.status).toBe(200);
    expect(chart.body.success.conditions.length).toBeGreaterThan(0);
    expect(chart.body.success.acts.length).toBeGreaterThan(0);
    const notes = await call<{ success: ClinicalNote[] }>(t.app, 'GET', `/api/clinical/note?patient=${patient}`, { token: session.token });
    expect(notes.body.success.length).toBeGreaterThan(0);
    const [{ future }] = await testDb.db.query<{ future: number }>(
      'select ((select count(*) from tooth_conditions where day > current_date) + (select count(*) from clinical_notes where created_at > now()))::int as future',
    );
    expect(future).toBe(0);
  });
});
