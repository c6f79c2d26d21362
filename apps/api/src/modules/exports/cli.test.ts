import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import type { Db } from '../../db/types';
import { runExportCommand } from '../../ops/cli/export-command';
import { createTestDb, type TestDb } from '../../test/helpers';

/** `npm run export`: the same export, streamed into a file, from a PGlite folder or PostgreSQL (the engine of the run). */

describe('npm run export', () => {
  const work = mkdtempSync(join(tmpdir(), 'dental-export-cli-'));
  let env: NodeJS.ProcessEnv;
  let postgres: TestDb | undefined;

  const patients = async (db: Db) => db.query(`insert into patients (name, reg_no, dob) values ('Zeinebou Sidi', 7, 1990), ('Ahmed Ould', 8, 1985)`);

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      postgres = await createTestDb({ migrated: true });
      await patients(postgres.db);
      env = { DATABASE_URL: postgres.url };
    } else {
      const dataDir = join(work, 'data');
      const db = await openPglite(dataDir);
      await migrate(db, { info: () => undefined, warn: () => undefined });
      await patients(db);
      await db.close();
      env = { DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes the zip where asked, says where, and audits the export', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const code = await runExportCommand(['--out=sortie.zip'], { env, cwd: work, io });
    expect({ code, lines }).toMatchObject({ code: 0, lines: [expect.stringMatching(/^Export written: .*sortie\.zip \(\d+(\.\d)? KB\)$/)] });
    expect(readdirSync(work).filter((name) => name.includes('partial'))).toEqual([]);
    const files = unzipSync(readFileSync(join(work, 'sortie.zip')));
    const rows = Buffer.from(files['patients.csv']).toString('utf8').trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('Zeinebou Sidi');
    expect(Buffer.from(files['audit_log.csv']).toString('utf8')).toContain(';npm run export;');
  });

  it('refuses an unknown argument with the usage', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(await runExportCommand(['--outt=x.zip'], { env, cwd: work, io })).toBe(2);
    expect(lines[0]).toBe('Unknown argument "--outt=x.zip".');
  });
});
