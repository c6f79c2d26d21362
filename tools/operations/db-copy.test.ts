// npm run db:copy: a demo clinic seeded on PGlite is copied into an empty PostgreSQL database, and
// the server started on the copy shows the same accounts, balances and numbers, and continues them.
// Bad input (a non-empty database, an unreachable one, a damaged backup file, a folder in use)
// is refused with a clear message and changes nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../apps/api/src/db/pglite';
import { folderBlobs } from '../../apps/api/src/modules/clinical-files/file-store';
import { writeBackupFile } from '../../apps/api/src/ops/backup-file';
import { apiCall, createDatabase, freePort, repoRoot, signIn, startApi, tempDir } from './harness';

const SEED_ENTRY = join(repoRoot, 'apps/api/dist/seed-demo.js');
const DEMO_PASSWORD = 'demo1234';
/** The copy must never print it: the test cluster trusts every connection, whatever the password. */
const PASSWORD = 'not-to-be-printed-7b1f';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolveRun({ code, stdout, stderr }));
  });
}

/** The real command, as a person types it. */
function dbCopy(...args: string[]): Promise<Run> {
  return run('npm', ['run', '--silent', 'db:copy', '--', ...args]);
}

function withPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = PASSWORD;
  return parsed.toString();
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*)::text as n from pg_tables where schemaname = 'public'");
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

interface PatientRow {
  _id: string;
  RegNo: string | null;
  balance: number;
}

/** Every patient the token sees, through the lists of each stage (archived ones included). */
async function allPatients(baseUrl: string, token: string): Promise<Map<string, PatientRow>> {
  const found = new Map<string, PatientRow>();
  const lists: Record<string, string>[] = [{ ptType: 'consultation' }, { ptType: 'consultation', filter: 'archived' }, { ptType: 'current' }, { ptType: 'finish' }];
  for (const list of lists) {
    for (let offset = 0; ; offset += 200) {
      const page = await apiCall<{ success: PatientRow[] }>(baseUrl, 'patients.list', { token, query: { ...list, offset, limit: 200 } });
      assert.equal(page.status, 200, JSON.stringify(page.body));
      for (const patient of page.body.success) found.set(patient._id, { _id: patient._id, RegNo: patient.RegNo, balance: patient.balance });
      if (page.body.success.length < 200) break;
    }
  }
  return found;
}

