import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { call, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { insertPayment } from '../../test/fixtures';
import { createAssistant, createDoctor, createPatient, patientForm, transition } from '../../test/patients';
import { createQuote, createTreatment } from '../../test/patient-file';
import { columnDescription, EXPORTED_TABLES, LEFT_OUT, LEFT_OUT_COLUMNS } from './clinic-tables';
import { readShapes } from './table-reader';

/** The clinic's export read back as a user would: unzipped, each CSV parsed as French Excel reads it. */

type Files = Record<string, Uint8Array>;

async function exportZip(t: TestApp, token: string): Promise<{ status: number; files: Files; headers: Record<string, unknown> }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/export', headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, files: response.statusCode === 200 ? unzipSync(response.rawPayload) : {}, headers: response.headers };
}

function parseCsv(bytes: Uint8Array): { bom: boolean; header: string[]; rows: Record<string, string>[]; text: string } {
  // Buffer keeps a byte order mark (TextDecoder drops it).
  const text = Buffer.from(bytes).toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const parsed = Papa.parse<string[]>(text.slice(bom ? 1 : 0), { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...data] = parsed.data;
  return { bom, header, text, rows: data.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]]))) };
}

describe('the clinic export', () => {
  let t: TestApp;
  let admin: Session;
  let patient: string;
  let files: Files;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    const doctor = await createDoctor(t.app, admin.token, 'export-doctor');
    const created = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Amélie "Lou"; Dupont', address: 'Rue 1\nBloc B' }));
    patient = created._id;
    await transition(t.app, admin.token, 'passPatient', patient);
    const treatment = await createTreatment(t.app, admin.token, 'Composite', 1500.5);
    await createQuote(t.app, admin.token, patient, [{ treatment, nums: ['11', '12'] }]);
    await insertPayment(t.db, { patientId: patient, doctorId: doctor._id, amount: '1500.50', paymentDate: '2026-03-04' });
    await t.db.query(`insert into charges (patient_id, doctor_id, amount, kind) values ($1, $2, '-20.25', 'opening')`, [patient, doctor._id]);
    const exported = await exportZip(t, admin.token);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="cabinet-\d{4}-\d{2}-\d{2}\.zip"$/);
    files = exported.files;
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds one CSV per table with as many rows as the database, UTF-8 with BOM and semicolons', async () => {
    for (const { table } of EXPORTED_TABLES) {
      const csv = parseCsv(files[`${table}.csv`]);
      const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      expect({ table, rows: csv.rows.length }).toEqual({ table, rows: Number(n) });
      expect(csv.bom).toBe(true);
      expect(csv.text.split('\r\n')[0]).toContain(';');
    }
    expect(Object.keys(files).sort()).toEqual([...EXPORTED_TABLES.map(({ table }) => `${table}.csv`), 'LISEZMOI.txt'].sort());
  });

  it('writes money as exact decimal text, dates ISO, a quoted text back as it was, the balance as the database has it', async () => {
    const patients = parseCsv(files['patients.csv']).rows;
    const row = patients.find((p) => p.id === patient);
    const [db] = await t.db.query<{ balance: string }>('select balance::text as balance from patients where id = $1', [patient]);
    expect(row?.balance).toBe(db.balance);
    expect(row?.balance).toBe('1520.75');
    expect(row?.name).toBe('Amélie "Lou"; Dupont');
    expect(row?.address).toBe('Rue 1\nBloc B');
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const payment = parseCsv(files['payments.csv']).rows.find((p) => p.patient_id === patient);
    expect(payment).toMatchObject({ amount: '1500.50', payment_date: '2026-03-04', approved: expect.stringMatching(/^(true|false)$/) });
    expect(parseCsv(files['charges.csv']).rows.find((c) => c.kind === 'opening')?.amount).toBe('-20.25');
    expect(parseCsv(files['quote_lines.csv']).rows[0]).toMatchObject({ price: '1500.50', teeth: expect.stringMatching(/^\d\d(,\d\d)*$/) });
  });

  it('leaves out password hashes and secrets', async () => {
    const [{ hash }] = await t.db.query<{ hash: string }>(`select password_hash as hash from users where username = 'admin'`);
    const everything = Object.values(files).map((bytes) => strFromU8(bytes)).join('\n');
    expect(everything).not.toContain(hash);
    expect(everything).not.toContain('$argon2');
    expect(parseCsv(files['users.csv']).header).not.toContain('password_hash');
    for (const table of Object.keys(LEFT_OUT)) expect(files[`${table}.csv`]).toBeUndefined();
  });

  it('describes every exported column in the README, French first then English', async () => {
    const readme = strFromU8(files['LISEZMOI.txt']);
    for (const { table } of EXPORTED_TABLES) {
      const { header } = parseCsv(files[`${table}.csv`]);
      const section = readme.slice(readme.indexOf(`\r\n${table}.csv — `));
      for (const column of header) expect(section).toMatch(new RegExp(`\\r\\n  ${column}: \\S`));
    }
    expect(readme.indexOf('FICHIERS')).toBeLessThan(readme.indexOf('FILES'));
  });

  it('exports or leaves out, on purpose, every table and column of the database', async () => {
    const tables = (
      await t.db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)
    ).map((row) => row.name);
    const exported = EXPORTED_TABLES.map(({ table }) => table);
    expect(tables.filter((table) => !exported.includes(table) && !(table in LEFT_OUT))).toEqual([]);
    const shapes = await readShapes(t.db, exported);
    const undescribed = EXPORTED_TABLES.flatMap((table) =>
      [...(shapes.get(table.table)?.types.keys() ?? [])]
        .filter((column) => !(column in (LEFT_OUT_COLUMNS[table.table] ?? {})) && !columnDescription(table, column))
        .map((column) => `${table.table}.${column}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('is audited: who exported and when', async () => {
    const rows = await t.db.query<{ username: string; action: string }>(`select username, action from audit_log where entity = 'export'`);
    expect(rows).toEqual([{ username: 'admin', action: 'clinic' }]);
  });

  it('needs the EXPORT right: doctors and assistants with the default roles are refused', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'export-refused-doctor');
    const assistant = await createAssistant(t.app, admin.token, 'export-refused-assistant');
    for (const user of [doctor, assistant]) {
      const refused = await call<{ err: string }>(t.app, 'GET', '/api/export', { token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.body.err).toMatch(/^AFFICHER/);
    }
  });
});
