import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lockDataDir } from '../../db/data-dir-lock';
import { initializeDatabase, migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';

/** The code's migration level: its highest version (numbers may leave gaps). */
const CODE_LEVEL = Math.max(...migrations.map((migration) => migration.version));
import { PGLITE_EXTENSIONS, pgliteDb } from '../../db/pglite';
import type { Queryable } from '../../db/types';
import { seedDemo } from '../../demo/seed-demo';
import { createPasswordHasher } from '../../security/passwords';
import { createTestDb, TEST_HASHING, type TestDb } from '../../test/helpers';
import { newTestPglite, pgliteFromTemplate, pgliteTemplateLocation } from '../../test/template-db';
import { parseCopyArguments } from './args';
import { dependencyOrder, readTables } from './catalog';
import { copyDatabase } from './copy';
import { insertBatchSql } from './copy-rows';
import { CopyRefused, CopyUsageError } from './errors';
import { migrationLevel } from './level';
import { openFolderSource, prepareSource, type OpenedSource } from './source';
import { differences, summarize } from './summary';
import type { Target } from './target';
import { maskPassword, postgresAddress, withoutPassword } from './url';

const silent = { info: () => undefined, warn: () => undefined };

/** An in-memory PGlite at the code's level: a copy of the run's migrated template, else migrated here. */
async function migratedPglite(): Promise<PGlite> {
  const template = pgliteTemplateLocation();
  if (template) return pgliteFromTemplate(template);
  const pglite = newTestPglite();
  await pgliteDb(pglite).transaction((tx) => migrate(tx, silent));
  return pglite;
}
const hasher = createPasswordHasher(TEST_HASHING);

async function one(db: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const [row] = await db.query<{ v: string }>(sql, params);
  return String(row.v);
}

/** A clinic on an in-memory PGlite: reference data and a few demo patients. */
async function demoSource(): Promise<OpenedSource> {
  const pglite = await migratedPglite();
  const db = pgliteDb(pglite);
  await initializeDatabase(db, { hasher, log: silent, needJwtSecret: true });
  await seedDemo(db, { patients: 30, hasher });
  // A closed day: its payments are copied although the trigger guarding closed days refuses any new one.
  await db.query("insert into cash_closes (day, closed_by_name) select payment_date, 'Test' from payments order by payment_date limit 1");
  // Bytes travel too: a stored module build's files (every byte value, and a backslash and quote).
  await db.query("insert into module_builds (id, module, files, bytes) values ('0123456789abcdef', 'admin', 1, 258)");
  await db.query("insert into module_build_files (build_id, path, content_type, content) values ('0123456789abcdef', 'remoteEntry.js', 'text/javascript', $1)", [
    new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), 0x5c, 0x22]),
  ]);
  return prepareSource(pglite, 'the demo', () => undefined, async (memory) => ({ pglite: memory, dispose: () => undefined }));
}

function asTarget(testDb: TestDb): Target {
  return { ...testDb.db, address: 'the test database' };
}

describe('db:copy arguments', () => {
  const env = { DATA_DIR: 'clinic-data' };

  it('reads --to, --from or --backup, relative to where the command was typed', () => {
    expect(parseCopyArguments(['--to', 'postgresql://u:p@h:5/db', '--from', 'x'], env, '/typed', '/root')).toEqual({
      help: false,
      to: 'postgresql://u:p@h:5/db',
      source: { kind: 'folder', dir: '/typed/x' },
    });
    expect(parseCopyArguments(['--to=postgres://h/db', '--backup=b.tar.gz'], env, '/typed', '/root').source).toEqual({ kind: 'backup', file: '/typed/b.tar.gz' });
    // The default source is the server's: DATA_DIR beside the root.
    expect(parseCopyArguments(['--to', 'postgres://h/db'], env, '/typed', '/root').source).toEqual({ kind: 'folder', dir: '/root/clinic-data' });
    expect(parseCopyArguments(['--to', 'postgres://h/db'], {}, '/typed', '/root').source).toEqual({ kind: 'folder', dir: '/root/data' });
  });

  it.each([
    [[], '--to <postgres url> is required'],
    [['--to', 'mysql://h/db'], 'not mysql:'],
    [['--to', 'postgres://h'], 'must name the database'],
    [['--to', 'not a url'], 'must be a PostgreSQL URL'],
    [['--to'], '--to needs a value'],
    [['--to', 'postgres://h/db', '--from', 'a', '--backup', 'b'], 'not both'],
    [['--to', 'postgres://h/db', '--to', 'postgres://h/db2'], 'given twice'],
    [['--force'], 'Unknown argument: --force'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCopyArguments(argv, {}, '/', '/')).toThrow(CopyUsageError);
    expect(() => parseCopyArguments(argv, {}, '/', '/')).toThrow(message);
  });
});

