import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDb, type TestDb } from './helpers';
import { databaseState } from './database-state';

describe('databaseState', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ migrated: true });
    await t.db.exec(`create table notes (id serial primary key, body text not null)`);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('sees a committed insert, update, delete and truncate, and only them', async () => {
    const states = [await databaseState(t.db)];
    expect(await databaseState(t.db)).toEqual(states[0]);

    await t.db.query(`insert into notes (body) values ('one')`);
    states.push(await databaseState(t.db));
    await t.db.query(`update notes set body = 'two'`);
    states.push(await databaseState(t.db));
    await t.db.query(`delete from notes`);
    states.push(await databaseState(t.db));
    expect(new Set(states.slice(0, 3).map((s) => s.fingerprint)).size).toBe(3);
    // Back to no row: the contents, hence the fingerprint, are the first ones again.
    expect(states[3].fingerprint).toBe(states[0].fingerprint);

    await t.db.query(`insert into notes (body) values ('three')`);
    const withRow = await databaseState(t.db);
    await t.db.exec(`truncate notes`);
    expect((await databaseState(t.db)).fingerprint).not.toBe(withRow.fingerprint);
  });

  it('does not see a change rolled back, nor an update that leaves the row as it was', async () => {
    await t.db.query(`insert into notes (body) values ('kept')`);
    const before = await databaseState(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`insert into notes (body) values ('never')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await databaseState(t.db)).toEqual(before);
    await t.db.query(`update notes set body = body`);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('sees a table made again under the same name, and a change once its watch is gone', async () => {
    const before = await databaseState(t.db);
    await t.db.exec(`create table notes_again as select id, 'other' as body from notes; drop table notes; alter table notes_again rename to notes`);
    const remade = await databaseState(t.db);
    expect(remade.fingerprint).not.toBe(before.fingerprint);
    // Right after its watch was installed, and once a state has stood since.
    const unwatch = () => t.db.exec(`drop trigger test_watch_rows on notes; drop trigger test_watch_truncate on notes`);
    await unwatch();
    await t.db.query(`update notes set body = 'unwatched'`);
    const changed = await databaseState(t.db);
    expect(changed.fingerprint).not.toBe(remade.fingerprint);
    expect(await databaseState(t.db)).toEqual(changed);
    await unwatch();
    await t.db.query(`update notes set body = 'unwatched again'`);
    expect((await databaseState(t.db)).fingerprint).not.toBe(changed.fingerprint);
  });

  it('sees a table created after the first state, and an invisible character stored in it', async () => {
    const before = await databaseState(t.db);
    await t.db.exec(`create table later (body text)`);
    await t.db.query(`insert into later values ($1)`, ['adm\u200Bin']);
    const after = await databaseState(t.db);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.hiddenText).toEqual(['later']);
  });
});
