import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { routeUrl, TREATMENT_TYPES, type PatientPageAnswer } from '@dental/contracts';
import { patientBalance } from '@dental/domain';
import { lockDataDir } from '../db/data-dir-lock';
import { createPasswordHasher } from '../security/passwords';
import { call, createTestDb, login, startTestApp, TEST_HASHING, type TestDb } from '../test/helpers';
import { pgliteFromTemplate, pgliteTemplateLocation } from '../test/template-db';
import { runCli, type CliOptions } from './cli';
import { DEMO_PASSWORD } from './data';
import { seedDemo } from './seed-demo';
import { parseFinanceQuery, timeFinanceQueries } from './finance-sql';
import { loadPayments } from './payments-load';
import { UNAPPROVED_DAYS } from './takings-history';

const hasher = createPasswordHasher(TEST_HASHING);

async function scalar(testDb: TestDb, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await testDb.db.query<{ n: number | string }>(sql, params);
  return Number(row.n);
}

describe('the demo clinic', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb({ migrated: true });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('creates the clinic and its patients, then changes nothing on a second run', async () => {
    // The API starts on the database first, as the CLI does (the migrations are the template's).
    const app = await startTestApp({}, testDb);
    await app.app.close();

    const first = await seedDemo(testDb.db, { patients: 240, hasher });
    expect(first.created).toMatchObject({ users: ['dr.sidi', 'dr.aicha', 'dr.mohamed', 'assistant'], insurers: 3, paymentModes: 2, invoices: 9, patients: 240 });
    expect(first.created.treatments).toBeGreaterThanOrEqual(20);
    const p = first.patients;
    expect(p.total).toBe(240);
    expect(p.consultation + p.current + p.finished).toBe(240);
    for (const count of [p.consultation, p.current, p.finished, p.archived, p.inCommon, p.insured, p.debtors, p.creditors]) expect(count).toBeGreaterThan(0);

    const doctors = await testDb.db.query<{ username: string; fullName: string | null; cabinet: boolean; role: string }>(
      `select u.username, u.full_name as "fullName", u.doctor_cabinet as cabinet, r.name as role
         from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where u.username in ('dr.sidi', 'dr.aicha', 'dr.mohamed', 'assistant') order by u.id`,
    );
    expect(doctors).toEqual([
      { username: 'dr.sidi', fullName: 'Dr Ahmed Sidi', cabinet: true, role: 'Médecin' },
      { username: 'dr.aicha', fullName: 'Dr Aïcha Mint Moctar', cabinet: true, role: 'Médecin' },
      { username: 'dr.mohamed', fullName: 'Dr Mohamed Ould Cheikh', cabinet: true, role: 'Médecin' },
      { username: 'assistant', fullName: null, cabinet: null, role: 'Assistant' },
    ]);
    const insurers = await testDb.db.query<{ name: string; treatments: number }>(
      'select a.name, (select count(*)::int from treatments t where t.assurance_id = a.id) as treatments from assurances a order by a.name',
    );
    expect(insurers.map((i) => i.name)).toEqual(['CNAM', 'Mauritanie Assurances', 'SAHAM']);
    expect(insurers.every((i) => i.treatments >= 3)).toBe(true);
    const types = await testDb.db.query<{ type: string }>('select distinct type from treatments where assurance_id is null order by type');
    expect(types.map((t) => t.type)).toEqual([...TREATMENT_TYPES].sort());
    expect(await scalar(testDb, "select count(*) as n from payment_modes where name in ('Bankily', 'Masrvi')")).toBe(2);
    expect(await scalar(testDb, 'select count(*) as n from insurance_invoices where not finish and not in_common')).toBe(9);

    // Stages, phones, balances and insured payments as the API reads them.
    expect(await scalar(testDb, 'select count(*) as n from patients where reg_no is null')).toBe(p.consultation);
    expect(await scalar(testDb, 'select count(*) as n from patients where reg_no is not null and finish')).toBe(p.finished);
    expect(await scalar(testDb, "select count(*) as n from patients where phone !~ '^[234][0-9]{7}$' or whatsapp !~ '^\\+222([234][0-9]{7})?$'")).toBe(0);
    expect(await scalar(testDb, 'select count(*) as n from (select patient_id from patient_doctors group by patient_id having count(*) > 1) c')).toBe(p.inCommon);
    expect(
      await scalar(
        testDb,
        `select count(*) as n from payments y join patients pt on pt.id = y.patient_id join insurance_invoices i on i.id = y.invoice_assur_id
          where y.supported and (i.assurance_id <> pt.assurance_id or i.doctor_id <> y.doctor_id)`,
      ),
    ).toBe(0);
    // The takings history: each closed invoice holds its month's insured payments; only the last days await approval.
    const takings = first.takings;
    expect(takings?.visits).toBeGreaterThan(0);
    expect(takings?.freeActs).toBeGreaterThan(0);
    expect(takings?.insurancePayments).toBeGreaterThan(0);
    expect(takings?.invoices.paid).toBeGreaterThan(0);
    expect(takings?.invoices.unpaid).toBeGreaterThan(0);
    expect(
      await scalar(
        testDb,
        `select count(*) as n from payments y join insurance_invoices i on i.id = y.invoice_assur_id
          where i.finish and date_trunc('month', i.created_at at time zone 'UTC') <> date_trunc('month', y.created_at at time zone 'UTC')`,
      ),
    ).toBe(0);
    expect(await scalar(testDb, `select count(*) as n from payments where not approved and created_at < now() - interval '${UNAPPROVED_DAYS} days'`)).toBe(0);
    expect(await scalar(testDb, "select count(*) as n from sheet_lines where finish = 1 and amount = 0 and acte = 'Contrôle'")).toBe(takings?.freeActs);
    // Each free check-up's payment of 0, kept and hidden by the statistics.
    expect(await scalar(testDb, 'select count(*) as n from payments where amount = 0')).toBe(takings?.freeActs);
    expect(await scalar(testDb, 'select count(*) as n from payments where supported and invoice_assur_id is null')).toBe(0);
    // One meaning of an insurance payment (issue 34 §5): the insurer's part of the visit's charge, which its invoice bills as it is.
    const insuredVisits = `from payments y join patients pt on pt.id = y.patient_id
      join charges c on c.patient_id = y.patient_id and c.created_at = y.created_at where y.supported`;
    expect(await scalar(testDb, `select count(*) as n ${insuredVisits}`)).toBeGreaterThan(0);
    expect(await scalar(testDb, `select count(*) as n ${insuredVisits} and y.amount <> round(c.amount * pt.percent_covered / 100, 2)`)).toBe(0);
    const balances = await testDb.db.query<{ balance: string; payments: string[]; charges: string[] }>(
      `select p.balance::text as balance,
              array(select amount::text from payments where patient_id = p.id) as payments,
              array(select amount::text from charges where patient_id = p.id) as charges
         from patients p`,
    );
    for (const row of balances) expect(Number(row.balance)).toBe(patientBalance(row.payments.map(Number), row.charges.map(Number)));
    expect(balances.filter((row) => Number(row.balance) < 0)).toHaveLength(p.debtors);

    const counts = async () =>
      testDb.db.query(
        'select (select count(*) from users) as u, (select count(*) from patients) as p, (select count(*) from charges) as c, (select count(*) from payments) as y, (select count(*) from treatments) as t, (select count(*) from insurance_invoices) as i',
      );
    const before = await counts();
    const second = await seedDemo(testDb.db, { patients: 240, hasher });
    expect(second.created).toEqual({ users: [], insurers: 0, treatments: 0, paymentModes: 0, invoices: 0, patients: 0, charges: 0, payments: 0 });
    expect(second.takings?.visits).toBe(0);
    expect(await counts()).toEqual(before);

    const topUp = await seedDemo(testDb.db, { patients: 250, hasher });
    expect(topUp.created.patients).toBe(10);
    expect(await scalar(testDb, 'select count(*) as n from patients')).toBe(250);
  });

  it('tops the payments up in bulk, the balances kept, and times the statistics as plain SQL', async () => {
    const doctorIds = (await testDb.db.query<{ id: string }>("select id::text as id from users where username like 'dr.%' order by id")).map((row) => row.id);
    const existing = await scalar(testDb, 'select count(*) as n from payments');
    const load = await loadPayments(testDb.db, doctorIds, existing + 1500, new Date());
    expect(load).toMatchObject({ added: 1500, total: existing + 1500 });
    expect(await scalar(testDb, 'select count(*) as n from payments where supported and invoice_assur_id is null')).toBe(0);
    expect(await scalar(testDb, 'select count(*) as n from payments where extract(dow from payment_date) = 0 and id > (select max(id) - 1500 from payments)')).toBe(0);
    const wrongBalances = `select count(*) as n from patients p
      where p.balance <> coalesce((select sum(amount) from payments where patient_id = p.id), 0) - coalesce((select sum(amount) from charges where patient_id = p.id), 0)`;
    expect(await scalar(testDb, wrongBalances)).toBe(0);
    expect((await loadPayments(testDb.db, doctorIds, existing, new Date())).added).toBe(0);

    const year = new Date().getUTCFullYear() - 1;
    const [payments, accounting] = await timeFinanceQueries(testDb.db, [`payments,${year}-01-01,${year}-12-31`, `accounting,${year}-01-01,${year}-12-31`].map(parseFinanceQuery), 2);
    // The yardstick's takings are the screen's: insurers' parts dated by the payment of their invoice.
    const app = await startTestApp({}, testDb);
    let counted: number;
    try {
      const admin = await login(app.app, 'admin', 'admin');
      const answer = await call<{ success: { collected: number } }>(app.app, 'GET', `/api/${routeUrl('statistics.payments')}?from=${year}-01-01&to=${year}-12-31`, { token: admin.token });
      counted = answer.body.success.collected;
    } finally {
      await app.app.close();
    }
    expect(counted).toBeGreaterThan(0);
    expect(payments).toMatchObject({ kind: 'payments', runs: 2, collected: counted });
    expect(accounting.collected).toBe(counted);
    expect(() => parseFinanceQuery('payments,2025-01-01')).toThrow('Not a finance query');
  });

  it('lets the demo people sign in and see their patients', async () => {
    const app = await startTestApp({}, testDb);
    try {
      const sidi = await login(app.app, 'dr.sidi', DEMO_PASSWORD);
      const own = await call<PatientPageAnswer>(app.app, 'GET', '/api/patient?ptType=current', { token: sidi.token });
      expect(own.status).toBe(200);
      expect(own.body.total).toBeGreaterThan(0);
      expect(own.body.success.every((patient) => patient.doctor.includes(sidi._id))).toBe(true);
      const assistant = await login(app.app, 'assistant', DEMO_PASSWORD);
      const all = await call<PatientPageAnswer>(app.app, 'GET', '/api/patient?limit=1', { token: assistant.token });
      expect(all.body.total).toBe(250);
      const search = await call<PatientPageAnswer>(app.app, 'GET', '/api/patient?q=ould&limit=5', { token: assistant.token });
      expect(search.body.success.length).toBeGreaterThan(0);
    } finally {
      await app.app.close();
    }
  });
});