describe('db:copy messages', () => {
  it('never show the password of the URL', () => {
    const url = 'postgresql://dental:s%40cret@db.example:6543/clinic';
    expect(postgresAddress(url)).toBe('db.example:6543/clinic');
    expect(postgresAddress('postgres://db/clinic')).toBe('db:5432/clinic');
    expect(withoutPassword(url)).toBe('postgresql://dental:***@db.example:6543/clinic');
    expect(maskPassword('failed for s@cret and s%40cret', url)).toBe('failed for *** and ***');
  });
});

describe('db:copy table order', () => {
  it('puts every table after the tables it references', () => {
    const order = dependencyOrder(['quotes', 'patients', 'users', 'quote_lines'], [
      { table: 'quote_lines', references: 'quotes' },
      { table: 'quotes', references: 'patients' },
      { table: 'patients', references: 'users' },
      { table: 'patients', references: 'patients' },
    ]);
    expect(order).toEqual(['users', 'patients', 'quotes', 'quote_lines']);
  });

  it('refuses a cycle', () => {
    expect(() => dependencyOrder(['a', 'b'], [{ table: 'a', references: 'b' }, { table: 'b', references: 'a' }])).toThrow('cycle');
  });

  it('reads the schema: no generated column, identity columns overridden, parents first', async () => {
    const db = pgliteDb(await migratedPglite());
    const tables = await readTables(db);
    const names = tables.map((table) => table.name);
    expect(names).not.toContain('schema_migrations');
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('patients'));
    expect(names.indexOf('patients')).toBeLessThan(names.indexOf('charges'));
    expect(names.indexOf('sheet_lines')).toBeLessThan(names.indexOf('charges'));
    const patients = tables.find((table) => table.name === 'patients');
    expect(patients?.columns).toContain('balance');
    expect(patients?.columns).not.toContain('name_key');
    expect(patients?.key).toEqual(['id']);
    expect(insertBatchSql(patients as NonNullable<typeof patients>)).toContain('overriding system value');
    const counters = tables.find((table) => table.name === 'purchase_order_counters');
    expect(counters?.identityAlways).toBe(false);
    expect(tables.filter((table) => table.hasBytes).map((table) => table.name).sort()).toEqual(['appointment_links', 'imports', 'module_build_files', 'stored_files']);
    await db.close();
  });
});

describe('db:copy migration levels', () => {
  it('refuses a database that is not a clinic, and one newer than the code', async () => {
    const empty = pgliteDb(newTestPglite());
    await expect(migrationLevel(empty, 'the folder')).rejects.toThrow('the folder holds no clinic database');
    await empty.close();
    const db = pgliteDb(await migratedPglite());
    await db.query("insert into schema_migrations (version, name) values (999, 'from the future')");
    const refusal = migrationLevel(db, 'the folder');
    await expect(refusal).rejects.toThrow(CopyRefused);
    await expect(migrationLevel(db, 'the folder')).rejects.toThrow(`at migration level 999, newer than this code (level ${CODE_LEVEL})`);
    await db.close();
  });

  it('brings an older source up to date, its rows kept', async () => {
    const pglite = newTestPglite();
    await pgliteDb(pglite).transaction((tx) => migrate(tx, silent, migrations.slice(0, 14)));
    await pglite.query("insert into users (username, password_hash) values ('old.user', 'x')");
    let released = false;
    const source = await prepareSource(pglite, 'the old one', () => (released = true), async (memory) => ({ pglite: memory, dispose: () => undefined }));
    expect(source.level).toBe(14);
    expect(source.migrated).toEqual(migrations.slice(14).map((migration) => migration.version));
    expect(await one(source.db, 'select max(version)::text as v from schema_migrations')).toBe(String(CODE_LEVEL));
    expect(await one(source.db, 'select username as v from users')).toBe('old.user');
    await source.close();
    expect(released).toBe(true);
  });
});

describe('db:copy from a data folder', () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'db-copy-folder-'));
    const pglite = newTestPglite(dir);
    await pgliteDb(pglite).transaction((tx) => migrate(tx, silent, migrations.slice(0, 15)));
    await pglite.close();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates a temporary copy of an older folder, never the folder, and lets both go', async () => {
    // Only this test's copies are counted: an earlier run's leftovers in the system's folder are not
    // its own, nor the files folders of backup-file copies that other test files make meanwhile.
    const isDataCopy = (name: string) => name.startsWith('dental-db-copy-') && !name.startsWith('dental-db-copy-files-');
    const copies = () => new Set(readdirSync(tmpdir()).filter(isDataCopy));
    const before = copies();
    const source = await openFolderSource(dir);
    expect(source.level).toBe(15);
    expect(source.migrated).toEqual(migrations.map((migration) => migration.version).filter((version) => version > 15));
    expect(await one(source.db, "select to_regclass('public.module_builds')::text as v")).toBe('module_builds');
    const made = [...copies()].filter((name) => !before.has(name));
    expect(made).toHaveLength(1);
    await source.close();
    expect(copies().has(made[0])).toBe(false);
    const folder = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    expect((await folder.query<{ v: number }>('select max(version) as v from schema_migrations')).rows[0].v).toBe(15);
    await folder.close();
    // Its lock was released: the folder can be taken again.
    lockDataDir(dir)();
  });

  it('refuses a folder another process holds, and one with no database', async () => {
    const release = lockDataDir(dir);
    try {
      // The same process holds it here; a server is another process: the message is the same.
      await expect(openFolderSource(dir)).rejects.toThrow(/is in use by process \d+ \(the API server\?\): stop the server first, or back it up/);
    } finally {
      release();
    }
    await expect(openFolderSource(join(dir, 'nothing-here'))).rejects.toThrow(/There is no database in .*nothing-here/);
  });
});

