import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translateMessage } from '@dental/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frenchExcelCsv } from '../../../../../libs/testing/src/import-files';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import type { Db } from '../../db/types';
import { runImportCommand } from '../../ops/cli/import-command';
import { createTestDb, type TestDb } from '../../test/helpers';

/** `npm run import`: the same engine from the command line, on a PGlite folder or PostgreSQL (the engine of the run). */

describe('npm run import', () => {
  const work = mkdtempSync(join(tmpdir(), 'dental-import-cli-'));
  let env: NodeJS.ProcessEnv;
  let postgres: TestDb | undefined;
  const dataDir = join(work, 'data');

  const doctor = (db: Db) => db.query(`insert into users (username, password_hash, doctor_cabinet, doctor_percentage) values ('dr.cli', 'x', true, 50)`);
  /** The database, opened after the command closed it (a PGlite folder has one user at a time). */
  const withDb = async <T>(read: (db: Db) => Promise<T>): Promise<T> => {
    if (postgres) return read(postgres.db);
    const db = await openPglite(dataDir);
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    writeFileSync(join(work, 'patients.csv'), frenchExcelCsv().bytes);
    if (process.env.TEST_DATABASE_URL) {
      postgres = await createTestDb({ migrated: true });
      await doctor(postgres.db);
      env = { DATABASE_URL: postgres.url };
    } else {
      const db = await openPglite(dataDir);
      await migrate(db, { info: () => undefined, warn: () => undefined });
      await doctor(db);
      await db.close();
      env = { DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    return { code: await runImportCommand(argv, { env, cwd: work, io }), lines };
  };

  it('prints the dry run, stores nothing with --dry-run, then imports and audits', async () => {
    const dry = await run(['patients', 'patients.csv', '--doctor=dr.cli', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.lines).toContain('  6 rows: 4 to create, 0 matched, 2 refused');
    expect(dry.lines).toContain(`  row 5 (Téléphone): ${translateMessage('patient.phoneInvalid', 'en')}`);
    expect(dry.lines[dry.lines.length - 1]).toBe('Dry run: nothing stored.');
    expect(await withDb(async (db) => (await db.query('select 1 from patients')).length)).toBe(0);

    const done = await run(['patients', 'patients.csv', '--doctor=dr.cli']);
    expect({ code: done.code, last: done.lines[done.lines.length - 1] }).toEqual({ code: 0, last: 'Imported: 4 created, 0 matched, 2 refused.' });
    const [patients, audit] = await withDb((db) =>
      Promise.all([db.query('select 1 from patients where import_id is not null'), db.query(`select username from audit_log where entity = 'import'`)]),
    );
    expect(patients).toHaveLength(4);
    expect(audit).toEqual([{ username: 'npm run import' }]);
  });

  it('says what is wrong: usage, an unknown doctor, a required column the file lacks', async () => {
    expect((await run(['clients', 'patients.csv'])).code).toBe(2);
    expect(await run(['patients', 'patients.csv', '--doctor=dr.nobody'])).toEqual({ code: 1, lines: ['No doctor "dr.nobody".'] });
    writeFileSync(join(work, 'bad.csv'), 'Nom;Adresse\nA;B\n');
    expect(await run(['patients', 'bad.csv', '--doctor=dr.cli'])).toEqual({ code: 1, lines: ['Choose the column of the field "phone"'] });
  });
});
