import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDb, type TestDb } from '../test/helpers';
import { defineRead, runRead, runReads } from './one-statement';

/** Reads run together in one statement answer what each answers alone, on both engines. */
describe('runReads', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.drop());

  const numbers = (from: number, to: number) =>
    defineRead<{ n: number; text: string }, string[]>(
      'select n, n::text || $3 as text from generate_series($1::int, $2::int) n order by n desc',
      [from, to, '!'],
      (rows) => rows.map((row) => `${row.n}:${row.text}`),
    );
  const exact = defineRead<{ amount: string; ok: boolean; none: null }, unknown>(`select $1::numeric(12,2)::text as amount, $2::boolean as ok, null as none`, ['12345678.90', true], (rows) => rows[0]);
  const nothing = defineRead<{ n: number }, number>('select 1 as n where $1::boolean', [false], (rows) => rows.length);

  it('answers each read as it answers alone, its parameters its own, its order kept', async () => {
    const together = await runReads(t.db, { high: numbers(5, 8), low: numbers(1, 3), exact, nothing, skipped: null });
    expect(together).toEqual({
      high: await runRead(t.db, numbers(5, 8)),
      low: await runRead(t.db, numbers(1, 3)),
      exact: await runRead(t.db, exact),
      nothing: 0,
      skipped: null,
    });
    expect(together.high).toEqual(['8:8!', '7:7!', '6:6!', '5:5!']);
    expect(together.exact).toEqual({ amount: '12345678.90', ok: true, none: null });
  });
});
