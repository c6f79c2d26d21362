import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Quote, Sheet } from '@dental/contracts';
import { patientBalance, quotedLineAmount } from '@dental/domain';
import { createPasswordHasher } from '../security/passwords';
import { call, createTestDb, login, startTestApp, TEST_HASHING, type TestApp, type TestDb } from '../test/helpers';
import { DEMO_PASSWORD } from './data';
import { FILES_PER_DOCTOR } from './patient-files';
import { seedDemo } from './seed-demo';

describe("the demo patients' files", () => {
  let testDb: TestDb;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
    t = await startTestApp({}, testDb);
  });
  afterAll(async () => {
    await t.app.close();
    await testDb.drop();
  });

  it('gives recent patients quotes, sheets, lab work and prescriptions the API reads, balances intact, once', async () => {
    const first = await seedDemo(testDb.db, { patients: 300, hasher: createPasswordHasher(TEST_HASHING) });
    expect(first.patientFiles.patients).toBeGreaterThan(0);
    expect(first.patientFiles.patients).toBeLessThanOrEqual(3 * FILES_PER_DOCTOR);
    expect(first.patientFiles.labConsumptions).toBeGreaterThan(0);
    const balances = await testDb.db.query<{ balance: string; payments: string[]; charges: string[] }>(
      `select p.balance::text as balance, array(select amount::text from payments where patient_id = p.id) as payments,
              array(select amount::text from charges where patient_id = p.id) as charges from patients p`,
    );
    for (const row of balances) expect(Number(row.balance)).toBe(patientBalance(row.payments.map(Number), row.charges.map(Number)));
    // Each session realises a whole quote line: it charges what was quoted, the quote's reduction taken.
    const sessions = await testDb.db.query<{ amount: string; share: string; price: string; teeth: number; reduce: string }>(
      `select s.amount::text as amount, s.quote_share::text as share, l.price::text as price, cardinality(l.teeth) as teeth, q.reduce::text as reduce
         from sheet_lines s join quote_lines l on l.id = s.quote_line_id join quotes q on q.id = l.quote_id`,
    );
    expect(sessions.some((session) => Number(session.reduce) > 0)).toBe(true);
    for (const session of sessions) {
      const quoted = quotedLineAmount({ price: Number(session.price), teeth: session.teeth, reducePercent: Number(session.reduce) });
      expect([Number(session.amount), Number(session.share)]).toEqual([quoted, quoted]);
    }

    const doctor = await login(t.app, 'dr.sidi', DEMO_PASSWORD);
    const [{ id: patient }] = await testDb.db.query<{ id: string }>(
      `select q.patient_id::text as id from quotes q join patient_doctors d on d.patient_id = q.patient_id and d.doctor_id = $1 order by q.id limit 1`,
      [doctor._id],
    );
    const quotes = await call<{ success: Quote[] }>(t.app, 'GET', `/api/devis/${patient}`, { token: doctor.token });
    expect(quotes.status).toBe(200);
    expect(quotes.body.success[0].LineDevis.length).toBeGreaterThan(0);
    const sheets = await call<{ success: Sheet[] }>(t.app, 'GET', `/api/fiche/${patient}`, { token: doctor.token });
    // The file's sheet realises its quote line by line (the years of takings write their acts on a sheet of their own).
    const quoted = sheets.body.success.filter((sheet) => sheet.LineFiche.some((line) => line.lineInvoice !== null));
    expect(quoted.length).toBeGreaterThan(0);
    for (const sheet of quoted) expect(sheet.LineFiche.every((line) => line.lineInvoice !== null)).toBe(true);

    const again = await seedDemo(testDb.db, { patients: 300, hasher: createPasswordHasher(TEST_HASHING) });
    expect(again.patientFiles).toEqual({ patients: 0, quotes: 0, sheets: 0, labConsumptions: 0 });
  });
});
