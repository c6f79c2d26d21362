import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as tar from 'tar-stream';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { openPglite } from '../db/pglite';
import type { Db, Queryable } from '../db/types';
import { seedDemo } from '../demo/seed-demo';
import { createPasswordHasher } from '../security/passwords';
import { createPatient, patientForm } from '../test/patients';
import { call, createTestDb, loginAdmin, startTestApp, TEST_HASHING, type TestApp, type TestDb } from '../test/helpers';
import { createBackup, CODE_MIGRATION_LEVEL, listBackups, tableNames, type MadeBackup } from './backup';
import { BACKUP_FORMAT_VERSION, BackupFileError, backupPathsFor, readBackupFile, writeBackupFile, writeBackupFileAs } from './backup-file';
import { restoreBackup, RestoreRefused, type RestoreTarget } from './restore';

/** The level of the code without its last migration (version numbers may leave gaps). */
const PREVIOUS_LEVEL = Math.max(...migrations.slice(0, -1).map((migration) => migration.version));

/**
 * A seeded clinic backed up, changed, and restored into a fresh folder (PGlite) or a fresh
 * database (PostgreSQL, under tools/test-postgres.mjs): every table's rows, every balance and
 * every sequence as they were at backup time. Then what a restore refuses, before touching data.
 */

const silent = { info: () => undefined, warn: () => undefined };

