import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestDb, describeOnPostgres, type TestDb } from '../test/helpers';
import { openPostgres } from './postgres';
import type { Db } from './types';

/**
 * PostgreSQL only (TEST_DATABASE_URL; `node tools/test-postgres.mjs`): the connections of the pool
 * that `DATABASE_URL` opens, broken by the server while a request holds one.
 */
describeOnPostgres('a PostgreSQL connection the server ends', () => {
  let testDb: TestDb;
  let db: Db;
  const reported: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    db = openPostgres(testDb.url as string, { max: 2, onError: (error) => reported.push(error.message) });
  });

  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  /** Ends the server process of a connection from another one, as a restart or an administrator would. */
  const endConnection = async (pid: number) => {
    await testDb.db.query('select pg_terminate_backend($1)', [pid]);
  };

  /** Resolves once `count` broken connections were reported; fails after 5 s. */
  const reportedAtLeast = async (count: number) => {
    for (const deadline = Date.now() + 5_000; reported.length < count; ) {
      if (Date.now() > deadline) throw new Error(`${reported.length} broken connections reported`);
      await new Promise((wait) => setTimeout(wait, 20));
    }
  };

  it('fails the transaction that held it, not the process, and the pool goes on with another connection', async () => {
    const before = reported.length;
    const outcome = db.transaction(async (tx) => {
      const [{ pid }] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      await endConnection(pid);
      // The connection breaks between two statements: no query of ours is waiting for it.
      await reportedAtLeast(before + 1);
      await tx.query('select 1');
    });
    await expect(outcome).rejects.toThrow();
    expect(reported.slice(before)).toContainEqual(expect.stringMatching(/terminat/));
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('fails the statement that was running on it, and the next statement gets another connection', async () => {
    const running = db.query('select pg_sleep(5)');
    const sleeperPid = async (): Promise<number> => {
      for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
        const [row] = await testDb.db.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query = 'select pg_sleep(5)' and state = 'active'`,
        );
        if (row) return row.pid;
        await new Promise((wait) => setTimeout(wait, 20));
      }
      throw new Error('the statement did not start');
    };
    await endConnection(await sleeperPid());
    await expect(running).rejects.toThrow(/terminat/);
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
