import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry, ChartAct, ClinicalChart, ClinicalNote, Quote, Sheet, ToothCondition, ToothHistoryEntry } from '@dental/contracts';
import { ar, call, fr, useAdminApp, type Session } from '../../test/helpers';
import { createQuote, createTreatment, doctorWithPatient } from '../../test/patient-file';
import { createAssistant, createDoctor } from '../../test/patients';

type ConditionsAnswer = { success: ToothCondition[] };
type NoteAnswer = { success: ClinicalNote };

describe('the clinical record: conditions on teeth, the chart, the tooth history and clinical notes', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let patient: string;
  let quote: Quote;

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.record'));
    const crown = await createTreatment(t.app, admin.token, 'Couronne céramo-métal', 9000, 'prothese');
    const filling = await createTreatment(t.app, admin.token, 'Composite', 2000, 'conservative');
    quote = await createQuote(t.app, doctor.token, patient, [
      { treatment: crown, nums: ['11', '12'] },
      { treatment: filling, nums: ['36'], surface: 'MO' },
    ]);
    // Tooth 11 of the crown line is done at a session; 12 is still planned.
    const sheet = (await call<{ success: Sheet }>(t.app, 'POST', `/api/fiche/${patient}`, { token: doctor.token })).body.success;
    const saved = await call<{ success: Sheet }>(t.app, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet._id}`, {
      token: doctor.token,
      body: { treatment: crown, devis: quote._id, teeth: { nums: ['11'] }, dateAppointment: '2026-02-03' },
    });
    const [line] = saved.body.success.LineFiche;
    const lists = { _id: [line._id], dateAppointment: ['2026-02-03'], acte: [line.acte], amount: [line.amount], finish: [1] };
    expect((await call(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, { token: doctor.token, body: { LineFiche: lists } })).status).toBe(200);
    // An act of an old sheet, without a quote line: named by its own text.
    await t.db.query(
      `insert into sheet_lines (sheet_id, doctor_id, date_appointment, acte, amount, finish, teeth) values ($1, $2, '2025-06-01', 'Détartrage ancien', 0, 1, '{46}')`,
      [sheet._id, doctor._id],
    );
  });

  const chart = async (session: Session = doctor) => (await call<{ success: ClinicalChart }>(t.app, 'GET', `/api/clinical/chart?patient=${patient}`, { token: session.token })).body.success;
  const record = (body: Record<string, unknown>, session: Session = doctor, lang?: string) =>
    call<ConditionsAnswer>(t.app, 'POST', '/api/clinical/condition', { token: session.token, body: { patient, ...body }, lang });
  const writeNote = (body: Record<string, unknown>, session: Session = doctor) => call<NoteAnswer>(t.app, 'POST', '/api/clinical/note', { token: session.token, body: { patient, ...body } });
  const auditOf = (entity: string) =>
    t.db.query<{ action: string; entity_id: string; username: string }>('select action, entity_id::text, username from audit_log where entity = $1 and patient_id = $2 order by id', [entity, patient]);
  const actKey = (act: ChartAct) => [act.tooth, act.status, act.treatment, act.treatmentType, act.surface, act.date, act.quote?.num ?? null, act.sheet?.num ?? null];

  it('draws planned quote lines and done sheet lines tooth by tooth', async () => {
    const { acts } = await chart();
    const today = new Date().toISOString().slice(0, 10);
    expect(acts.map(actKey).sort()).toEqual(
      [
        ['11', 'done', 'Couronne céramo-métal', 'prothese', null, '2026-02-03', quote.numDevis, 1],
        ['12', 'planned', 'Couronne céramo-métal', 'prothese', null, expect.any(String), quote.numDevis, null],
        ['36', 'planned', 'Composite', 'conservative', 'MO', expect.any(String), quote.numDevis, null],
        ['46', 'done', 'Détartrage ancien', '', null, '2025-06-01', null, 1],
      ].sort(),
    );
    expect(acts.find((act) => act.tooth === '12')?.date?.slice(0, 4)).toBe(today.slice(0, 4));
    expect(acts.find((act) => act.tooth === '11')?.doctor).toEqual({ _id: doctor._id, username: 'dr.record' });
  });

  it('records a condition on several teeth by its code or id, and removes one, both audited', async () => {
    const recorded = await record({ teeth: ['36', '37'], type: 'carie', date: '2026-03-01', surface: 'O', note: 'Sensible au froid' });
    expect(recorded.status).toBe(200);
    expect(recorded.body.success.map((c) => [c.tooth, c.type.code, c.date, c.surface, c.note, c.by?.username])).toEqual([
      ['36', 'carie', '2026-03-01', 'O', 'Sensible au froid', 'dr.record'],
      ['37', 'carie', '2026-03-01', 'O', 'Sensible au froid', 'dr.record'],
    ]);
    const carie = recorded.body.success[0].type;
    const byId = await record({ teeth: ['11'], type: { _id: carie._id }, date: '2026-01-15' });
    expect(byId.body.success[0].type.code).toBe('carie');

    const { conditions } = await chart();
    expect(conditions.map((c) => c.tooth)).toEqual(['11', '36', '37']);
    const removed = await call<{ success: ToothCondition }>(t.app, 'DELETE', `/api/clinical/condition/${byId.body.success[0]._id}`, { token: doctor.token });
    expect(removed.body.success.tooth).toBe('11');
    expect((await chart()).conditions.map((c) => c.tooth)).toEqual(['36', '37']);
    expect((await auditOf('toothCondition')).map((row) => [row.action, row.username])).toEqual([
      ['create', 'dr.record'],
      ['create', 'dr.record'],
      ['create', 'dr.record'],
      ['delete', 'dr.record'],
    ]);
    // Not money: the patient's money history leaves the clinical record out.
    const history = await call<{ success: AuditEntry[] }>(t.app, 'GET', `/api/patient/${patient}/history`, { token: admin.token });
    expect(history.body.success.some((entry) => ['toothCondition', 'clinicalNote'].includes(entry.entity))).toBe(false);
  });

  it('refuses an unknown condition, a future day and bad teeth with their messages, recording nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from tooth_conditions');
    expect(await record({ teeth: ['36'], type: 'fracture', date: '2099-01-01' }, doctor, 'ar')).toMatchObject({
      status: 300,
      body: { formErrors: [ar('clinical.conditionTypeUnknown'), ar('clinical.dateInFuture')] },
    });
    expect(await record({ teeth: ['19', '36'], type: 'carie', date: '2026-01-01' })).toMatchObject({ status: 300, body: { formErrors: [fr('clinical.toothInvalid')] } });
    expect(await record({ teeth: ['36', 36], type: 'carie', date: '2026-01-01' })).toMatchObject({ status: 300, body: { formErrors: [fr('clinical.toothRepeated')] } });
    expect(await record({ teeth: [], type: '', date: '2026-02-30' })).toMatchObject({
      status: 300,
      body: { formErrors: [fr('clinical.teethRequired'), fr('clinical.conditionTypeRequired'), fr('clinical.dateInvalid')] },
    });
    expect(await t.db.query('select count(*)::int as n from tooth_conditions')).toEqual(before);
  });

  it("answers another doctor's patient exactly as an unknown one, and lets the assistant read but not write", async () => {
    const stranger = await createDoctor(t.app, admin.token, 'dr.record.stranger');
    const unknown = '987654321';
    for (const url of [`/api/clinical/chart?patient=`, `/api/clinical/note?patient=`, `/api/clinical/tooth?tooth=36&patient=`]) {
      const foreign = await call(t.app, 'GET', `${url}${patient}`, { token: stranger.token });
      const missing = await call(t.app, 'GET', `${url}${unknown}`, { token: stranger.token });
      expect([foreign.status, foreign.raw]).toEqual([404, missing.raw]);
    }
    const foreignWrite = await record({ teeth: ['36'], type: 'carie', date: '2026-01-01' }, stranger);
    const missingWrite = await call(t.app, 'POST', '/api/clinical/condition', { token: stranger.token, body: { patient: unknown, teeth: ['36'], type: 'carie', date: '2026-01-01' } });
    expect([foreignWrite.status, foreignWrite.raw]).toEqual([404, missingWrite.raw]);
    const [condition] = (await chart()).conditions;
    expect((await call(t.app, 'DELETE', `/api/clinical/condition/${condition._id}`, { token: stranger.token })).status).toBe(404);

    const assistant = await createAssistant(t.app, admin.token, 'record.assistant');
    expect((await chart(assistant)).conditions.length).toBe(2);
    expect((await record({ teeth: ['36'], type: 'carie', date: '2026-01-01' }, assistant)).status).toBe(403);
    expect((await writeNote({ date: '2026-01-01', text: 'Note' }, assistant)).status).toBe(403);
  });

  it('changes a note for 24 hours by its author only, then completes it by addenda, every change audited', async () => {
    const written = await writeNote({ date: '2026-03-01', text: 'Douleur sur 36', teeth: '36,37' });
    expect(written.status).toBe(200);
    const note = written.body.success;
    expect(note).toMatchObject({ patient, date: '2026-03-01', text: 'Douleur sur 36', teeth: ['36', '37'], author: { username: 'dr.record' }, addenda: [] });
    expect(Date.parse(note.editableUntil) - Date.parse(note.createdAt)).toBe(24 * 3600 * 1000);
    const url = `/api/clinical/note/${note._id}`;

    const changed = await call<NoteAnswer>(t.app, 'PUT', url, { token: doctor.token, body: { date: '2026-03-01', text: 'Douleur vive sur 36', teeth: ['36'] } });
    expect(changed.body.success).toMatchObject({ text: 'Douleur vive sur 36', teeth: ['36'] });
    const colleague = await createDoctor(t.app, admin.token, 'dr.record.colleague');
    await t.db.query('insert into patient_doctors (patient_id, doctor_id) values ($1, $2)', [patient, colleague._id]);
    expect(await call(t.app, 'PUT', url, { token: colleague.token, body: { date: '2026-03-01', text: 'Autre' } })).toMatchObject({
      status: 403,
      body: { err: fr('clinical.noteNotAuthor') },
    });
    const future = await call(t.app, 'PUT', url, { token: doctor.token, body: { date: '2099-03-01', text: 'Plus tard' } });
    expect(future).toMatchObject({ status: 300, body: { formErrors: [fr('clinical.dateInFuture')] } });

    // A day later: the note is locked; an addendum (by anyone who may write notes) completes it.
    await t.db.query("update clinical_notes set created_at = created_at - interval '24 hours 1 second' where id = $1", [note._id]);
    expect(await call(t.app, 'PUT', url, { token: doctor.token, body: { date: '2026-03-01', text: 'Trop tard' } })).toMatchObject({
      status: 409,
      body: { err: fr('clinical.noteLocked') },
    });
    const first = await call<NoteAnswer>(t.app, 'POST', `${url}/addendum`, { token: doctor.token, body: { text: 'Radio demandée' } });
    const second = await call<NoteAnswer>(t.app, 'POST', `${url}/addendum`, { token: colleague.token, body: { text: 'Vu en urgence' } });
    expect(first.status).toBe(200);
    expect(second.body.success.text).toBe('Douleur vive sur 36');
    expect(second.body.success.addenda.map((a) => [a.text, a.author?.username, typeof a.createdAt])).toEqual([
      ['Radio demandée', 'dr.record', 'string'],
      ['Vu en urgence', 'dr.record.colleague', 'string'],
    ]);
    expect(await call(t.app, 'POST', `${url}/addendum`, { token: doctor.token, body: { text: ' ' } })).toMatchObject({ status: 300, body: { formErrors: [fr('clinical.noteRequired')] } });

    const listed = await call<{ success: ClinicalNote[] }>(t.app, 'GET', `/api/clinical/note?patient=${patient}`, { token: doctor.token });
    expect(listed.body.success.map((n) => [n._id, n.addenda.length])).toEqual([[note._id, 2]]);
    expect((await auditOf('clinicalNote')).map((row) => [row.action, row.entity_id, row.username])).toEqual([
      ['create', note._id, 'dr.record'],
      ['update', note._id, 'dr.record'],
      ['addendum', note._id, 'dr.record'],
      ['addendum', note._id, 'dr.record.colleague'],
    ]);
    expect((await chart()).notes).toEqual([{ tooth: '36', count: 1 }]);
  });

  it("lists a tooth's acts, conditions, notes and images, newest first", async () => {
    await writeNote({ date: '2025-12-01', text: 'Contrôle', teeth: ['36'] });
    const sha = 'a'.repeat(64);
    await t.db.query(
      `insert into patient_images (patient_id, kind, format, taken_on, teeth, size, width, height, sha256, thumb_sha256, preview_sha256, user_id)
       values ($1, 'retro_alveolaire', 'png', '2026-01-10', '{36,37}', 100, 8, 8, $2, $2, $2, $3)`,
      [patient, sha, doctor._id],
    );
    const history = await call<{ success: ToothHistoryEntry[] }>(t.app, 'GET', `/api/clinical/tooth?patient=${patient}&tooth=36`, { token: doctor.token });
    expect(history.status).toBe(200);
    const quoteDay = (await chart()).acts.find((act) => act.tooth === '36')?.date;
    expect(history.body.success.map((entry) => [entry.kind, entry.date])).toEqual([
      ['act', quoteDay],
      ['condition', '2026-03-01'],
      ['note', '2026-03-01'],
      ['image', '2026-01-10'],
      ['note', '2025-12-01'],
    ]);
    const [act, , , image] = history.body.success;
    expect(act.kind === 'act' && [act.act.status, act.act.treatment, act.act.surface]).toEqual(['planned', 'Composite', 'MO']);
    expect(image.kind === 'image' && [image.image.kind, image.image.teeth, image.image.uploadedBy?.username]).toEqual(['retro_alveolaire', ['36', '37'], 'dr.record']);
    expect((await chart()).images).toEqual([
      { tooth: '36', count: 1 },
      { tooth: '37', count: 1 },
    ]);
    expect((await call(t.app, 'GET', `/api/clinical/tooth?patient=${patient}&tooth=19`, { token: doctor.token })).body).toEqual({ formErrors: [fr('clinical.toothInvalid')] });
  });
});
