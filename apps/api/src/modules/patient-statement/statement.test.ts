import { beforeAll, describe, expect, it } from '@jest/globals';
import type { PatientStatement, Quote, Sheet } from '@dental/contracts';
import { ar, call, fr, useAdminApp, type Session } from '../../test/helpers';
import { balanceOf, createQuote, createTreatment } from '../../test/patient-file';
import { cashModeId, createDoctor, createInsurer, createPatient, openInvoice, patientForm, transition } from '../../test/patients';

type Answer = { success?: PatientStatement; formErrors?: string[]; err?: string };

/** Issue 34: the account statement (relevé de compte) of a patient, from the one domain function. */
describe('GET patient/{id}/statement', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let other: Session;
  let patient: string;

  const statement = (query = '', session: Session = doctor, lang: 'fr' | 'en' | 'ar' = 'fr', id = patient) =>
    call<Answer>(t.app, 'GET', `/api/patient/${id}/statement${query}`, { token: session.token, lang });

  beforeAll(async () => {
    doctor = await createDoctor(t.app, admin.token, 'dr.releve');
    other = await createDoctor(t.app, admin.token, 'dr.autre', false);
    const cnam = await createInsurer(t.app, admin.token, 'CNAM Relevé', 300);
    await openInvoice(t.app, admin.token, cnam, doctor._id);
    const insurance = { society: cnam, registrationNumber: 'IMM-7', coverage: 'Assuré principal', percentCovered: 80 };
    // A 300 consultation: 240 covered by the insurer.
    const created = await createPatient(
      t.app,
      admin.token,
      patientForm(doctor._id, { name: 'Demba Relevé', isConsult: true, assure: true, supported: true, assurance: insurance }),
    );
    patient = created._id;
    await transition(t.app, admin.token, 'passPatient', patient);
    // A done act of 12,000.50 and two desk payments, one in January and one in March.
    const crown = await createTreatment(t.app, admin.token, 'Couronne relevé', 12000.5, 'prothese');
    const quote: Quote = await createQuote(t.app, doctor.token, patient, [{ treatment: crown, nums: ['36'] }]);
    const sheet = (await call<{ success: Sheet }>(t.app, 'POST', `/api/fiche/${patient}`, { token: doctor.token })).body.success;
    const withLine = await call<{ success: Sheet }>(t.app, 'PUT', `/api/fiche/${patient}/LineFiche/${sheet._id}`, {
      token: doctor.token,
      body: { treatment: crown, devis: quote._id, teeth: { nums: ['36'] }, dateAppointment: null },
    });
    const line = withLine.body.success.LineFiche[0];
    const done = await call(t.app, 'PUT', `/api/fiche/${patient}/${sheet._id}`, {
      token: doctor.token,
      body: { _id: [line._id], dateAppointment: [null], acte: ['Couronne 36'], amount: [12000.5], finish: [1] },
    });
    expect(done.status).toBe(200);
    const cash = await cashModeId(t.app, admin.token);
    for (const [amount, paymentDate] of [
      [5000, '2026-01-15'],
      [2000.25, '2026-03-02'],
    ] as const) {
      const paid = await call(t.app, 'POST', '/api/payment', { token: doctor.token, body: { doctor: doctor._id, patient, amount, type: 'payment', method: cash, supported: false, paymentDate } });
      expect(paid.status).toBe(200);
    }
    // The consultation and the act are dated by when they were recorded: put them in February.
    await t.db.query(`update charges set created_at = case when kind = 'consultation' then '2026-02-01T09:00:00Z'::timestamptz else '2026-02-10T10:00:00Z'::timestamptz end where patient_id = $1`, [patient]);
    await t.db.query(`update payments set payment_date = '2026-02-01', created_at = '2026-02-01T09:00:00Z' where patient_id = $1 and supported`, [patient]);
  });

  it('lists every charge and payment with a running balance that closes on the header’s balance', async () => {
    const response = await statement();
    expect(response.status).toBe(200);
    const answer = response.body.success as PatientStatement;
    expect(answer.rows.map((row) => [row.date, row.kind, row.detail, row.charge, row.payment, row.balance])).toEqual([
      ['2026-01-15', 'payment', 'cash', 0, 5000, 5000],
      ['2026-02-01', 'consultation', '', 300, 0, 4700],
      ['2026-02-01', 'insurance', 'CNAM Relevé', 0, 240, 4940],
      ['2026-02-10', 'act', 'Couronne 36', 12000.5, 0, -7060.5],
      ['2026-03-02', 'payment', 'cash', 0, 2000.25, -5060.25],
    ]);
    expect([answer.from, answer.opening, answer.charged, answer.paid, answer.closing]).toEqual(['2026-01-15', 0, 12300.5, 7240.25, -5060.25]);
    expect(answer.closing).toBe(await balanceOf(t.app, admin.token, patient));
    expect(answer.to >= '2026-03-02').toBe(true);
  });

  it('opens a period on everything before it', async () => {
    const answer = (await statement('?from=2026-02-05&to=2026-02-28')).body.success as PatientStatement;
    expect([answer.from, answer.to, answer.opening, answer.rows.length, answer.closing]).toEqual(['2026-02-05', '2026-02-28', 4940, 1, -7060.5]);
  });

  it('refuses impossible dates and a reversed period in the request’s language, as a form', async () => {
    for (const [query, key] of [
      ['?from=2026-02-31', 'statement.fromInvalid'],
      ['?from=31/01/2026', 'statement.fromInvalid'],
      ['?to=2026-13-01', 'statement.toInvalid'],
      ['?to=abc', 'statement.toInvalid'],
      ['?from=2026-03-01&to=2026-02-01', 'statement.rangeReversed'],
    ] as const) {
      const response = await statement(query);
      expect({ query, status: response.status, body: response.body }).toEqual({ query, status: 300, body: { formErrors: [fr(key)] } });
    }
    const arabic = await statement('?from=2026-02-30', doctor, 'ar');
    expect(arabic.body).toEqual({ formErrors: [ar('statement.fromInvalid')] });
    const english = await statement('?from=2026-03-01&to=2026-02-01', doctor, 'en');
    expect(english.body.formErrors?.[0]).toMatch(/"From" date must come before/);
  });

  it('does not find another doctor’s patient, nor a patient that does not exist', async () => {
    expect((await statement('', other)).status).toBe(404);
    const missing = await statement('', doctor, 'fr', '987654321');
    expect([missing.status, missing.body]).toEqual([404, { err: fr('common.notFound') }]);
  });

  it('answers a patient without movements with an empty statement', async () => {
    const empty = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Sans Mouvement', contact: { phone: '36999999' } }));
    const answer = (await statement('', doctor, 'fr', empty._id)).body.success as PatientStatement;
    expect([answer.from, answer.rows, answer.opening, answer.closing]).toEqual([null, [], 0, 0]);
  });
});