describe('the seed:demo command line', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dental-seed-test-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A data folder holding a copy of the run's migrated database (a new folder is the operations tests' seed:demo). */
  const migratedDataDir = async () => {
    const dir = tempDir();
    const template = pgliteTemplateLocation();
    if (template) await pgliteFromTemplate(template, dir).close();
    return dir;
  };

  const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
    const out: string[] = [];
    const err: string[] = [];
    const options: CliOptions = { env, cwd: tempDir(), out: (line) => out.push(line), err: (line) => err.push(line), passwordHashing: TEST_HASHING };
    const code = await runCli(argv, options);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('explains itself and refuses bad arguments', async () => {
    const help = await run(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.out).toContain('--patients=N');
    for (const argv of [['--patients=abc'], ['--patients=100001'], ['--patients=-1'], ['--runs=0', '--time-query=q=a'], ['--bogus']]) {
      const bad = await run(argv, {});
      expect({ argv, code: bad.code }).toEqual({ argv, code: 2 });
      expect(bad.err).toContain('seed:demo');
    }
  });

  it('seeds the database of DATA_DIR (or DATABASE_URL), idempotently, and times list queries', async () => {
    const testDb = process.env.TEST_DATABASE_URL ? await createTestDb({ migrated: true }) : undefined;
    try {
      const env: NodeJS.ProcessEnv = testDb?.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: await migratedDataDir() };
      const first = await run(['--patients=60', '--lab-years=0'], env);
      expect({ code: first.code, err: first.err }).toEqual({ code: 0, err: '' });
      expect(first.out).toContain('patients added: 60');
      expect(first.out).toContain('dr.sidi');
      const again = await run(['--patients=60', '--lab-years=0', '--json'], env);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.out).created).toMatchObject({ patients: 0, users: [] });
      const timed = await run(['--time-query=ptType=current', '--time-query=q=ould&limit=5', '--time-recall=window=overdue&contacted=no', '--runs=3', '--json'], env);
      expect(timed.code).toBe(0);
      type Timing = { query: string; runs: number; p50_ms: number; total: number };
      const { timings, recalls } = JSON.parse(timed.out) as { timings: Timing[]; recalls: Timing[] };
      expect(timings.map((t) => [t.query, t.runs])).toEqual([
        ['ptType=current', 3],
        ['q=ould&limit=5', 3],
      ]);
      expect(timings[0].total).toBeGreaterThan(0);
      expect(recalls.map((t) => [t.query, t.runs])).toEqual([['window=overdue&contacted=no', 3]]);
      expect(recalls[0].total).toBeGreaterThan(0);
    } finally {
      await testDb?.drop();
    }
  });

  it('tells the user to stop the server when it holds the PGlite directory', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const busy = await run(['--patients=10'], { DATA_DIR: dir });
      expect(busy.code).toBe(1);
      expect(busy.err).toMatch(/in use by process \d+/);
      expect(busy.err).toContain('stop it');
    } finally {
      release();
    }
  });
});
