import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import { formatMoney } from '@dental/contracts';
import { picture, SMALL_PDF, upload } from '../../test/clinical-files';
import { insertPayment } from '../../test/fixtures';
import { loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { createQuote, createTreatment, doctorWithPatient } from '../../test/patient-file';
import { createAssistant, createDoctor } from '../../test/patients';
import { EXPORTED_TABLES } from './clinic-tables';
import { PATIENT_ROWS } from './patient-export';
import { readShapes } from './table-reader';

/** A patient's file as one zip for the right of access: a printable summary, the CSV of each part, the images and documents. */

describe('the export of a patient file', () => {
  let t: TestApp;
  let admin: Session;
  let doctor: Session;
  let patient: string;
  let jpeg: Buffer;

  const exportOf = async (token: string, lang = 'fr') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/patient/${patient}/export`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
    return { status: response.statusCode, headers: response.headers, files: response.statusCode === 200 ? unzipSync(response.rawPayload) : {} };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'file-export-doctor'));
    const treatment = await createTreatment(t.app, admin.token, 'Couronne', 1200.25);
    await createQuote(t.app, doctor.token, patient, [{ treatment, nums: ['21', '22'] }], 10);
    await insertPayment(t.db, { patientId: patient, doctorId: doctor._id, amount: '300.10' });
    await t.db.query(`insert into tooth_conditions (patient_id, tooth, type_id, day) select $1, '36', id, '2026-02-01' from condition_types where code = 'carie'`, [patient]);
    jpeg = await picture(64, 48, 'jpeg');
    expect((await upload(t.app, doctor.token, 'clinical/image', { patient, kind: 'panoramique', takenOn: '2026-02-01', name: 'pano.jpg' }, jpeg)).status).toBe(200);
    expect((await upload(t.app, doctor.token, 'clinical/document', { patient, kind: 'consentement', date: '2026-02-02', name: 'consentement.pdf' }, SMALL_PDF)).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds the summary with the name and the balance, the CSV of each part and the files themselves', async () => {
    const { status, headers, files } = await exportOf(doctor.token);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/zip');
    const [row] = await t.db.query<{ regNo: number | null; balance: string; name: string }>('select reg_no as "regNo", balance::text as balance, name from patients where id = $1', [patient]);
    expect(headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="patient-${String(row.regNo).padStart(4, '0')}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));

    const summary = strFromU8(files['resume.html']);
    expect(summary).toContain('<html lang="fr" dir="ltr">');
    expect(summary).toContain(row.name);
    expect(summary).toContain(formatMoney(Number(row.balance), 'fr'));
    // The quote's figures as libs/domain sums them: 2 × 1,200.25 = 2,400.50, 10 % off: 2,160.45.
    expect(summary).toContain(formatMoney(2400.5, 'fr'));
    expect(summary).toContain(formatMoney(2160.45, 'fr'));
    expect(summary).toContain('<td><bdi dir="ltr">36</bdi></td><td>carie</td>');

    const image = Object.keys(files).find((name) => name.startsWith('images/'));
    expect(image).toMatch(/^images\/\d+-pano\.jpg$/);
    expect(Buffer.from(files[image as string]).equals(jpeg)).toBe(true);
    const document = Object.keys(files).find((name) => name.startsWith('documents/'));
    expect(Buffer.from(files[document as string]).equals(SMALL_PDF)).toBe(true);
    expect(summary).toContain(image);

    const patients = Buffer.from(files['patients.csv']).toString('utf8');
    expect(patients.startsWith('\uFEFF')).toBe(true);
    expect(patients.trimEnd().split('\r\n')).toHaveLength(2);
    expect(patients).toContain(`;${row.balance};`);
    expect(Buffer.from(files['quote_lines.csv']).toString('utf8').trimEnd().split('\r\n')).toHaveLength(2);
    expect(Buffer.from(files['payments.csv']).toString('utf8')).toContain(';300.10;');
    expect(strFromU8(files['LISEZMOI.txt'])).toContain('patient_images.csv');
  });

  it('speaks Arabic right to left when asked', async () => {
    const summary = strFromU8((await exportOf(doctor.token, 'ar')).files['resume.html']);
    expect(summary).toContain('<html lang="ar" dir="rtl">');
    expect(summary).toContain('ملف المريض');
    expect(summary).toContain('<td><bdi dir="ltr">36</bdi></td><td>تسوس</td>');
    // Phones, teeth and days keep their order inside the right-to-left page.
    expect(summary).toContain('<dd><bdi dir="ltr">+22236123456</bdi></dd>');
  });

  it('is for whoever may view the patient: the own doctor and the global view, not another doctor', async () => {
    const other = await createDoctor(t.app, admin.token, 'file-export-other');
    expect((await exportOf(other.token)).status).toBe(404);
    const assistant = await createAssistant(t.app, admin.token, 'file-export-assistant');
    expect((await exportOf(assistant.token)).status).toBe(200);
    const audited = await t.db.query<{ username: string }>(`select username from audit_log where entity = 'export' and action = 'patient' and entity_id = $1`, [patient]);
    expect(audited.map((row) => row.username)).toEqual(['file-export-doctor', 'file-export-doctor', 'file-export-assistant']);
  });

  it('holds every table that names a patient, but the audit trail of the staff', async () => {
    const shapes = await readShapes(t.db, EXPORTED_TABLES.map(({ table }) => table));
    const naming = [...shapes].filter(([, shape]) => shape.types.has('patient_id')).map(([table]) => table);
    expect(naming.filter((table) => !(table in PATIENT_ROWS)).sort()).toEqual(['audit_log']);
  });
});
