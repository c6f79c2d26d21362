import { beforeAll, describe, expect, it } from '@jest/globals';
import type { MessageKey, Patient, PatientInput } from '@dental/contracts';
import { fieldParam } from '@dental/contracts';
import { insertPayment } from '../../test/fixtures';
import { ar, call, createLimitedUser, createRole, createUser, fr, useAdminApp, type Session } from '../../test/helpers';
import {
  cashModeId,
  createAssistant,
  createDoctor,
  createInsurer,
  createPatient,
  patientForm,
  transition,
  type PatientAnswer,
} from '../../test/patients';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('patients: the form, the file header and deletion', () => {
  const { t, admin } = useAdminApp();
  let sidi: Session;
  let aicha: Session;
  let mohamed: Session;
  let assistant: Session;
  let cnam: string;
  let cash: string;

  beforeAll(async () => {
    sidi = await createDoctor(t.app, admin.token, 'dr.sidi');
    aicha = await createDoctor(t.app, admin.token, 'dr.aicha');
    mohamed = await createDoctor(t.app, admin.token, 'dr.mohamed');
    assistant = await createAssistant(t.app, admin.token, 'assistant');
    cnam = await createInsurer(t.app, admin.token, 'CNAM', 300);
    cash = await cashModeId(t.app, admin.token);
  });

  const post = (body: unknown, session: Session = admin, lang?: string) => call<PatientAnswer>(t.app, 'POST', '/api/patient', { token: session.token, body, lang });
  const put = (id: string, body: unknown, session: Session = admin, lang?: string) =>
    call<PatientAnswer>(t.app, 'PUT', `/api/patient/${id}`, { token: session.token, body, lang });

  it('creates a patient and answers the wire shape of the patient file header', async () => {
    const response = await post({ ...patientForm(sidi._id, { name: '  Mariem Mint Sidi  ', HealthCondition: 'Diabète' }), user: 'ignored' }, assistant);
    expect(response.status).toBe(200);
    expect(response.body.success).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      doctor: [sidi._id],
      RegNo: null,
      name: 'Mariem Mint Sidi',
      contact: { phone: '36123456', whatsApp: '+22236123456' },
      address: 'Tevragh Zeina',
      HealthCondition: 'Diabète',
      messageLanguage: null,
      dob: 1985,
      assurance: { society: null, registrationNumber: null, professionalId: null, coverage: null, percentCovered: null },
      finish: false,
      archive: false,
      date_archive: null,
      balance: 0,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const viewed = await call<PatientAnswer>(t.app, 'GET', `/api/patient/${response.body.success._id}`, { token: sidi.token });
    expect(viewed.status).toBe(200);
    expect(viewed.body.success).toEqual(response.body.success);
  });

  it('defaults WhatsApp to +222 and stores an insured patient with the whole insurance', async () => {
    const plain = await createPatient(t.app, admin.token, patientForm(sidi._id, { contact: { phone: '22 33 44 55' } }));
    expect(plain.contact).toEqual({ phone: '22 33 44 55', whatsApp: '+222' });
    const blank = await createPatient(t.app, admin.token, patientForm(sidi._id, { contact: { phone: '22334455', whatsApp: '  ' } }));
    expect(blank.contact.whatsApp).toBe('+222');

    const insured = await createPatient(
      t.app,
      admin.token,
      patientForm(sidi._id, {
        assure: true,
        assurance: { society: cnam, registrationNumber: 'IMM-1', professionalId: 'MAT-9', coverage: 'Assuré principal', percentCovered: 80 },
        yearOfBirth: undefined,
        dob: 1990,
      }),
    );
    expect(insured.assurance).toEqual({ society: cnam, registrationNumber: 'IMM-1', professionalId: 'MAT-9', coverage: 'Assuré principal', percentCovered: 80 });
    expect(insured.dob).toBe(1990);

    // Not insured: whatever insurance is sent is not kept.
    const notInsured = await createPatient(
      t.app,
      admin.token,
      patientForm(sidi._id, { assure: false, assurance: { society: cnam, registrationNumber: 'X', coverage: 'Y', percentCovered: 10 } }),
    );
    expect(notInsured.assurance.society).toBeNull();
  });

  it('keeps several doctors in the order given, without duplicates', async () => {
    const patient = await createPatient(t.app, admin.token, patientForm(aicha._id, { doctor: [aicha._id, sidi._id, aicha._id] }));
    expect(patient.doctor).toEqual([aicha._id, sidi._id]);
  });

  it('edits a patient: fields, insurance, year of birth as dob, WhatsApp kept when not sent', async () => {
    const created = await createPatient(t.app, admin.token, patientForm(sidi._id, { contact: { phone: '36000001', whatsApp: '+22246000001' } }));
    const response = await put(created._id, {
      user: admin._id,
      doctor: sidi._id,
      name: 'Nom corrigé',
      contact: { phone: '36000002' },
      HealthCondition: 'Allergie pénicilline',
      dob: 1979,
      address: 'Ksar',
      assure: true,
      assurance: { society: cnam, registrationNumber: 'IMM-2', coverage: 'Conjoint', percentCovered: 50 },
      // Ignored on edit: no consultation is recorded.
      isConsult: true,
      method: cash,
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toMatchObject({
      _id: created._id,
      name: 'Nom corrigé',
      contact: { phone: '36000002', whatsApp: '+22246000001' },
      HealthCondition: 'Allergie pénicilline',
      dob: 1979,
      address: 'Ksar',
      assurance: { society: cnam, registrationNumber: 'IMM-2', professionalId: null, coverage: 'Conjoint', percentCovered: 50 },
      balance: 0,
    });
    const [{ count }] = await t.db.query<{ count: number }>(
      'select (select count(*) from charges where patient_id = $1) + (select count(*) from payments where patient_id = $1) as count',
      [created._id],
    );
    expect(Number(count)).toBe(0);

    const uninsured = await put(created._id, { ...patientForm(sidi._id), contact: { phone: '36000002', whatsApp: '' }, assure: false });
    expect(uninsured.body.success.assurance).toEqual({ society: null, registrationNumber: null, professionalId: null, coverage: null, percentCovered: null });
    expect(uninsured.body.success.contact.whatsApp).toBe('+222');
  });

  it('archives and unarchives through PUT, stamping date_archive once', async () => {
    const created = await createPatient(t.app, admin.token, patientForm(sidi._id));
    const archived = await put(created._id, { ...patientForm(sidi._id), archive: true });
    expect(archived.body.success.archive).toBe(true);
    expect(archived.body.success.date_archive).toMatch(ISO);
    const again = await put(created._id, { ...patientForm(sidi._id), archive: true });
    expect(again.body.success.date_archive).toBe(archived.body.success.date_archive);
    const kept = await put(created._id, patientForm(sidi._id));
    expect(kept.body.success).toMatchObject({ archive: true, date_archive: archived.body.success.date_archive });
    const back = await put(created._id, { ...patientForm(sidi._id), archive: false });
    expect(back.body.success).toMatchObject({ archive: false, date_archive: null });
  });

  it("replaces the doctors on edit but keeps a doctor who has records for the patient", async () => {
    const created = await createPatient(t.app, admin.token, patientForm(sidi._id, { doctor: [sidi._id, aicha._id] }));
    const moved = await put(created._id, patientForm(aicha._id));
    expect(moved.body.success.doctor).toEqual([aicha._id]);

    const shared = await createPatient(t.app, admin.token, patientForm(sidi._id, { doctor: [sidi._id, aicha._id] }));
    await insertPayment(t.db, { patientId: shared._id, doctorId: sidi._id, amount: 100 });
    const kept = await put(shared._id, patientForm(aicha._id));
    expect(kept.body.success.doctor).toEqual([sidi._id, aicha._id]);
  });

  it('deletes a patient without records, refuses one with payments or charges (409)', async () => {
    const created = await createPatient(t.app, admin.token, patientForm(sidi._id, { doctor: [sidi._id, aicha._id] }));
    const deleted = await call<PatientAnswer>(t.app, 'DELETE', `/api/patient/${created._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success._id).toBe(created._id);
    expect((await call(t.app, 'GET', `/api/patient/${created._id}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/patient/${created._id}`, { token: admin.token })).status).toBe(404);

    const paying = await createPatient(t.app, admin.token, patientForm(sidi._id, { isConsult: true, method: cash }));
    for (const lang of ['fr', 'ar'] as const) {
      const refused = await call(t.app, 'DELETE', `/api/patient/${paying._id}`, { token: admin.token, lang });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ err: (lang === 'fr' ? fr : ar)('patient.hasRecords') });
    }
    const charged = await createPatient(t.app, admin.token, patientForm(sidi._id));
    await t.db.query("insert into charges (patient_id, doctor_id, amount) values ($1, $2, '10.00')", [charged._id, sidi._id]);
    expect((await call(t.app, 'DELETE', `/api/patient/${charged._id}`, { token: admin.token })).status).toBe(409);
  });

  it('checks permissions: AJOUTER, MODIFIER and SUPPRIMER on PATIENTS', async () => {
    const viewer = await createLimitedUser(t.app, admin.token, 'viewer', [['AFFICHER_GLOBAL', 'PATIENTS']]);
    const patient = await createPatient(t.app, admin.token, patientForm(sidi._id));
    expect((await post(patientForm(sidi._id), viewer)).status).toBe(403);
    expect((await put(patient._id, patientForm(sidi._id), viewer)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/patient/${patient._id}`, { token: viewer.token })).status).toBe(403);
    for (const action of ['passPatient', 'finishPatient', 'returnPatient']) {
      expect((await call(t.app, 'POST', `/api/patient/${action}`, { token: viewer.token, body: { patient: patient._id } })).status).toBe(403);
    }
    const nobody = await createLimitedUser(t.app, admin.token, 'nobody', [['AFFICHER', 'RDV']]);
    const list = await call<{ err: string }>(t.app, 'GET', '/api/patient', { token: nobody.token });
    expect(list.status).toBe(403);
    expect(list.body.err.startsWith('AFFICHER')).toBe(true);
    expect((await call(t.app, 'GET', `/api/patient/${patient._id}`, { token: nobody.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/patient')).status).toBe(401);
    // The default Médecin role may not delete.
    expect((await call(t.app, 'DELETE', `/api/patient/${patient._id}`, { token: sidi.token })).status).toBe(403);
  });

  it('keeps an own-data doctor to their own patients: creation, view, edit, transitions', async () => {
    const own = await post(patientForm(sidi._id), sidi);
    expect(own.status).toBe(200);
    const forOther = await post(patientForm(aicha._id), sidi);
    expect(forOther.status).toBe(403);
    expect((forOther.body as unknown as { err: string }).err).toBe(fr('auth.otherDoctor'));
    const aichas = await createPatient(t.app, admin.token, patientForm(aicha._id));
    expect((await call(t.app, 'GET', `/api/patient/${aichas._id}`, { token: sidi.token })).status).toBe(404);
    expect((await put(aichas._id, patientForm(sidi._id), sidi)).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/patient/passPatient', { token: sidi.token, body: { patient: aichas._id } })).status).toBe(404);
    // Editing one's own patient may not hand it to a doctor who is not already following it.
    expect((await put(own.body.success._id, patientForm(aicha._id), sidi)).status).toBe(403);
    // The assistant sees and works for every doctor.
    expect((await call(t.app, 'GET', `/api/patient/${aichas._id}`, { token: assistant.token })).status).toBe(200);
    expect((await post(patientForm(aicha._id), assistant)).status).toBe(200);
  });

  it('lets an own-data doctor change only their own part of a shared patient, and not delete it', async () => {
    const shared = await createPatient(t.app, admin.token, patientForm(aicha._id, { doctor: [aicha._id, sidi._id], name: 'Shared Patient' }));
    const doctors = async () => (await call<PatientAnswer>(t.app, 'GET', `/api/patient/${shared._id}`, { token: admin.token })).body.success.doctor;
    // The form of a limited doctor sends only themselves: the colleague stays.
    const edited = await put(shared._id, patientForm(sidi._id, { name: 'Shared Patient Renamed' }), sidi);
    expect(edited.status).toBe(200);
    expect(edited.body.success).toMatchObject({ name: 'Shared Patient Renamed', doctor: [aicha._id, sidi._id] });
    // Naming only the colleague means leaving the patient; adding a third doctor is refused.
    expect((await put(shared._id, patientForm(aicha._id, { doctor: [aicha._id, mohamed._id, sidi._id] }), sidi)).status).toBe(403);
    expect(await doctors()).toEqual([aicha._id, sidi._id]);
    const deleter = await createRole(t.app, admin.token, 'Own doctors who delete', [
      ['AFFICHER', 'PATIENTS'],
      ['SUPPRIMER', 'PATIENTS'],
    ]);
    const sidiDeleting = await createUser(t.app, admin.token, 'dr.sidi.deleting', [deleter._id], { doctor: { cabinet: true, percentage: 50 } });
    await call(t.app, 'PUT', `/api/patient/${shared._id}`, {
      token: admin.token,
      body: patientForm(aicha._id, { doctor: [aicha._id, sidi._id, sidiDeleting._id], name: 'Shared Patient Renamed' }),
    });
    for (const lang of ['fr', 'ar'] as const) {
      const removed = await call(t.app, 'DELETE', `/api/patient/${shared._id}`, { token: sidiDeleting.token, lang });
      expect(removed).toMatchObject({ status: 403, body: { err: (lang === 'fr' ? fr : ar)('patient.sharedDelete') } });
    }
    expect(await doctors()).toEqual([aicha._id, sidi._id, sidiDeleting._id]);
    const left = await put(shared._id, patientForm(aicha._id), sidi);
    expect(left.status).toBe(200);
    expect(left.body.success.doctor).toEqual([aicha._id, sidiDeleting._id]);
    // The global view changes the whole list.
    const reassigned = await put(shared._id, patientForm(mohamed._id), assistant);
    expect(reassigned.body.success.doctor).toEqual([mohamed._id]);
  });

  describe('validation, in the language of the request', () => {
    const cases: [string, unknown, MessageKey[]][] = [
      ['empty form', {}, ['patient.doctorRequired', 'patient.nameRequired', 'patient.phoneRequired', 'patient.yearOfBirthRequired']],
      [
        'blank texts',
        { doctor: [], name: '   ', contact: { phone: ' ' }, yearOfBirth: 1800 },
        ['patient.doctorRequired', 'patient.nameRequired', 'patient.phoneRequired', 'patient.yearOfBirthRequired'],
      ],
      ['wrong types', { doctor: 5, name: ['x'], contact: 'x', yearOfBirth: 'x' }, ['patient.doctorRequired', 'patient.nameRequired', 'patient.phoneRequired', 'patient.yearOfBirthRequired']],
      ['year as dob of the wrong type', { doctor: '1', name: 'x', contact: { phone: '1' }, dob: '1990' }, ['patient.yearOfBirthRequired']],
      ['year not whole', { doctor: '1', name: 'x', contact: { phone: '1' }, yearOfBirth: 1990.5 }, ['patient.yearOfBirthRequired']],
      [
        'insured without the insurance',
        { doctor: '1', name: 'x', contact: { phone: '1' }, yearOfBirth: 1990, assure: true, isConsult: true },
        ['patient.societyRequired', 'patient.registrationNumberRequired', 'patient.coverageRequired', 'patient.percentRequired', 'patient.amountRequired'],
      ],
      [
        'insured, everything missing at once',
        { assure: true, assurance: { percentCovered: 'x' } },
        [
          'patient.doctorRequired',
          'patient.nameRequired',
          'patient.phoneRequired',
          'patient.yearOfBirthRequired',
          'patient.societyRequired',
          'patient.registrationNumberRequired',
          'patient.coverageRequired',
          'patient.percentRequired',
        ],
      ],
      [
        'percentage out of range',
        { doctor: '1', name: 'x', contact: { phone: '1' }, yearOfBirth: 1990, assure: true, assurance: { society: '1', registrationNumber: 'r', coverage: 'c', percentCovered: 101 } },
        ['patient.percentRequired'],
      ],
    ];
    for (const [label, body, keys] of cases) {
      it(`answers every message for: ${label}`, async () => {
        for (const [lang, translate] of [
          ['fr', fr],
          ['ar', ar],
        ] as const) {
          const response = await post(body, admin, lang);
          expect({ label, lang, status: response.status, body: response.body }).toEqual({
            label,
            lang,
            status: 300,
            body: { formErrors: keys.map((key) => translate(key)) },
          });
        }
      });
    }

    it('checks the references: a doctor user, an existing insurer, a payment mode or a covered amount', async () => {
      const countPatients = async () => (await t.db.query<{ count: number }>('select count(*)::int as count from patients'))[0].count;
      const before = await countPatients();
      const notADoctor = await post(patientForm(assistant._id), admin, 'ar');
      expect(notADoctor.body).toEqual({ formErrors: [ar('patient.doctorRequired')] });
      const unknownDoctor = await post(patientForm('987654321'), admin);
      expect(unknownDoctor.body).toEqual({ formErrors: [fr('patient.doctorRequired')] });

      const insurance = { society: '987654321', registrationNumber: 'r', coverage: 'c', percentCovered: 10 };
      for (const [lang, translate] of [
        ['fr', fr],
        ['ar', ar],
      ] as const) {
        const unknownInsurer = await post(patientForm(sidi._id, { assure: true, assurance: insurance }), admin, lang);
        expect(unknownInsurer.status).toBe(300);
        expect(unknownInsurer.body).toEqual({ formErrors: [translate('patient.societyRequired')] });
        const noMethod = await post(patientForm(sidi._id, { isConsult: true }), admin, lang);
        expect(noMethod.body).toEqual({ formErrors: [translate('patient.methodOrAmountRequired')] });
        const badAmount = await post(
          patientForm(sidi._id, { isConsult: true, assure: true, supported: 10.001, assurance: { ...insurance, society: cnam } }),
          admin,
          lang,
        );
        expect(badAmount.body).toEqual({ formErrors: [translate('patient.amountInvalid')] });
      }
      const both = await post(patientForm('987654321', { isConsult: true, method: '987654321' }), admin);
      expect(both.body).toEqual({ formErrors: [fr('patient.doctorRequired'), fr('patient.methodOrAmountRequired')] });
      const archivedMode = await call<{ success: { _id: string } }>(t.app, 'POST', '/api/paymentMode', {
        token: admin.token,
        body: { name: 'Ancien', code: 9, archive: true },
      });
      const archived = await post(patientForm(sidi._id, { isConsult: true, method: archivedMode.body.success._id }), admin);
      expect(archived.body).toEqual({ formErrors: [fr('patient.methodOrAmountRequired')] });
      // Nothing was written by the refused forms.
      expect(await countPatients()).toBe(before);
    });

    it('validates edits the same way, and the transitions', async () => {
      const patient = await createPatient(t.app, admin.token, patientForm(sidi._id));
      const edit = await put(patient._id, { name: '' }, admin, 'ar');
      expect(edit.body).toEqual({
        formErrors: [ar('patient.doctorRequired'), ar('patient.nameRequired'), ar('patient.phoneRequired'), ar('patient.yearOfBirthRequired')],
      });
      for (const action of ['passPatient', 'finishPatient']) {
        for (const body of [{}, { patient: '' }, { patient: 'abc' }, { patient: 12 }, null]) {
          const response = await call(t.app, 'POST', `/api/patient/${action}`, { token: admin.token, body: body as never, lang: 'ar' });
          expect({ action, body, status: response.status, answer: response.body }).toEqual({
            action,
            body,
            status: 300,
            answer: { formErrors: [ar('patient.patientRequired')] },
          });
        }
      }
      const returned = await call(t.app, 'POST', '/api/patient/returnPatient', { token: admin.token, body: {} });
      expect(returned.body).toEqual({ formErrors: [fr('patient.patientRequired'), fr('patient.doctorRequired')] });
      const noPayment = await call(t.app, 'POST', '/api/patient/returnPatient', {
        token: admin.token,
        body: { patient: patient._id, doctor: sidi._id },
        lang: 'ar',
      });
      expect(noPayment.body).toEqual({ formErrors: [ar('patient.methodOrAmountRequired')] });
    });
  });

  describe('hostile input never breaks the server', () => {
    const huge = 'é'.repeat(5000);
    const sqlish = "x'); drop table patients; --";
    const bodies: unknown[] = [
      [],
      'text',
      42,
      null,
      { doctor: { $gt: '' }, name: { $ne: null }, contact: [], yearOfBirth: { year: 1 } },
      { doctor: ['1', '99999999999999999999999'], name: 'x', contact: { phone: '1' }, yearOfBirth: 1990 },
      { doctor: sqlish, name: sqlish, contact: { phone: sqlish, whatsApp: sqlish }, yearOfBirth: 1990 },
      { doctor: '1', name: huge, contact: { phone: huge, whatsApp: huge }, yearOfBirth: 1990, address: huge, HealthCondition: huge },
      { doctor: '1', name: 'x', contact: { phone: '1' }, yearOfBirth: 1e308, assure: 'yes', isConsult: 'on', archive: 'no' },
      {
        doctor: '1',
        name: 'x',
        contact: { phone: '1' },
        yearOfBirth: 1990,
        assure: true,
        isConsult: true,
        supported: 1e20,
        assurance: { society: sqlish, registrationNumber: huge, coverage: 'c', percentCovered: -1e9 },
      },
      { doctor: '1', name: 'x', contact: { phone: '1' }, yearOfBirth: 1990, isConsult: true, method: sqlish },
      { doctor: '1', name: 'x', contact: { phone: '1' }, yearOfBirth: 1990, isConsult: true, method: '99999999999999999999' },
      { __proto__: { doctor: '1' }, constructor: { prototype: { admin: true } } },
    ];

    const expectSafe = (label: unknown, response: { status: number; raw: string; body: unknown }) => {
      expect({ label, status: response.status, serverError: response.status >= 500 }).toEqual({ label, status: response.status, serverError: false });
      expect(response.raw).not.toMatch(/stack|node_modules|syntax error|relation "|violates/i);
    };

    it('answers 300 or 4xx for hostile forms and ids, never 5xx', async () => {
      const patient = await createPatient(t.app, admin.token, patientForm(sidi._id));
      for (const body of bodies) {
        expectSafe(['POST', body], await post(body));
        expectSafe(['PUT', body], await put(patient._id, body));
      }
      for (const id of ['abc', '0', '-1', '1 or 1=1', "1'; --", '99999999999999999999', '1.5', '%00']) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const response = await call(t.app, method, `/api/patient/${encodeURIComponent(id)}`, { token: admin.token, body: method === 'PUT' ? patientForm(sidi._id) : undefined });
          expectSafe([method, id], response);
          expect(response.status).toBe(400);
        }
      }
      for (const action of ['passPatient', 'finishPatient', 'returnPatient']) {
        for (const body of [...bodies, { patient: '99999999999999999999' }, { patient: sqlish, doctor: sqlish, method: sqlish, supported: 'x' }]) {
          expectSafe([action, body], await call(t.app, 'POST', `/api/patient/${action}`, { token: admin.token, body: body as never }));
        }
      }
      const queries = [
        'ptType=unknown',
        'ptType=finish&filter=archived',
        'filter=debtor',
        'ptType=current&filter=',
        `q=${encodeURIComponent(sqlish)}`,
        `q=${encodeURIComponent('%_\\')}`,
        `q=${'x'.repeat(500)}`,
        'q=a&q=b',
        'offset=-1',
        'offset=abc',
        'limit=0',
        'limit=100000',
        'limit=1e3',
        'doctor=abc',
        `doctor=${encodeURIComponent(sqlish)}`,
        'doctor=99999999999999999999',
        'ptType[]=current',
      ];
      for (const query of queries) {
        const response = await call(t.app, 'GET', `/api/patient?${query}`, { token: admin.token });
        expectSafe(query, response);
      }
      const wildcards = await call<{ total: number }>(t.app, 'GET', `/api/patient?q=${encodeURIComponent('%')}`, { token: admin.token });
      expect(wildcards.status).toBe(200);
      expect(wildcards.body.total).toBe(0);
      const [{ count }] = await t.db.query<{ count: number }>('select count(*)::int as count from patients');
      expect(count).toBeGreaterThan(0);
    });

    it('reports what is wrong with a query', async () => {
      const filter = await call(t.app, 'GET', '/api/patient?ptType=finish&filter=archived', { token: admin.token });
      expect(filter.status).toBe(300);
      expect(filter.body).toEqual({ formErrors: [fr('common.invalidField', { field: fieldParam('filter') })] });
      const doctor = await call(t.app, 'GET', '/api/patient?doctor=abc', { token: admin.token, lang: 'ar' });
      expect(doctor.body).toEqual({ formErrors: [ar('common.invalidId')] });
      const tooLong = await post(patientForm(sidi._id, { name: 'n'.repeat(201) }));
      expect(tooLong.body).toEqual({ formErrors: ['Valeur trop longue : nom'] });
    });
  });

  it('lists what a patient file needs after a consultation: the balance of the charge and its payment', async () => {
    const created: Patient = await createPatient(t.app, admin.token, patientForm(sidi._id, { isConsult: true, method: cash }));
    expect(created.balance).toBe(0);
    const passed = await transition(t.app, admin.token, 'passPatient', created._id);
    expect(passed.RegNo).toMatch(/^\d{4,}$/);
    const body: PatientInput = patientForm(sidi._id);
    expect((await put(created._id, body)).body.success.RegNo).toBe(passed.RegNo);
  });
});
