import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { PatientPageAnswer } from '@dental/contracts';
import { migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { call, createTestDb, useAdminApp, type TestDb } from '../../test/helpers';
import { patientsNamed } from './name-tails';

const silent = { info: () => undefined, warn: () => undefined } as never;

describe('search without a list filter: matches read from the indexes, the same answers', () => {
  const { t, admin } = useAdminApp();

  const search = async (query: string) => {
    const response = await call<PatientPageAnswer>(t.app, 'GET', `/api/patient?${query}`, { token: admin.token });
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${response.raw}`);
    return { names: response.body.success.map((p) => p.name), total: response.body.total, totalEstimated: response.body.totalEstimated };
  };

  beforeAll(async () => {
    // Oldest first; "Same Time" twice at one instant, "Lost" a minute later: ties go by id.
    await t.db.query(
      `insert into patients (name, phone, whatsapp, reg_no, created_at)
       values ('Every Rule 7781', '7781 00 00', '7781 0000', 7781, '2024-01-01T08:00:00.123456Z'),
              ('Phone Only', '77 81 11 11', '+222', null, '2024-01-02T08:00:00Z'),
              ('Same Time Sidi', '30000001', '77 81 22 22', null, '2024-01-03T08:00:00.000001Z'),
              ('Same Time Sidi', '30000002', '+222', 77810, '2024-01-03T08:00:00.000001Z'),
              ('Lost Same Time Sidi', '30000003', '+222', null, '2024-01-03T08:01:00Z')`,
    );
  });

  it('counts a patient that several rules match once: registration number, name, phone and WhatsApp', async () => {
    expect(await search('q=7781')).toEqual({ names: ['Same Time Sidi', 'Same Time Sidi', 'Phone Only', 'Every Rule 7781'], total: 4, totalEstimated: undefined });
    expect(await search('q=7781&limit=1&offset=3')).toEqual({ names: ['Every Rule 7781'], total: 4, totalEstimated: undefined });
    expect(await search('q=7781&limit=2&offset=4')).toEqual({ names: [], total: 4, totalEstimated: undefined });
    // With a list filter the same matches come from the rows themselves.
    expect(await search('q=7781&ptType=consultation')).toEqual({ names: ['Same Time Sidi', 'Phone Only'], total: 2, totalEstimated: undefined });
  });

  it('orders the patients found by a name of several words by creation date, ties by id, newest first', async () => {
    const page = await search('q=same%20time%20sidi');
    expect(page).toEqual({ names: ['Lost Same Time Sidi', 'Same Time Sidi', 'Same Time Sidi'], total: 3, totalEstimated: undefined });
    const [{ later }] = await t.db.query<{ later: string }>("select max(id)::text as later from patients where name = 'Same Time Sidi'");
    const response = await call<PatientPageAnswer>(t.app, 'GET', '/api/patient?q=same%20time%20sidi&limit=2&offset=1', { token: admin.token });
    expect(response.body.success.map((p) => p._id)[0]).toBe(later);
  });

  it("keeps each patient's exact creation date in the names' tails, and follows a change of the date", async () => {
    /** The names' tails of the patients named so, against the patients' own dates. */
    const tailsOf = (name: string) =>
      t.db.query<{ kept: string; own: string }>(
        `select t.created_at::text as kept, p.created_at::text as own
           from patient_name_tails t join patients p on p.id = t.patient_id where p.name = $1`,
        [name],
      );
    const tails = await tailsOf('Same Time Sidi');
    expect(tails).toHaveLength(6);
    for (const { kept, own } of tails) expect(kept).toBe(own);
    await t.db.query("update patients set created_at = '2020-05-05T05:05:05.555555Z' where name = 'Lost Same Time Sidi'");
    const moved = await tailsOf('Lost Same Time Sidi');
    expect(moved).toHaveLength(4);
    for (const { kept, own } of moved) expect(kept).toBe(own);
    // The search orders the names by the dates their tails keep.
    expect((await search('q=same%20time%20sidi')).names).toEqual(['Same Time Sidi', 'Same Time Sidi', 'Lost Same Time Sidi']);
  });

  it('reads each rule of the search from an index that holds what the page needs (no patient row)', async () => {
    await t.db.query(
      `insert into patients (name, phone, whatsapp, reg_no)
         select 'Index Only Patient', (20000000 + g)::text, '+222' || (40000000 + g)::text, 100000 + g from generate_series(1, 1500) as g`,
    );
    await t.db.exec('analyze patients, patient_name_tails');
    const query = jest.spyOn(t.db, 'query');
    try {
      await search('q=12');
      await search('q=only%20patient');
      const sorted = query.mock.calls.filter(([sql]) => /^with matched/.test(sql));
      expect(sorted).toHaveLength(2);
      const plans = await t.db.transaction(async (tx) => {
        // Small tables make a scan cheap: forbid it, so the plan shows whether the indexes hold what is read.
        await tx.exec('set local enable_seqscan = off; set local enable_bitmapscan = off');
        const explained = [];
        for (const [sql, params] of sorted) explained.push((await tx.query<Record<string, string>>(`explain ${sql}`, params)).map((row) => Object.values(row)[0]).join('\n'));
        return explained;
      });
      for (const index of ['patients_reg_no_text_idx', 'patients_phone_idx', 'patients_whatsapp_idx', 'patients_name_digits_idx']) {
        expect(plans[0]).toContain(`Index Only Scan using ${index}`);
      }
      // The patients' rows are read for the page alone: by primary key.
      for (const plan of plans) {
        const reads = plan.split('\n').filter((line) => / on patients /.test(line) && !line.includes('Index Only Scan'));
        expect(reads).toHaveLength(1);
        expect(reads[0]).toMatch(/Index Scan (Backward )?using patients_pkey on patients p /);
      }
    } finally {
      query.mockRestore();
      await t.db.query("delete from patients where name = 'Index Only Patient'");
    }
  });
});

/** Migration 037 on a database that already holds patients and their names' tails. */
describe('migration 037: the names\' tails computed again with the creation dates', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('gives every tail of an existing patient its creation date, and keeps the triggers', async () => {
    const { db } = testDb;
    await db.transaction((tx) => migrate(tx, silent, migrations.filter((m) => m.version < 37)));
    const rows = await db.query<{ id: string }>(
      `insert into patients (name, created_at) values ('Mohamed Ould Ahmed', '2019-02-03T04:05:06.789012Z'), ('Sidi Mohamed Ould', now())
       returning id::text as id`,
    );
    await db.transaction((tx) => migrate(tx, silent));
    const tails = await db.query<{ id: string; createdAt: string; count: number }>(
      `select t.patient_id::text as id, t.created_at::text as "createdAt", count(*)::int as count
         from patient_name_tails t group by 1, 2 order by 1`,
    );
    const created = await db.query<{ id: string; createdAt: string }>(
      'select id::text as id, created_at::text as "createdAt" from patients where id = any($1::bigint[]) order by id',
      [rows.map((row) => row.id)],
    );
    expect(tails).toEqual(created.map((row) => ({ ...row, count: 3 })));
    expect((await patientsNamed(db, 'mohamed ould', 10))?.sort()).toEqual(rows.map((row) => row.id).sort());
    await db.query("insert into patients (name) values ('Ahmed Ould Mohamed')");
    expect(await patientsNamed(db, 'ould mohamed', 10)).toHaveLength(1);
  });
});
