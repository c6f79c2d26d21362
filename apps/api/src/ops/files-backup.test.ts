import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PatientImage } from '@dental/contracts';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { openPglite, pgliteDb } from '../db/pglite';
import type { Db } from '../db/types';
import { databaseFileStore, folderFileStore, type FileStore } from '../modules/clinical-files/file-store';
import { dicomRadiograph, download, picture, upload } from '../test/clinical-files';
import { createTestDb, loginAdmin, startTestApp, TEST_HASHING, TEST_JWT_SECRET, type TestApp, type TestDb } from '../test/helpers';
import { doctorWithPatient } from '../test/patient-file';
import { newTestPglite, pgliteFromTemplate, pgliteTemplateLocation } from '../test/template-db';
import { createBackup } from './backup';
import { openBackupSource } from './copy/backup-source';
import { copyDatabase } from './copy/copy';
import { CopyRefused } from './copy/errors';
import { prepareSource, type OpenedSource } from './copy/source';
import { restoreBackup } from './restore';

/**
 * The patients' files follow the data: in a backup (PGlite: the files folder's blobs inside the
 * backup file; PostgreSQL: stored_files in the dump), back after a restore, and into stored_files
 * by db:copy. Each time an uploaded image is served again, byte for byte.
 */

type Uploaded = { success: PatientImage };

/** The original bytes of `image` as an app on `db` with `files` serves them. */
async function servedOriginal(db: Db, files: FileStore, image: string): Promise<Buffer> {
  const app = await buildApp({ db, files, jwtSecret: TEST_JWT_SECRET, passwordHashing: TEST_HASHING });
  try {
    const admin = await loginAdmin(app);
    expect((await download(app, admin.token, `/api/clinical/image/${image}/file?variant=thumb`)).status).toBe(200);
    const original = await download(app, admin.token, `/api/clinical/image/${image}/file?variant=original`);
    expect(original.status).toBe(200);
    return original.bytes;
  } finally {
    await app.close();
  }
}

/** A clinic with two images uploaded through the API: their ids and original bytes. */
async function clinicWithImages(t: TestApp): Promise<Map<string, Buffer>> {
  const admin = await loginAdmin(t.app);
  const { patient } = await doctorWithPatient(t.app, admin.token, 'files-doctor');
  const originals = new Map<string, Buffer>();
  for (const bytes of [dicomRadiograph(200, 150), await picture(300, 200, 'png')]) {
    const uploaded = await upload<Uploaded>(t.app, admin.token, 'clinical/image', { patient, kind: 'retro_alveolaire', takenOn: '2026-04-01', teeth: '36' }, bytes);
    expect(uploaded.status).toBe(200);
    originals.set(uploaded.body.success._id, bytes);
  }
  return originals;
}

describe('patients’ files in backups', () => {
  let work: string;
  let t: TestApp;
  let filesDir: string | undefined;
  let originals: Map<string, Buffer>;
  const dropLater: TestDb[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'dental-files-backup-'));
    const probe = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    // PGlite keeps its files in a folder (the server's default); PostgreSQL in stored_files.
    if (probe === 'pglite') filesDir = join(work, 'files');
    t = await startTestApp(filesDir ? { files: folderFileStore(filesDir) } : {});
    originals = await clinicWithImages(t);
  });
  afterAll(async () => {
    await t.close();
    for (const db of dropLater) await db.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs them up with the data, restores them, and serves them again', async () => {
    const made = await createBackup(t.db, join(work, 'backups'), { filesDir });
    if (filesDir) expect(made.manifest.files).toEqual({ count: 6, bytes: expect.any(Number) });
    else expect(made.manifest.tables.stored_files).toBe(6);

    let db: Db;
    let files: FileStore;
    if (t.testDb.engine === 'pglite') {
      const target = { engine: 'pglite' as const, dataDir: join(work, 'restored'), filesDir: join(work, 'restored-files') };
      const said: string[] = [];
      await restoreBackup(made.path, target, { say: (line) => said.push(line) });
      expect(said).toContain(`6 patients' files restored into ${target.filesDir}`);
      db = await openPglite(target.dataDir);
      files = folderFileStore(target.filesDir);
    } else {
      const fresh = await createTestDb();
      dropLater.push(fresh);
      await restoreBackup(made.path, { engine: 'postgres', url: fresh.url ?? '' });
      db = fresh.db;
      files = databaseFileStore(db);
    }
    try {
      for (const [image, bytes] of originals) expect(Buffer.compare(await servedOriginal(db, files, image), bytes)).toBe(0);
    } finally {
      if (t.testDb.engine === 'pglite') await db.close();
    }
  });
});

/** An in-memory PGlite clinic whose files are in a folder: what db:copy copies from. */
async function pgliteClinic(filesDir: string): Promise<{ t: TestApp; db: Db; source: () => Promise<OpenedSource>; originals: Map<string, Buffer> }> {
  const template = pgliteTemplateLocation();
  const pglite = template ? pgliteFromTemplate(template) : newTestPglite();
  if (!template) await pgliteDb(pglite).transaction((tx) => migrate(tx, { info: () => undefined, warn: () => undefined }));
  const db = pgliteDb(pglite);
  const t = await startTestApp({ files: folderFileStore(filesDir) }, { db, engine: 'pglite', drop: () => db.close() });
  const originals = await clinicWithImages(t);
  const source = () => prepareSource(pglite, 'the test clinic', () => undefined, async (memory) => ({ pglite: memory, dispose: () => undefined }));
  return { t, db, source, originals };
}

describe('patients’ files in db:copy', () => {
  let work: string;
  let clinic: Awaited<ReturnType<typeof pgliteClinic>>;
  const targets: TestDb[] = [];
  const silent = () => undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'dental-files-copy-'));
    clinic = await pgliteClinic(join(work, 'files'));
  });
  afterAll(async () => {
    for (const target of targets) await target.drop();
    await clinic.t.app.close();
    await clinic.db.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function copyInto(source: OpenedSource): Promise<TestDb> {
    const target = await createTestDb();
    targets.push(target);
    await copyDatabase(source, { ...target.db, address: 'the test database' }, silent);
    return target;
  }

  it('copies the files folder into stored_files, and the target serves them', async () => {
    const source = await clinic.source();
    const target = await copyInto({ ...source, filesDir: join(work, 'files') });
    const [{ n }] = await target.db.query<{ n: number }>('select count(*)::int as n from stored_files');
    expect(n).toBe(6);
    for (const [image, bytes] of clinic.originals) expect(Buffer.compare(await servedOriginal(target.db, databaseFileStore(target.db), image), bytes)).toBe(0);
  });

  it('copies the files of a backup file', async () => {
    const made = await createBackup(clinic.db, join(work, 'backups'), { filesDir: join(work, 'files') });
    const source = await openBackupSource(made.path);
    try {
      const target = await copyInto(source);
      for (const [image, bytes] of clinic.originals) expect(Buffer.compare(await servedOriginal(target.db, databaseFileStore(target.db), image), bytes)).toBe(0);
    } finally {
      await source.close();
    }
  });

  it('refuses, committing nothing, when files the records name are nowhere', async () => {
    const source = await clinic.source();
    const target = await createTestDb();
    targets.push(target);
    const refused = await copyDatabase(source, { ...target.db, address: 'the test database' }, silent).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CopyRefused);
    expect((refused as Error).message).toMatch(/6 of the patients' files the records name .* are in neither/);
    const [{ n }] = await target.db.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    expect(n).toBe(0);
  });
});
