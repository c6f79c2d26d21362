import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, dayOrderOf, DEFAULT_SESSION_SETTINGS, localDay, slotsOf, weekOf } from '@dental/domain';
import { createPasswordHasher } from '../security/passwords';
import { createTestDb, startTestApp, TEST_HASHING, type TestDb } from '../test/helpers';
import { AGENDA_WEEKS_BACK } from './agenda';
import { seedDemo } from './seed-demo';

describe("the demo doctors' agendas", () => {
  let testDb: TestDb;
  const now = new Date(2026, 10, 23, 10);

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    const app = await startTestApp({}, testDb);
    await app.app.close();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('books two years of the opening hours with each doctor’s own patients, the first doctor’s past in full, and nothing more on a second run', async () => {
    const first = await seedDemo(testDb.db, { patients: 60, hasher: createPasswordHasher(TEST_HASHING), now });
    expect(first.appointments.created).toBeGreaterThan(10_000);
    expect(first.appointments.total).toBe(first.appointments.created);

    const rows = await testDb.db.query<{ day: string; time: string; part: string; follows: boolean; username: string }>(
      `select to_char(a.day, 'YYYY-MM-DD') as day, a.time, a.part_of_time as part, u.username,
              exists (select 1 from patient_doctors pd where pd.patient_id = a.patient_id and pd.doctor_id = a.doctor_id) as follows
         from appointments a join users u on u.id = a.doctor_id`,
    );
    const slotTimes = Object.fromEntries(DEFAULT_SESSION_SETTINGS.map((s) => [s.partOfTime, new Set(slotsOf(s).map((slot) => slot.time))]));
    const today = localDay(now);
    expect(rows.every((row) => row.follows)).toBe(true);
    expect(rows.every((row) => slotTimes[row.part].has(row.time))).toBe(true);
    // The default days (no Sunday, no Friday morning), but for dr.mohamed, on call every day.
    const onCall = (row: { username: string }) => row.username === 'dr.mohamed';
    expect(rows.some((row) => !onCall(row) && dayOrderOf(row.day) === 6)).toBe(false);
    expect(rows.some((row) => !onCall(row) && dayOrderOf(row.day) === 4 && row.part === 'matin')).toBe(false);
    expect(rows.some((row) => onCall(row) && dayOrderOf(row.day) === 6)).toBe(true);
    expect(rows.some((row) => onCall(row) && dayOrderOf(row.day) === 4 && row.part === 'matin')).toBe(true);
    expect(rows.reduce((first, row) => (row.day < first ? row.day : first), today) >= addDays(today, -AGENDA_WEEKS_BACK * 7)).toBe(true);

    // Last week, dr.sidi had every slot of his 6 working days booked: 5 × 18 + 10 (Friday evening).
    const lastWeek = weekOf(addDays(today, -7));
    const sidi = rows.filter((row) => row.username === 'dr.sidi' && row.day >= lastWeek.startDate && row.day <= lastWeek.endDate);
    expect(sidi).toHaveLength(100);

    // Today at the desk: each doctor's first appointments absent, done, in the chair, then two waiting.
    const states = await testDb.db.query<{ username: string; states: string[]; waiting: number }>(
      `select u.username, array_agg(a.state order by a.time, a.id) as states,
              count(*) filter (where a.state = 'arrived' and a.arrived_at < $2::timestamptz)::int as waiting
         from appointments a join users u on u.id = a.doctor_id
        where a.day = $1::date group by u.username order by u.username`,
      [today, now.toISOString()],
    );
    expect(first.deskDay).toBe(5 * states.length);
    for (const doctor of states) {
      expect(doctor.states.slice(0, 5)).toEqual(['noShow', 'done', 'inChair', 'arrived', 'arrived']);
      expect(doctor.states.slice(5).every((state) => state === 'booked')).toBe(true);
      expect(doctor.waiting).toBe(2);
    }

    const second = await seedDemo(testDb.db, { patients: 60, hasher: createPasswordHasher(TEST_HASHING), now });
    expect(second.appointments).toEqual({ created: 0, total: first.appointments.total });
    expect(second.deskDay).toBe(0);
  });
});