async function quoteNumbers(baseUrl: string, token: string, patientId: string): Promise<number[]> {
  const answer = await apiCall<{ success: { numDevis: number }[] }>(baseUrl, 'quotes.list', { token, params: { patientId } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.success.map((quote) => quote.numDevis);
}

async function userId(baseUrl: string, adminToken: string, username: string): Promise<string> {
  const answer = await apiCall<{ success: { _id: string; username: string }[] }>(baseUrl, 'users.list', { token: adminToken });
  const user = answer.body.success.find((item) => item.username === username);
  assert.ok(user, `${username} is listed`);
  return user._id;
}

function highestRegistration(patients: Map<string, PatientRow>): number {
  return Math.max(0, ...[...patients.values()].map((patient) => Number(patient.RegNo ?? 0)));
}

/** What the source shows through its own server, read before the copy. */
interface SourceView {
  patients: Map<string, PatientRow>;
  /** A patient of dr.sidi with quotes, and their numbers. */
  quotePatient: string;
  quotes: number[];
}

describe('npm run db:copy', () => {
  // The clinic's data and, beside it as the server keeps them, its patients' files.
  const sourceDir = tempDir('copy-source');
  const dataDir = join(sourceDir, 'data');
  const filesDir = join(sourceDir, 'files');
  let source: SourceView;

  before(async () => {
    const seeded = await run(process.execPath, [SEED_ENTRY, '--patients=60', '--lab-years=1'], { DATA_DIR: dataDir });
    assert.equal(seeded.code, 0, seeded.stderr);
    const api = await startApi({ dataDir });
    try {
      const admin = await signIn(api.url, 'admin', 'admin');
      const doctor = await signIn(api.url, 'dr.sidi', DEMO_PASSWORD);
      const patients = await allPatients(api.url, admin);
      let quotePatient = '';
      let quotes: number[] = [];
      for (const id of (await allPatients(api.url, doctor)).keys()) {
        quotes = await quoteNumbers(api.url, doctor, id);
        quotePatient = id;
        if (quotes.length > 0) break;
      }
      assert.ok(quotes.length > 0, 'dr.sidi has a patient with quotes');
      source = { patients, quotePatient, quotes };
    } finally {
      assert.deepEqual(await api.stop(), { code: 0, signal: null });
    }
  });

  describe('a copy of the stopped clinic', () => {
    let targetUrl: string;
    let copied: Run;
    let api: Awaited<ReturnType<typeof startApi>>;

    before(async () => {
      targetUrl = await createDatabase();
      copied = await dbCopy('--to', withPassword(targetUrl), '--from', dataDir);
      assert.equal(copied.code, 0, `${copied.stdout}\n${copied.stderr}`);
      api = await startApi({ databaseUrl: targetUrl });
    });
    after(async () => {
      await api?.stop();
    });

    it('prints the check, with timings, and never the password', () => {
      const output = `${copied.stdout}\n${copied.stderr}`;
      assert.match(copied.stdout, /Migrations on the target: \d+ applied in [\d.]+ s/);
      assert.match(copied.stdout, /^ {2}patients +60 +60 {2}same$/m);
      assert.match(copied.stdout, /patient balances: 60 patients, sum (-?[\d.]+) → 60 patients, sum \1; per patient same/);
      assert.match(copied.stdout, /next registration number: (\d{4,}) → \1/);
      assert.match(copied.stdout, /quote numbers per patient \(next = their highest \+ 1\): (\d+ patients, highest \d+) → \1; each same/);
      assert.match(copied.stdout, /Copied and checked in [\d.]+ s: committed/);
      assert.doesNotMatch(output, /DIFFERENT/);
      assert.ok(!output.includes(PASSWORD), 'the password is never printed');
    });

    it('signs in with the same accounts and shows the same patients and balances', async () => {
      const admin = await signIn(api.url, 'admin', 'admin');
      await signIn(api.url, 'dr.sidi', DEMO_PASSWORD);
      const copy = await allPatients(api.url, admin);
      assert.equal(copy.size, 60);
      assert.deepEqual(copy, source.patients);
    });

    it('continues the numbers: the next quote, the next registration number', async () => {
      const doctor = await signIn(api.url, 'dr.sidi', DEMO_PASSWORD);
      const admin = await signIn(api.url, 'admin', 'admin');
      assert.deepEqual(await quoteNumbers(api.url, doctor, source.quotePatient), source.quotes);
      const treatments = await apiCall<{ success: { _id: string }[] }>(api.url, 'treatments.list', { token: doctor });
      const quote = await apiCall<{ success: { numDevis: number } }>(api.url, 'quotes.create', {
        token: doctor,
        params: { patientId: source.quotePatient },
        body: { reduce: 0, LineDevis: [{ treatment: treatments.body.success[0]._id, teeth: [11] }] },
      });
      assert.equal(quote.status, 200, JSON.stringify(quote.body));
      assert.equal(quote.body.success.numDevis, Math.max(...source.quotes) + 1);

      const sidi = await userId(api.url, admin, 'dr.sidi');
      const created = await apiCall<{ success: { _id: string } }>(api.url, 'patients.create', {
        token: doctor,
        body: { doctor: sidi, name: 'Patient Après Copie', contact: { phone: '22 33 44 55' }, yearOfBirth: 1990 },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const passed = await apiCall<{ success: { RegNo: string } }>(api.url, 'patients.pass', { token: doctor, body: { patient: created.body.success._id } });
      assert.equal(passed.status, 200, JSON.stringify(passed.body));
      assert.equal(Number(passed.body.success.RegNo), highestRegistration(source.patients) + 1);
    });

    it('refuses to copy into it again: it is not empty, and nothing changes', async () => {
      const tables = await tableCount(targetUrl);
      const again = await dbCopy('--to', withPassword(targetUrl), '--from', dataDir);
      assert.equal(again.code, 1);
      assert.match(again.stderr, /is not empty \(table .*\): db:copy only fills an empty database.*Nothing was changed/);
      assert.equal(await tableCount(targetUrl), tables);
      const admin = await signIn(api.url, 'admin', 'admin');
      assert.equal((await allPatients(api.url, admin)).size, 61);
    });
  });

  it('copies from a backup file, and refuses a truncated one, changing nothing', async () => {
    const file = join(tempDir('copy-backup'), 'clinic.tar.gz');
    const pglite = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    const [{ level }] = (await pglite.query<{ level: number }>('select max(version) as level from schema_migrations')).rows;
    await pglite.close();
    const shas: string[] = [];
    for await (const sha256 of folderBlobs(filesDir)) shas.push(sha256);
    assert.ok(shas.length > 0, 'the demo clinic has radiographs');
    await writeBackupFile(file, { productVersion: 'test', migrationLevel: level, engine: 'pglite', createdAt: new Date().toISOString(), tables: {} }, dump, { dir: filesDir, shas });

    const truncated = `${file}.truncated.tar.gz`;
    const whole = readFileSync(file);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const refusedUrl = await createDatabase();
    const refused = await dbCopy('--to', refusedUrl, '--backup', truncated);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /damaged or truncated/);
    assert.equal(await tableCount(refusedUrl), 0);

    const targetUrl = await createDatabase();
    const copied = await dbCopy('--to', targetUrl, '--backup', file);
    assert.equal(copied.code, 0, `${copied.stdout}\n${copied.stderr}`);
    assert.match(copied.stdout, /Source: the backup file .*clinic\.tar\.gz/);
    assert.match(copied.stdout, new RegExp(`Patients' files: ${shas.length} `));
    assert.match(copied.stdout, /patient balances: 60 patients, sum (-?[\d.]+) → 60 patients, sum \1; per patient same/);
  });

  it('refuses an unreachable database with its address, not its password', async () => {
    const port = await freePort();
    const refused = await dbCopy('--to', `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/clinic`, '--from', dataDir);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, new RegExp(`cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/clinic: .*ECONNREFUSED`));
    assert.ok(!`${refused.stdout}${refused.stderr}`.includes(PASSWORD));
  });

  it('refuses a folder a running server holds, and says to stop it or copy a backup', async () => {
    const api = await startApi({ dataDir });
    try {
      const targetUrl = await createDatabase();
      const refused = await dbCopy('--to', targetUrl, '--from', dataDir);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, new RegExp(`in use by process ${api.child.pid}.*stop the server first, or back it up .*--backup`));
      assert.equal(await tableCount(targetUrl), 0);
      // The server kept its folder: it still answers.
      assert.equal((await apiCall(api.url, 'system.ready')).status, 200);
    } finally {
      await api.stop();
    }
  });

  it('answers a usage error with the usage, exit 2', async () => {
    const refused = await dbCopy('--from', dataDir);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--to <postgres url> is required/);
    assert.match(refused.stderr, /npm run db:copy -- --to <postgres url>/);
  });
});
