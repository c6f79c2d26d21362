import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translateMessage, type PatientDocument } from '@dental/contracts';
import { download, HTML_NAMED_PNG, picture, SMALL_PDF, upload } from '../../test/clinical-files';
import { call, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { doctorWithPatient } from '../../test/patient-file';

/** A patient's documents: a PDF or a scan, kept as it came, served inline or as a download, to whom may see the patient. */

type Answer = { success: PatientDocument };

describe('patient documents', () => {
  let t: TestApp;
  let admin: Session;
  let doctor: Session;
  let patient: string;
  const add = (bytes: Buffer, query: Record<string, string> = {}, token = doctor.token) =>
    upload<Answer>(t.app, token, 'clinical/document', { patient, kind: 'consentement', date: '2026-05-02', ...query }, bytes);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'documents-doctor'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a PDF and a scan as they came, lists them newest first, serves them inline or as a download', async () => {
    const pdf = (await add(SMALL_PDF, { name: 'consentement signé.pdf' })).body.success;
    expect(pdf).toMatchObject({ patient, kind: 'consentement', format: 'pdf', date: '2026-05-02', name: 'consentement signé.pdf', size: SMALL_PDF.length });
    const scan = (await add(await picture(200, 280, 'jpeg'), { kind: 'lettre_adressage', date: '2026-05-20', name: 'lettre' })).body.success;
    expect(scan.format).toBe('jpeg');

    const list = await call<{ success: PatientDocument[] }>(t.app, 'GET', `/api/clinical/document?patient=${patient}`, { token: doctor.token });
    expect(list.body.success.map((d) => d._id)).toEqual([scan._id, pdf._id]);

    const inline = await download(t.app, doctor.token, `/api/clinical/document/${pdf._id}/file`);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(`inline; filename*=UTF-8''consentement%20sign%C3%A9.pdf`);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(inline.bytes, SMALL_PDF)).toBe(0);
    const saved = await download(t.app, doctor.token, `/api/clinical/document/${scan._id}/file?download=1`);
    expect(saved.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''lettre.jpg`);
    expect((await download(t.app, doctor.token, `/api/clinical/document/${scan._id}/file`, { 'if-none-match': `"${scan.sha256}"` })).status).toBe(304);

    const removed = await call<Answer>(t.app, 'DELETE', `/api/clinical/document/${pdf._id}`, { token: doctor.token });
    expect(removed.body.success._id).toBe(pdf._id);
    expect((await download(t.app, doctor.token, `/api/clinical/document/${pdf._id}/file`)).status).toBe(404);
  });

  it('refuses what is not a document, storing nothing', async () => {
    const [{ n: before }] = await t.db.query<{ n: number }>('select count(*)::int as n from stored_files');
    const refused = await add(HTML_NAMED_PNG, { name: 'scan.pdf' });
    expect([refused.status, refused.body]).toEqual([300, { formErrors: [translateMessage('clinical.documentFormatRefused', 'fr')] }]);
    const png = await picture(100, 100, 'png');
    const cut = await add(png.subarray(0, png.length - 200));
    expect(cut.body).toEqual({ formErrors: [translateMessage('clinical.fileDamaged', 'fr')] });
    const [{ n: after }] = await t.db.query<{ n: number }>('select count(*)::int as n from stored_files');
    expect(after).toBe(before);
  });

  it('answers another doctor’s patient’s document to an own-scope doctor exactly as an unknown id', async () => {
    const other = await doctorWithPatient(t.app, admin.token, 'documents-other');
    const theirs = (await upload<Answer>(t.app, other.doctor.token, 'clinical/document', { patient: other.patient, kind: 'autre', date: '2026-05-02' }, SMALL_PDF)).body.success;
    const refused = await download(t.app, doctor.token, `/api/clinical/document/${theirs._id}/file`);
    const unknown = await download(t.app, doctor.token, '/api/clinical/document/987654321/file');
    expect([refused.status, refused.body]).toEqual([404, unknown.body]);
  });
});