/** Every table's rows as JSON, ordered by primary key, every balance (stored and summed again), every sequence. */
async function clinicState(q: Queryable) {
  const tables: Record<string, unknown> = {};
  for (const table of await tableNames(q)) {
    const keys = await q.query<{ column: string }>(
      `select a.attname as column from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
      [`"${table}"`],
    );
    const order = keys.length > 0 ? keys.map((k) => `t."${k.column}"`).join(', ') : 't::text';
    const [row] = await q.query<{ rows: string }>(`select coalesce(json_agg(t order by ${order})::text, '[]') as rows from "${table}" t`);
    tables[table] = JSON.parse(row.rows);
  }
  const balances = await q.query<{ id: string; stored: string; summed: string }>(
    `select p.id::text as id, p.balance::text as stored,
            (coalesce((select sum(amount) from payments where patient_id = p.id), 0)
             - coalesce((select sum(amount) from charges where patient_id = p.id), 0))::numeric(12, 2)::text as summed
       from patients p order by p.id`,
  );
  const sequences = await q.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = current_schema() order by sequencename`,
  );
  return { tables, balances, sequences };
}

/** A fresh place to restore into, of the engine under test, and how to open it afterwards. */
interface Place {
  target: RestoreTarget;
  open(): Promise<Db>;
  isEmpty(): Promise<boolean>;
  drop(): Promise<void>;
}

describe('backup and restore', () => {
  let t: TestApp;
  let work: string;
  let backupDir: string;
  let atBackup: Awaited<ReturnType<typeof clinicState>>;
  let made: MadeBackup;
  /** Where the clinic was restored first: data a second restore must not overwrite unasked. */
  let restoredPlace: Place;
  const places: Place[] = [];

  async function freshPlace(): Promise<Place> {
    let place: Place;
    if (t.testDb.engine === 'postgres') {
      const fresh: TestDb = await createTestDb();
      place = {
        target: { engine: 'postgres', url: fresh.url ?? '' },
        open: async () => fresh.db,
        isEmpty: async () => (await tableNames(fresh.db)).length === 0,
        drop: () => fresh.drop(),
      };
    } else {
      const dataDir = join(work, `data-${places.length}`);
      let opened: Db | undefined;
      place = {
        target: { engine: 'pglite', dataDir },
        open: async () => (opened = await openPglite(dataDir)),
        isEmpty: async () => !existsSync(dataDir) || readdirSync(dataDir).length === 0,
        drop: async () => {
          await opened?.close();
        },
      };
    }
    places.push(place);
    return place;
  }

  /** The restored place's state, read and closed again (a PGlite folder is single-process). */
  async function stateOf(place: Place) {
    const db = await place.open();
    try {
      return await clinicState(db);
    } finally {
      if (place.target.engine === 'pglite') await db.close();
    }
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'dental-backup-test-'));
    backupDir = join(work, 'backups');
    t = await startTestApp();
    await seedDemo(t.db, { patients: 60, hasher: createPasswordHasher(TEST_HASHING), now: new Date('2026-06-15T10:00:00Z') });
  });
  afterAll(async () => {
    for (const place of places) await place.drop();
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up a live clinic into one dated file with the version, the migration level and the row counts inside', async () => {
    atBackup = await clinicState(t.db);
    made = await createBackup(t.db, backupDir);
    expect(made.name).toMatch(new RegExp(`^dental-\\d{8}-\\d{6}-m${CODE_MIGRATION_LEVEL}\\.tar\\.gz$`));
    expect(made.manifest).toMatchObject({ format: 'dental-backup', formatVersion: BACKUP_FORMAT_VERSION, engine: t.testDb.engine, migrationLevel: CODE_MIGRATION_LEVEL });
    expect(made.manifest.productVersion).toBe(JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')).version);
    const counted = Object.fromEntries(Object.entries(atBackup.tables).map(([table, rows]) => [table, (rows as unknown[]).length]));
    expect(made.manifest.tables).toEqual(counted);
    expect(made.manifest.tables.patients).toBeGreaterThanOrEqual(60);
    expect(made.manifest.tables.payments).toBeGreaterThan(0);
    expect(atBackup.balances.every((b) => b.stored === b.summed)).toBe(true);
    const listed = await listBackups(backupDir);
    expect(listed.map((b) => [b.name, b.size, b.manifest?.migrationLevel])).toEqual([[made.name, made.size, CODE_MIGRATION_LEVEL]]);
  });

  it('restores into a fresh place exactly the clinic at backup time, after the clinic has changed', async () => {
    const admin = await loginAdmin(t.app);
    const [patient] = await t.db.query<{ id: string; doctor: string }>(
      'select p.id::text as id, d.doctor_id::text as doctor from patients p join patient_doctors d on d.patient_id = p.id order by p.id limit 1',
    );
    const paid = await call(t.app, 'POST', '/api/payment', {
      token: admin.token,
      body: { doctor: patient.doctor, patient: patient.id, amount: 1234.5, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-06-16' },
    });
    expect(paid.status).toBe(200);
    const added = await createPatient(t.app, admin.token, patientForm(patient.doctor, { name: 'Après Sauvegarde' }));
    expect(added._id).toBeTruthy();
    await t.db.query('delete from payments where id = (select min(id) from payments)');
    await t.db.query(`update settings set clinic_name = 'Changed after the backup'`);
    expect(await clinicState(t.db)).not.toEqual(atBackup);

    const place = await freshPlace();
    restoredPlace = place;
    const result = await restoreBackup(made.path, place.target);
    expect(result.applied).toEqual([]);
    expect(result.counts).toEqual(made.manifest.tables);
    const restored = await stateOf(place);
    expect(Object.keys(restored.tables)).toEqual(Object.keys(atBackup.tables));
    for (const table of Object.keys(atBackup.tables)) expect({ table, rows: restored.tables[table] }).toEqual({ table, rows: atBackup.tables[table] });
    expect(restored.balances).toEqual(atBackup.balances);
    expect(restored.sequences).toEqual(atBackup.sequences);
  });

  it('refuses a truncated, a damaged or a foreign file before touching anything', async () => {
    const whole = readFileSync(made.path);
    const files = {
      truncated: whole.subarray(0, Math.floor(whole.length * 0.6)),
      cut: whole.subarray(0, 200),
      flipped: Buffer.from(whole.map((byte, i) => (i === whole.length - 20_000 ? byte ^ 0xff : byte))),
      randomBytes: randomBytes(50_000),
      randomTarGz: await foreignTarGz(),
      randomGzip: gzipSync(randomBytes(30_000)),
    };
    const place = await freshPlace();
    const refusals: Record<string, string> = {};
    for (const [label, bytes] of Object.entries(files)) {
      const file = join(work, `${label}.tar.gz`);
      writeFileSync(file, bytes);
      const error = await restoreBackup(file, place.target).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect({ label, isFileError: error instanceof BackupFileError }).toEqual({ label, isFileError: true });
      refusals[label] = (error as BackupFileError).problem;
      expect(await place.isEmpty()).toBe(true);
    }
    expect(refusals).toEqual({
      truncated: 'damaged',
      cut: 'damaged',
      flipped: expect.stringMatching(/^(damaged|checksum)$/),
      randomBytes: 'foreign',
      randomTarGz: 'foreign',
      randomGzip: 'foreign',
    });
    if (t.testDb.engine === 'pglite') expect(existsSync((place.target as { dataDir: string }).dataDir)).toBe(false);
  });

  it('refuses to restore onto existing data without --force; with it the old data is set aside (PGlite) or dropped (PostgreSQL)', async () => {
    const place = restoredPlace;
    const db = await place.open();
    await db.query(`update settings set clinic_name = 'Data of the target'`);
    if (place.target.engine === 'pglite') await db.close();

    const refused = await restoreBackup(made.path, place.target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as Error).message).toMatch(/already (holds data|has \d+ tables?).*--force/);
    const untouched = await place.open();
    expect((await untouched.query<{ name: string }>('select clinic_name as name from settings'))[0].name).toBe('Data of the target');
    if (place.target.engine === 'pglite') await untouched.close();

    const said: string[] = [];
    const forced = await restoreBackup(made.path, place.target, { force: true, say: (line) => said.push(line), now: () => new Date('2026-06-20T08:30:00Z') });
    if (place.target.engine === 'pglite') {
      expect(forced.movedAside).toBe(`${place.target.dataDir}.before-restore-20260620-083000`);
      expect(readdirSync(forced.movedAside ?? '')).toContain('PG_VERSION');
      expect(said.join('\n')).toContain(forced.movedAside);
    } else {
      expect(said.join('\n')).toMatch(/schema public was dropped/);
    }
    expect((await stateOf(place)).tables).toEqual(atBackup.tables);
  });

  it('refuses a backup of a newer migration level than the code, and of the other engine (pointing to db:copy)', async () => {
    const place = await freshPlace();
    await expect(restoreBackup(made.path, place.target, { migrations: migrations.slice(0, -1) })).rejects.toThrow(
      new RegExp(`migration level ${CODE_MIGRATION_LEVEL} .*newer than this code's level ${PREVIOUS_LEVEL}`),
    );
    const other: RestoreTarget = place.target.engine === 'pglite' ? { engine: 'postgres', url: 'postgresql://nobody@127.0.0.1:1/none' } : { engine: 'pglite', dataDir: join(work, 'other-engine') };
    await expect(restoreBackup(made.path, other)).rejects.toThrow(place.target.engine === 'pglite' ? /npm run db:copy/ : /Set DATABASE_URL/);
    expect(await place.isEmpty()).toBe(true);
    if (other.engine === 'pglite') expect(existsSync(other.dataDir)).toBe(false);
  });

  it('says clearly that a PostgreSQL address cannot be reached', async () => {
    const file = join(work, 'postgres-kind.tar.gz');
    const at = new Date().toISOString();
    await writeBackupFile(file, { productVersion: '0.1.0', migrationLevel: 1, engine: 'postgres', createdAt: at, tables: {} }, randomBytes(100));
    await expect(restoreBackup(file, { engine: 'postgres', url: 'postgresql://postgres:secret@127.0.0.1:1/clinic' })).rejects.toThrow(
      /Cannot reach the database at postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/clinic/,
    );
  });

  it('applies the missing migrations of a backup made by an older version', async () => {
    const older = await createTestDb();
    try {
      await older.db.transaction((tx) => migrate(tx, silent, migrations.slice(0, -1)));
      await older.db.query(`insert into app_secrets (name, value) values ('older', 'kept')`);
      const oldBackup = await createBackup(older.db, join(work, 'older-backups'));
      expect(oldBackup.manifest.migrationLevel).toBe(PREVIOUS_LEVEL);
      expect(oldBackup.name).toMatch(new RegExp(`-m${PREVIOUS_LEVEL}\\.tar\\.gz$`));

      const place = await freshPlace();
      const result = await restoreBackup(oldBackup.path, place.target);
      expect(result.applied).toEqual([CODE_MIGRATION_LEVEL]);
      expect(result.migrationLevel).toBe(CODE_MIGRATION_LEVEL);
      expect(result.counts).toEqual(oldBackup.manifest.tables);
      expect(result.counts.app_secrets).toBe(1);
    } finally {
      await older.drop();
    }
  });

  it('reads back what it wrote, and rejects a file of a newer format', async () => {
    const { manifest, payload } = await readBackupFile(made.path);
    expect(manifest).toEqual(made.manifest);
    expect(payload.length).toBe(made.manifest.payload.bytes);
    const newer = join(work, 'newer-format.tar.gz');
    writeFileSync(newer, await tarGz([{ name: 'backup.json', body: JSON.stringify({ ...made.manifest, formatVersion: BACKUP_FORMAT_VERSION + 1 }) }]));
    await expect(readBackupFile(newer)).rejects.toThrow(/newer version of the product/);
    // A file of format 1 (before the patients' files joined backups) reads as it always did.
    const formatOne = join(work, 'format-one.tar.gz');
    writeFileSync(formatOne, await tarGz([{ name: 'backup.json', body: JSON.stringify({ ...made.manifest, formatVersion: 1 }) }, { name: made.manifest.payload.name, body: payload }]));
    expect((await readBackupFile(formatOne)).manifest).toEqual({ ...made.manifest, formatVersion: 1 });
    mkdirSync(join(work, 'empty'), { recursive: true });
    expect(await listBackups(join(work, 'empty'))).toEqual([]);

    // Two backups in the same second: the second takes the name with the milliseconds, neither replaces the other.
    const sameSecond = join(work, 'same-second');
    mkdirSync(sameSecond);
    const at = new Date(2026, 5, 15, 10, 0, 0, 123);
    const info = { productVersion: '0.1.0', migrationLevel: 16, engine: 'pglite' as const, createdAt: at.toISOString(), tables: {} };
    const both = await Promise.all([1, 2].map((n) => writeBackupFileAs(backupPathsFor(sameSecond, at, 16), info, Buffer.from(`payload ${n}`))));
    expect(both.map((written) => written.path.split('/').pop()).sort()).toEqual(['dental-20260615-100000-123-m16.tar.gz', 'dental-20260615-100000-m16.tar.gz']);
    expect(readdirSync(sameSecond).sort()).toEqual(['dental-20260615-100000-123-m16.tar.gz', 'dental-20260615-100000-m16.tar.gz']);
    expect(statSync(both[0].path).mode & 0o777).toBe(0o600);
  });
});

async function tarGz(entries: { name: string; body: string | Buffer }[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name }, entry.body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(Buffer.from(chunk as Uint8Array));
  return gzipSync(Buffer.concat(chunks));
}

/** A well-formed .tar.gz of something else. */
function foreignTarGz(): Promise<Buffer> {
  return tarGz([
    { name: 'notes.txt', body: 'not a clinic' },
    { name: 'photo.jpg', body: randomBytes(2000) },
  ]);
}
