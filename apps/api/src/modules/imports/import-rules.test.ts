import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportJob, PatientStatement, SavedMapping } from '@dental/contracts';
import { addDays, dayOrderOf, localDay } from '@dental/domain';
import { arabicCsv, bigPatientsCsv, frenchExcelCsv } from '../../../../../libs/testing/src/import-files';
import { call, createRole, createUser, fr, startTestApp, useAdminApp, type Session } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';
import { dryRun, importFile, start, upload, waitForEnd } from './test-calls';

const utf8 = (name: string, lines: string[]) => ({ name, bytes: new TextEncoder().encode(`${lines.join('\n')}\n`) });

describe('import rules', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;

  beforeAll(async () => {
    doctor = await createDoctor(t.app, admin.token, 'dr.rules');
  });

  const countOf = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) s`, params))[0].n;
  const patientsOf = (job: ImportJob) => t.db.query<{ id: string; name: string; balance: string }>('select id::text as id, name, balance::text as balance from patients where import_id = $1 order by id', [job._id]);

  it('is for holders of IMPORT on DONNEES only: the default doctor and assistant roles are refused', async () => {
    const assistant = await createAssistant(t.app, admin.token, 'assistant.rules');
    for (const session of [doctor, assistant]) expect((await call(t.app, 'GET', '/api/import', { token: session.token })).status).toBe(403);
    const role = await createRole(t.app, admin.token, 'Reprise des données', [['IMPORT', 'DONNEES']]);
    const importer = await createUser(t.app, admin.token, 'importer.rules', [role._id]);
    expect((await call(t.app, 'GET', '/api/import', { token: importer.token })).status).toBe(200);
    const job = await upload(t.app, importer.token, 'treatments', utf8('t.csv', ['Nom;Prix', 'Soin A;10']));
    expect(job.createdBy).toEqual({ _id: importer._id, username: 'importer.rules' });
  });

  it('lets an importer who sees only their own patients name no other doctor, as the default or on a row', async () => {
    const role = await createRole(t.app, admin.token, 'Reprise de ses patients', [
      ['IMPORT', 'DONNEES'],
      ['AFFICHER', 'PATIENTS'],
      ['AJOUTER', 'PATIENTS'],
    ]);
    const own = await createUser(t.app, admin.token, 'dr.own.import', [role._id], { doctor: { cabinet: true, percentage: 50 } });
    const file = utf8('own.csv', ['Nom;Téléphone;Année de naissance;Médecin', 'Patient Propre;22123456;1980;dr.own.import', 'Patient Autre;22123457;1981;dr.rules']);
    const job = await upload(t.app, own.token, 'patients', file);
    const settings = { mapping: { name: 0, phone: 1, birth: 2, doctor: 3 } };
    const other = await call(t.app, 'POST', `/api/import/${job._id}/dryRun`, { token: own.token, body: { ...settings, doctor: doctor._id } });
    expect({ status: other.status, body: other.body }).toEqual({ status: 403, body: { err: fr('auth.otherDoctor') } });
    const checked = await dryRun(t.app, own.token, job._id, settings);
    expect([checked.created, checked.refused]).toEqual([1, 1]);
    expect(checked.refusals).toEqual([{ row: 3, column: 'Médecin', field: 'doctor', message: fr('auth.otherDoctor') }]);
  });

  it('records opening balances as one "Solde repris" charge each, first in the statement and absent from takings and statistics', async () => {
    const today = localDay();
    const figures = async () =>
      Promise.all(
        [`/api/statistics/payments?from=${today}&to=${today}`, `/api/statistics/accounting?from=${today}&to=${today}`, `/api/dayClose/${today}`, '/api/payment/myDay'].map(
          async (url) => (await call(t.app, 'GET', url, { token: admin.token })).body,
        ),
      );
    const before = await figures();
    const job = await importFile(t.app, admin.token, 'patients', arabicCsv(), { mapping: { name: 0, phone: 1, birth: 2, address: 3, openingBalance: 4 }, doctor: doctor._id });
    expect(job).toMatchObject({ state: 'done', created: 5 });
    const byName = new Map((await patientsOf(job)).map((p) => [p.name, p]));
    expect(byName.get('عائشة بنت محمود')?.balance).toBe('-3000.00');
    expect(byName.get('أحمد سالم')?.balance).toBe('1200.00');
    expect(byName.get('محمد ولد أحمد')?.balance).toBe('0.00');
    const owing = byName.get('عائشة بنت محمود')?.id as string;
    const patient = await call<{ success: { balance: number } }>(t.app, 'GET', `/api/patient/${owing}`, { token: admin.token });
    expect(patient.body.success.balance).toBe(-3000);
    expect(await countOf(`select 1 from charges where import_id = $1 and kind = 'opening'`, [job._id])).toBe(2);
    const statement = (await call<{ success: PatientStatement }>(t.app, 'GET', `/api/patient/${owing}/statement`, { token: admin.token })).body.success;
    expect(statement.rows[0]).toMatchObject({ kind: 'opening', charge: 3000, balance: -3000 });
    expect(await figures()).toEqual(before);
  });

  it('creates treatments with the catalogue words and refuses unknown types and bad prices', async () => {
    const file = utf8('catalogue.csv', ['Nom;Type;Prix', 'Soin importé;Soins;1 500', 'Couronne importée;Prothèse;25000,00', 'Acte X;Chirurgie;10', 'Acte Y;;abc']);
    const job = await upload(t.app, admin.token, 'treatments', file);
    const run = await dryRun(t.app, admin.token, job._id, { mapping: job.file.mapping });
    expect([run.created, run.refused]).toEqual([2, 2]);
    expect(run.refusals.map((r) => [r.row, r.column, r.message])).toEqual([
      [4, 'Type', fr('import.typeInvalid', { type: 'Chirurgie' })],
      [5, 'Prix', fr('import.amountInvalid', { value: 'abc' })],
    ]);
    expect(await importFile(t.app, admin.token, 'treatments', file)).toMatchObject({ state: 'done', created: 2 });
    const [couronne] = await t.db.query<{ type: string; price: string }>(`select type, price::text as price from treatments where name = 'Couronne importée'`);
    expect(couronne).toEqual({ type: 'prothese', price: '25000.00' });
    expect(await importFile(t.app, admin.token, 'treatments', file)).toMatchObject({ state: 'done', created: 0, matched: 2 });
  });

  it('books appointments to come in the sessions, as the calendar would, and refuses the others', async () => {
    const awa = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Awa Diallo', contact: { phone: '45 00 00 01' } }));
    let day = addDays(localDay(), 1);
    while (dayOrderOf(day) !== 0) day = addDays(day, 1);
    const typed = day.split('-').reverse().join('/');
    const file = utf8('rdv.csv', ['Nom;Téléphone;Date;Heure', `Awa Diallo;45000001;${typed};9h30`, `awa  diallo;45 00 00 01;${day};09:30`, `Inconnu;1111;${typed};10:00`, 'Awa Diallo;45000001;01/01/2020;09:00', `Awa Diallo;45000001;${typed};09:10`]);
    const job = await upload(t.app, admin.token, 'appointments', file);
    const run = await dryRun(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id });
    expect(run.rows.map((row) => row.outcome)).toEqual(['create', 'match', 'refuse', 'refuse', 'refuse']);
    expect(run.refusals.map((r) => [r.row, r.message])).toEqual([
      [4, fr('import.patientUnknown')],
      [5, fr('import.pastDay')],
      [6, fr('appointment.slotOffGrid', { minutes: '30', first: '09:00' })],
    ]);
    expect(await importFile(t.app, admin.token, 'appointments', file, { doctor: doctor._id })).toMatchObject({ state: 'done', created: 1 });
    const [booked] = await t.db.query<{ patient: string; num: number; part: string }>('select patient_id::text as patient, num_seance as num, part_of_time as part from appointments where import_id is not null');
    expect(booked).toEqual({ patient: awa._id, num: 2, part: 'matin' });
  });

  it('keeps nothing of a file that fails past its first batch', async () => {
    await t.db.exec(`create function import_test_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom Boom' then raise exception 'boom'; end if; return new; end $$;
      create trigger import_test_boom before insert on patients for each row execute function import_test_boom();`);
    try {
      const lines = ['Nom;Téléphone;Naissance'];
      for (let i = 0; i < 1500; i += 1) lines.push(`${i === 1200 ? 'Boom Boom' : `Lot ${i}`};5${String(i).padStart(7, '0')};1980`);
      const job = await importFile(t.app, admin.token, 'patients', utf8('lot.csv', lines), { doctor: doctor._id });
      expect(job.state).toBe('failed');
      expect(job.error).toContain('boom');
      expect(await countOf('select 1 from patients where import_id = $1', [job._id])).toBe(0);
    } finally {
      await t.db.exec('drop trigger import_test_boom on patients; drop function import_test_boom();');
    }
  });

  it('stops a cancelled run and keeps nothing of it', async () => {
    const job = await upload(t.app, admin.token, 'patients', bigPatientsCsv());
    const second = await upload(t.app, admin.token, 'treatments', utf8('t2.csv', ['Nom;Prix', 'Soin B;10']));
    await start(t.app, admin.token, job._id, { mapping: job.file.mapping, doctor: doctor._id });
    const busy = await call<{ err: string }>(t.app, 'POST', `/api/import/${second._id}/start`, { token: admin.token, body: { mapping: second.file.mapping } });
    expect(busy).toMatchObject({ status: 409, body: { err: fr('import.alreadyRunning') } });
    const cancelled = await call<{ success: ImportJob }>(t.app, 'POST', `/api/import/${job._id}/cancel`, { token: admin.token });
    expect(cancelled.body.success).toMatchObject({ state: 'cancelled', error: fr('import.cancelled') });
    expect(await countOf('select 1 from patients where import_id = $1', [job._id])).toBe(0);
    const again = await call<{ err: string }>(t.app, 'POST', `/api/import/${job._id}/cancel`, { token: admin.token });
    expect(again).toMatchObject({ status: 409, body: { err: fr('import.notRunning') } });
  });

  it('undoes an import while nothing was written on its records, and refuses once something was', async () => {
    const job = await importFile(t.app, admin.token, 'patients', frenchExcelCsv(), { doctor: doctor._id });
    expect(job).toMatchObject({ state: 'done', created: 4, undoable: true });
    expect(await countOf(`select 1 from assurances where import_id = $1`, [job._id])).toBe(2);
    const undone = await call<{ success: ImportJob }>(t.app, 'POST', `/api/import/${job._id}/undo`, { token: admin.token });
    expect(undone.body.success).toMatchObject({ state: 'undone', undoneBy: { username: 'admin' }, undoable: false });
    expect(await countOf('select 1 from patients where import_id = $1 union all select 1 from assurances where import_id = $1 union all select 1 from charges where import_id = $1', [job._id])).toBe(0);
    expect((await call(t.app, 'POST', `/api/import/${job._id}/undo`, { token: admin.token })).status).toBe(409);

    const kept = await importFile(t.app, admin.token, 'patients', frenchExcelCsv(), { doctor: doctor._id });
    const [first] = await patientsOf(kept);
    const paid = await call(t.app, 'POST', '/api/payment', {
      token: admin.token,
      body: { doctor: doctor._id, patient: first.id, amount: 100, type: 'payment', method: 'cash', supported: false, paymentDate: localDay(), approved: true },
    });
    expect(paid.status).toBe(200);
    const refused = await call<{ err: string }>(t.app, 'POST', `/api/import/${kept._id}/undo`, { token: admin.token });
    expect(refused).toMatchObject({ status: 409, body: { err: fr('import.notUndoable') } });
    expect(await countOf('select 1 from patients where import_id = $1', [kept._id])).toBe(4);
  });

  it('refuses a file it cannot read, an empty one, and one too large before reading it', async () => {
    const send = (bytes: Buffer, headers: Record<string, string> = {}) =>
      call<{ err?: string; formErrors?: string[] }>(t.app, 'POST', '/api/import?kind=patients&fileName=x.csv', { token: admin.token, headers: { 'content-type': 'application/octet-stream', ...headers }, body: bytes });
    expect(await send(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatchObject({ status: 400, body: { err: fr('import.fileUnreadable') } });
    expect(await send(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toMatchObject({ status: 400, body: { err: fr('import.fileUnreadable') } });
    expect(await send(Buffer.from('\n\n'))).toMatchObject({ status: 400, body: { err: fr('import.noHeader') } });
    expect(await send(Buffer.alloc(0))).toMatchObject({ status: 300, body: { formErrors: [fr('import.fileEmpty')] } });
    const tooLarge = await t.app.inject({ method: 'POST', url: '/api/import?kind=patients&fileName=x.csv', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/octet-stream', 'content-length': String(40 * 1024 * 1024) }, payload: 'x' });
    expect([tooLarge.statusCode, JSON.parse(tooLarge.body).err]).toEqual([413, fr('import.fileTooLarge')]);
  });

  it('on start-up, calls failed an import left running by a process that died', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(`insert into imports (kind, file_name, file_info, state) select kind, 'lost.csv', file_info, 'running' from imports limit 1 returning id::text as id`);
    const restarted = await startTestApp({}, t.testDb);
    try {
      const [row] = await t.db.query<{ state: string }>('select state from imports where id = $1', [id]);
      expect(row.state).toBe('failed');
      const job = await call<{ success: ImportJob }>(restarted.app, 'GET', `/api/import/${id}`, { token: admin.token });
      expect(job.body.success.error).toBe(fr('import.interrupted'));
    } finally {
      await restarted.app.close();
    }
  });

  it('saves a mapping by name and applies it to the next file whose header has its columns', async () => {
    const save = (name: string, columns: Record<string, string>) => call<{ success: SavedMapping }>(t.app, 'POST', '/api/import/mapping', { token: admin.token, body: { name, kind: 'patients', columns } });
    await save('Registre arabe', { name: 'الاسم' });
    const saved = await save('registre ARABE', { name: 'الاسم', phone: 'النقال', birth: 'سنة الميلاد' });
    const list = await call<{ success: SavedMapping[] }>(t.app, 'GET', '/api/import/mapping', { token: admin.token });
    expect(list.body.success).toEqual([saved.body.success]);
    const job = await upload(t.app, admin.token, 'patients', arabicCsv());
    expect(job.file.mapping).toMatchObject({ name: 0, phone: 1, birth: 2, address: null });
    const unknown = await save('Autre', { nom: 'Nom' });
    expect(unknown.status).toBe(400);
    expect((await call(t.app, 'DELETE', `/api/import/mapping/${saved.body.success._id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/import/mapping/${saved.body.success._id}`, { token: admin.token })).status).toBe(404);
    const list2 = await call<{ success: ImportJob[] }>(t.app, 'GET', '/api/import', { token: admin.token });
    expect(list2.body.success.length).toBeGreaterThan(5);
    await waitForEnd(t.app, admin.token, job._id);
  });
});
