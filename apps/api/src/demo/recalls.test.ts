import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, addMonths, localDay, whatsAppNumber } from '@dental/domain';
import { listReminders } from '../modules/appointments/queries';
import { listRecalls, type RecallQuery } from '../modules/recalls/queries';
import { createPasswordHasher } from '../security/passwords';
import { createTestDb, startTestApp, TEST_HASHING, type TestDb } from '../test/helpers';
import { DEMO_DOCTORS } from './data';
import { seedDemo } from './seed-demo';

describe("the demo doctors' recalls and reminders", () => {
  let testDb: TestDb;
  // A Monday: tomorrow is a working day.
  const now = new Date(2026, 10, 23, 10);
  const today = localDay(now);
  const tomorrow = addDays(today, 1);
  const hasher = createPasswordHasher(TEST_HASHING);
  let doctors: { id: string; username: string }[];

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    const app = await startTestApp({}, testDb);
    await app.app.close();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const recalls = (doctorId: string, window: RecallQuery['window'], contacted: RecallQuery['contacted'] = 'all') =>
    listRecalls(testDb.db, { doctorIds: [doctorId], window, contacted, today, months: 6, offset: 0, limit: 500 });

  it('gives each demo doctor patients due for a check-up and appointments tomorrow with reminders to send, once', async () => {
    const first = await seedDemo(testDb.db, { patients: 150, hasher, now });
    expect(first.recalls).toMatchObject({ reminderDay: tomorrow });
    expect(first.recalls.due).toBeGreaterThanOrEqual(DEMO_DOCTORS.length * 3);
    expect(first.recalls.contacted).toBeGreaterThanOrEqual(DEMO_DOCTORS.length);
    doctors = await testDb.db.query<{ id: string; username: string }>('select id::text as id, username from users where username = any($1::text[]) order by id', [
      DEMO_DOCTORS.map((d) => d.username),
    ]);
    expect(doctors).toHaveLength(DEMO_DOCTORS.length);

    const yearAgo = addMonths(today, -12);
    const sixMonthsAgo = addMonths(today, -6);
    for (const doctor of doctors) {
      const all = await recalls(doctor.id, 'all');
      // The ones the demo brought due were last seen 6 to 12 months ago; others, longer ago, are due too.
      const recent = all.filter((row) => row.last_visit >= yearAgo);
      expect(recent.length).toBeGreaterThanOrEqual(3);
      expect(recent.some((row) => row.due_date < today)).toBe(true);
      expect(recent.some((row) => row.due_date >= today && row.last_visit >= sixMonthsAgo)).toBe(true);
      expect((await recalls(doctor.id, 'overdue')).length).toBeGreaterThan(0);
      expect((await recalls(doctor.id, 'thisMonth')).length).toBeGreaterThan(0);
      const contacted = await recalls(doctor.id, 'all', 'yes');
      expect(contacted.length).toBeGreaterThan(0);
      expect(contacted.every((row) => row.contacted_by === 'assistant' && new Date(row.contacted_at as string) < now)).toBe(true);
      expect((await recalls(doctor.id, 'overdue', 'no')).length).toBeGreaterThan(0);

      const day = await listReminders(testDb.db, tomorrow, [doctor.id]);
      expect(day.length).toBeGreaterThanOrEqual(3);
      const sent = day.filter((item) => item.reminder);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      expect(sent.every((item) => item.reminder?.by === 'assistant')).toBe(true);
      expect(day.length - sent.length).toBeGreaterThan(0);
      expect(day.every((item) => whatsAppNumber(item.patient.contact, '+222') !== null && item.patient.contact.whatsApp.length > 4)).toBe(true);
    }
    const languages = new Set((await listReminders(testDb.db, tomorrow, doctors.map((d) => d.id))).map((item) => item.messageLanguage));
    expect(languages).toEqual(new Set(['fr', 'ar', null]));

    // The triggers of migration 017 kept every patient's last visit and latest appointment.
    const [{ wrong }] = await testDb.db.query<{ wrong: number }>(
      `select count(*)::int as wrong from patients p
         left join (select patient_id, max(day) as latest from appointments group by patient_id) a on a.patient_id = p.id
         left join (select s.patient_id, max(l.date_appointment) as latest from sheet_lines l join treatment_sheets s on s.id = l.sheet_id
                     where l.finish = 1 group by s.patient_id) l on l.patient_id = p.id
         left join (select patient_id, max(created_at)::date as latest from charges where kind = 'consultation' group by patient_id) c on c.patient_id = p.id
        where p.latest_appointment is distinct from a.latest or p.last_visit is distinct from greatest(a.latest, l.latest, c.latest)`,
    );
    expect(wrong).toBe(0);

    const listed = await Promise.all(doctors.map((doctor) => recalls(doctor.id, 'all')));
    const second = await seedDemo(testDb.db, { patients: 150, hasher, now });
    expect(second.recalls).toEqual({ due: 0, contacted: 0, reminderDay: tomorrow, reminders: { appointments: first.recalls.reminders.appointments, sent: 0 } });
    expect(second.appointments.created).toBe(0);
    expect(await Promise.all(doctors.map((doctor) => recalls(doctor.id, 'all')))).toEqual(listed);
  });
});
