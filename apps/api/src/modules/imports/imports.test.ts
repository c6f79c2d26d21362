import { beforeAll, describe, expect, it } from '@jest/globals';
import { fieldParam, type ImportJob } from '@dental/contracts';
import { arabicCsv, bigFileRefusedRows, bigPatientsCsv, BIG_FILE, frenchExcelCsv, serialDatesXlsx } from '../../../../../libs/testing/src/import-files';
import { ar, call, fr, useAdminApp, type Session } from '../../test/helpers';
import { createDoctor } from '../../test/patients';
import { dryRun, getJob, importFile, start, upload, waitForEnd } from './test-calls';

describe('importing patients', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;

  beforeAll(async () => {
    doctor = await createDoctor(t.app, admin.token, 'dr.import');
  });

  const countOf = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) s`, params))[0].n;

  describe('the 5,000-row file', () => {
    let job: ImportJob;
    const file = bigPatientsCsv();

    it('suggests the mapping and dry-runs 4,730 to create, 200 matched and 70 refused with their rows and messages', async () => {
      job = await upload(t.app, admin.token, 'patients', file);
      expect(job).toMatchObject({ state: 'draft', kind: 'patients', fileName: file.name, total: BIG_FILE.rows });
      expect(job.file).toMatchObject({ format: 'csv', detectedEncoding: 'utf-8', rows: BIG_FILE.rows });
      expect(job.file.mapping).toMatchObject({ registrationNumber: 0, name: 1, phone: 2, birth: 3, stage: 4, openingBalance: 5, address: null });

      const run = await dryRun(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id });
      expect([run.total, run.created, run.matched, run.refused]).toEqual([5000, 4730, 200, 70]);
      expect(run.rows).toHaveLength(50);
      expect(run.rows[0]).toMatchObject({ row: 2, outcome: 'create', values: { name: 'Mohamed Ould Ahmed 1', phone: '30000000', birth: 1940, stage: 'current', openingBalance: -1000.5 } });
      expect(run.rows.find((row) => row.row === 26)).toMatchObject({ outcome: 'match' });
      const { badPhones, emptyNames } = bigFileRefusedRows();
      expect(run.refusals.filter((r) => r.field === 'phone').map((r) => r.row)).toEqual(badPhones);
      expect(run.refusals.filter((r) => r.field === 'name').map((r) => r.row)).toEqual(emptyNames);
      expect(run.refusals[0]).toEqual({ row: badPhones[0], column: 'Téléphone', field: 'phone', message: fr('patient.phoneInvalid') });

      const inArabic = await dryRun(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id }, 'ar');
      expect(inArabic.refusals[0].message).toBe(ar('patient.phoneInvalid'));
      expect(await countOf('select 1 from patients where import_id is not null')).toBe(0);
    });

    it('writes the refusals as a CSV report for Excel', async () => {
      const report = await call(t.app, 'GET', `/api/import/${job._id}/report`, { token: admin.token });
      expect(report.status).toBe(200);
      expect(report.headers['content-type']).toContain('text/csv');
      expect(report.headers['content-disposition']).toContain('attachment');
      const lines = report.raw.split('\r\n');
      expect(lines[0]).toBe('\ufeffN° dossier;Nom;Téléphone;Année de naissance;Étape;Solde;Ligne;Erreur');
      expect(lines.slice(1)).toHaveLength(70);
      expect(lines[1]).toBe(`;Patient 10;36-10-XX;1980;;;12;Téléphone : ${fr('patient.phoneInvalid')}`);
    });

    it('imports in the background, its progress readable while it runs, then creates nothing the second time', async () => {
      const running = await start(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id });
      expect(running.state).toBe('running');
      // Answered from the run's memory while its transaction is open, between two batches.
      let midway: ImportJob | undefined;
      for (let seen = await getJob(t.app, admin.token, job._id); seen.state === 'running'; seen = await getJob(t.app, admin.token, job._id)) {
        if (seen.done > 0 && seen.done < seen.total) midway = seen;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(midway).toMatchObject({ state: 'running', total: 5000, secondsLeft: expect.any(Number) });
      const done = await waitForEnd(t.app, admin.token, job._id);
      expect(done).toMatchObject({ state: 'done', created: 4730, matched: 200, refused: 70, done: 5000, undoable: true });
      expect(await countOf('select 1 from patients where import_id = $1', [job._id])).toBe(4730);
      const [audit] = await t.db.query<{ username: string; after: { fileName: string; created: number } }>(`select username, after from audit_log where entity = 'import' and entity_id = $1`, [job._id]);
      expect(audit).toMatchObject({ username: 'admin', after: { fileName: file.name, created: 4730 } });

      const again = await upload(t.app, admin.token, 'patients', file);
      const second = await dryRun(t.app, admin.token, again._id, { mapping: again.file.mapping, doctor: doctor._id });
      expect([second.created, second.matched, second.refused]).toEqual([0, 4930, 70]);
      const secondDone = await importFile(t.app, admin.token, 'patients', file, { doctor: doctor._id });
      expect(secondDone).toMatchObject({ state: 'done', created: 0 });
      expect(await countOf('select 1 from patients where import_id is not null')).toBe(4730);
    });
  });

  describe('files from Excel', () => {
    it('reads a French Excel CSV in Windows-1252, and the same bytes read as Windows-1256 when asked', async () => {
      const job = await upload(t.app, admin.token, 'patients', frenchExcelCsv());
      expect(job.file).toMatchObject({ detectedEncoding: 'windows-1252', headers: expect.arrayContaining(['Téléphone', 'Étape', "N° d'immatriculation"]) });
      const run = await dryRun(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id });
      expect([run.created, run.refused]).toEqual([4, 2]);
      expect(run.rows[0].values).toMatchObject({ name: 'Hélène Müller', birth: 1985, openingBalance: -1500.5 });
      expect(run.refusals).toEqual([
        { row: 5, column: 'Téléphone', field: 'phone', message: fr('patient.phoneInvalid') },
        { row: 6, column: 'Étape', field: 'stage', message: fr('import.stageInvalid', { stage: 'Peut-être' }) },
      ]);
      const asArabic = await dryRun(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id, encoding: 'windows-1256' });
      expect(asArabic.job.file.headers).toContain('ةtape');
    });

    it('detects an Arabic CSV in Windows-1256 and leaves its unknown phone header for the user to map', async () => {
      const job = await upload(t.app, admin.token, 'patients', arabicCsv());
      expect(job.file).toMatchObject({ detectedEncoding: 'windows-1256', headers: ['الاسم', 'النقال', 'سنة الميلاد', 'العنوان', 'الرصيد'] });
      expect(job.file.mapping).toMatchObject({ name: 0, phone: null, birth: 2, address: 3, openingBalance: 4 });
      const refused = await call<{ err: string }>(t.app, 'POST', `/api/import/${job._id}/dryRun`, { token: admin.token, body: { mapping: job.file.mapping, doctor: doctor._id }, lang: 'ar' });
      expect(refused.status).toBe(400);
      expect(refused.body.err).toBe(ar('import.fieldRequired', { field: fieldParam('phone') }));
      const run = await dryRun(t.app, admin.token, job._id, { mapping: { ...job.file.mapping, phone: 1 }, doctor: doctor._id });
      expect([run.created, run.refused]).toEqual([5, 0]);
      expect(run.rows[0].values).toMatchObject({ name: 'محمد ولد أحمد', phone: '22 33 44 01' });
    });

    it('lists the sheets of a workbook and reads Excel serial numbers and date cells as the right days', async () => {
      const job = await upload(t.app, admin.token, 'patients', await serialDatesXlsx());
      expect(job.file).toMatchObject({ format: 'xlsx', sheets: ['Notes', 'Patients'], sheet: 'Notes', detectedEncoding: null });
      // The screen asks for the chosen sheet's header and the mapping suggested for it; nothing is written.
      const chosen = await call<{ success: ImportJob }>(t.app, 'GET', `/api/import/${job._id}?sheet=Patients`, { token: admin.token });
      expect(chosen.status).toBe(200);
      expect(chosen.body.success.file).toMatchObject({ sheet: 'Patients', mapping: { name: 0, phone: 1, birth: 2, openingBalance: 3 } });
      expect((await call<{ success: ImportJob }>(t.app, 'GET', `/api/import/${job._id}`, { token: admin.token })).body.success.file.sheet).toBe('Notes');
      const run = await dryRun(t.app, admin.token, job._id, { sheet: 'Patients', mapping: { name: 0, phone: 1, birth: 2, openingBalance: 3 }, doctor: doctor._id });
      expect(run.rows.map((row) => [row.values.birth, row.values.openingBalance])).toEqual([
        [1985, -1250.5],
        [1999, 0],
        [1970, 300],
      ]);
      const missing = await call<{ err: string }>(t.app, 'POST', `/api/import/${job._id}/dryRun`, { token: admin.token, body: { sheet: 'Autre', mapping: {} } });
      expect(missing).toMatchObject({ status: 400, body: { err: fr('import.sheetNotFound', { sheet: 'Autre' }) } });
    });
  });
});
