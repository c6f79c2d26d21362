import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { databaseFileStore } from '../modules/clinical-files/file-store';
import { readDicom } from '../modules/clinical-files/dicom-image';
import { download } from '../test/clinical-files';
import { loginAdmin, startTestApp, type TestApp } from '../test/helpers';
import { doctorWithPatient } from '../test/patient-file';
import { DEMO_IMAGE_PATIENTS, radiographDicom, seedClinicalImages } from './clinical-images';

describe('the demo radiographs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await loginAdmin(t.app);
    for (let i = 0; i < DEMO_IMAGE_PATIENTS + 1; i += 1) await doctorWithPatient(t.app, admin.token, `demo-imaging-${i}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a few patients generated radiographs, one a DICOM on 36, once', async () => {
    const files = databaseFileStore(t.db);
    const added = await seedClinicalImages(t.db, files, { now: new Date('2026-06-15T10:00:00Z') });
    expect(added).toBe(DEMO_IMAGE_PATIENTS * 2 + 1);
    expect(await seedClinicalImages(t.db, files)).toBe(0);
    const rows = await t.db.query<{ id: string; format: string; teeth: string[]; patients: number }>(
      `select id::text as id, format, teeth, (select count(distinct patient_id)::int from patient_images) as patients from patient_images order by id`,
    );
    expect(rows[0].patients).toBe(DEMO_IMAGE_PATIENTS);
    expect(rows.map((row) => row.format).sort()).toEqual([...Array(DEMO_IMAGE_PATIENTS).fill('jpeg'), 'dicom', ...Array(DEMO_IMAGE_PATIENTS).fill('png')].sort());
    const dicom = rows.find((row) => row.format === 'dicom');
    expect(dicom?.teeth).toEqual(['36']);
    const admin = await loginAdmin(t.app);
    const preview = await download(t.app, admin.token, `/api/clinical/image/${dicom?.id}/file?variant=preview`);
    expect((await sharp(preview.bytes).metadata()).format).toBe('jpeg');
  });

  it('writes a panoramic DICOM of the bench’s size', async () => {
    const bytes = await radiographDicom(2560, 2048, 'panoramic');
    expect(bytes.length).toBeGreaterThan(10 * 1024 * 1024);
    const picture = readDicom(bytes);
    expect(picture).toMatchObject({ kind: 'grey', width: 2560, height: 2048, window: { center: 2100, width: 3800 } });
  });
});
