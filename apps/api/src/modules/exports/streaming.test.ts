import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import { buffer } from 'node:stream/consumers';
import { createTestDb, type TestDb } from '../../test/helpers';
import { writeClinicExport } from './clinic-export';
import { ZipWriter } from './zip-writer';

/**
 * A large clinic streams: the export reads a batch, writes it, and waits while the reader is
 * behind, so what sits in memory is bounded by the stream's buffer and one batch, not the clinic.
 */

const PATIENTS = 3000;
const BUFFER = 16 * 1024;

describe('the clinic export of a large clinic', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    // Addresses of hex digits: text that compresses little, so the zip is much larger than the buffer.
    await testDb.db.query(
      `insert into patients (name, reg_no, address, dob)
       select 'Patient ' || g, g, md5(g::text) || md5((g + 1)::text) || md5((g + 2)::text), 1980 from generate_series(1, $1::int) as g`,
      [PATIENTS],
    );
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('stops reading the database while nobody reads the zip, and finishes once read', async () => {
    let statements = 0;
    const counting = { query: (sql: string, params?: readonly unknown[]) => ((statements += 1), testDb.db.query(sql, params)), exec: (sql: string) => testDb.db.exec(sql) };
    const zip = new ZipWriter(BUFFER);
    let finished = false;
    const writing = writeClinicExport(counting as typeof testDb.db, zip, new Date(), 100).then(() => (finished = true));

    // Nobody reads: the writer fills the buffer and stands still (no statement for 200 ms), unfinished.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
    let seen = -1;
    for (let tries = 0; tries < 100 && seen !== statements; tries += 1) {
      seen = statements;
      await pause();
    }
    expect(seen).toBe(statements);
    expect(finished).toBe(false);
    expect(zip.stream.readableLength).toBeLessThanOrEqual(4 * BUFFER);

    const bytes = await buffer(zip.stream);
    await writing;
    expect(finished).toBe(true);
    const files = unzipSync(bytes);
    const rows = Buffer.from(files['patients.csv']).toString('utf8').trimEnd().split('\r\n');
    const [{ n }] = await testDb.db.query<{ n: number }>('select count(*)::int as n from patients');
    expect(rows.length - 1).toBe(Number(n));
    expect(bytes.length).toBeGreaterThan(6 * BUFFER);
  });

  it('lets the server answer other requests while it reads (PGlite answers without I/O)', async () => {
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 1);
    try {
      const zip = new ZipWriter();
      const read = buffer(zip.stream);
      await writeClinicExport(testDb.db, zip, new Date(), 100);
      await read;
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(5);
  });
});