describe('db:copy into an empty database', () => {
  let source: OpenedSource;
  let testDb: TestDb;
  const lines: string[] = [];

  // A whole demo clinic seeded, then copied: on a loaded 2-core machine (the PostgreSQL pass runs beside the operations tests) this takes over a minute.
  beforeAll(async () => {
    source = await demoSource();
    testDb = await createTestDb();
    await copyDatabase(source, asTarget(testDb), (line) => lines.push(line));
  }, 180_000);
  afterAll(async () => {
    await source.close();
    await testDb.drop();
  });

  it('copies every row, balance and number, and says so', async () => {
    const tables = await readTables(source.db);
    expect(differences(await summarize(source.db, tables), await summarize(testDb.db, tables))).toEqual([]);
    expect(Number(await one(testDb.db, 'select count(*)::text as v from patients'))).toBeGreaterThanOrEqual(30);
    expect(lines.join('\n')).toContain('patient balances:');
    expect(lines.join('\n')).not.toContain('DIFFERENT');
    expect(await one(testDb.db, "select encode(sha256(content), 'hex') as v from module_build_files")).toBe(
      await one(source.db, "select encode(sha256(content), 'hex') as v from module_build_files"),
    );
  });

  it('leaves the triggers on: a new payment moves the balance once, a closed day stays closed, a new patient gets the next number', async () => {
    const [patient] = await testDb.db.query<{ id: string; balance: string }>('select id::text as id, balance::text as balance from patients order by id limit 1');
    const [doctor] = await testDb.db.query<{ id: string }>("select id::text as id from users where username = 'dr.sidi'");
    await testDb.db.query("insert into payments (patient_id, doctor_id, amount, payment_date) values ($1, $2, 100, current_date)", [patient.id, doctor.id]);
    expect(Number(await one(testDb.db, 'select balance::text as v from patients where id = $1', [patient.id]))).toBe(Number(patient.balance) + 100);
    const closed = await one(testDb.db, "select to_char(day, 'YYYY-MM-DD') as v from cash_closes");
    await expect(
      testDb.db.query('insert into payments (patient_id, doctor_id, amount, payment_date) values ($1, $2, 100, $3::date)', [patient.id, doctor.id, closed]),
    ).rejects.toThrow('payment.dayClosed');
    const next = await one(source.db, "select (case when is_called then last_value + 1 else last_value end)::text as v from patient_reg_no_seq");
    expect(await one(testDb.db, "select nextval('patient_reg_no_seq')::text as v")).toBe(next);
    const lastId = await one(source.db, 'select max(id)::text as v from patients');
    const [created] = await testDb.db.query<{ id: string }>("insert into patients (name) values ('Nouveau Patient') returning id::text as id");
    expect(BigInt(created.id)).toBeGreaterThan(BigInt(lastId));
  });

  it('commits nothing when the check finds a difference', async () => {
    const other = await createTestDb();
    // A copy that goes wrong: one patient's balance changes on the way.
    const target: Target = {
      ...asTarget(other),
      transaction: (fn) =>
        other.db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            query: (sql, params) => tx.query(sql, sql.startsWith('insert into public."patients"') ? [String(params?.[0]).replace(/"balance":-?[\d.]+/, '"balance":12345.67')] : params),
          }),
        ),
    };
    try {
      await expect(copyDatabase(source, target, () => undefined)).rejects.toThrow(
        /does not match the source \(table patients: the rows' content differs; patient balances: .*\): nothing was committed, the target database is still empty/,
      );
      expect(await one(other.db, "select count(*)::text as v from pg_tables where schemaname = 'public'")).toBe('0');
    } finally {
      await other.drop();
    }
  });

  it('refuses a database that is no longer empty, and changes nothing', async () => {
    const before = await one(testDb.db, 'select count(*)::text as v from patients');
    await expect(copyDatabase(source, asTarget(testDb), () => undefined)).rejects.toThrow(/is not empty \(table .*\): db:copy only fills an empty database/);
    expect(await one(testDb.db, 'select count(*)::text as v from patients')).toBe(before);
  });
});
