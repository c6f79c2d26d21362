import { beforeAll, describe, expect, it } from '@jest/globals';
import type { InsuranceInvoice, MessageKey, Patient, PatientPageAnswer } from '@dental/contracts';
import { ar, call, fr, useAdminApp, type Session } from '../../test/helpers';
import {
  cashModeId,
  createAssistant,
  createDoctor,
  createInsurer,
  createPatient,
  openInvoice,
  patientForm,
  transition,
  type PatientAnswer,
} from '../../test/patients';

interface ChargeRow {
  doctor: string;
  user: string | null;
  amount: string;
  kind: string;
}
interface PaymentRow {
  doctor: string;
  user: string | null;
  amount: string;
  type: string;
  method: string | null;
  supported: boolean;
  invoice: string | null;
  approved: boolean;
}

describe('patient stages (pass, finish, return) and consultations', () => {
  const { t, admin } = useAdminApp();
  let sidi: Session;
  let aicha: Session;
  let mohamed: Session;
  let assistant: Session;
  let cash: string;
  let cnam: string;
  let cnamInvoiceSidi: string;
  let saham: string;

  const charges = (patient: string) =>
    t.db.query<ChargeRow>('select doctor_id::text as doctor, user_id::text as "user", amount::text as amount, kind from charges where patient_id = $1 order by id', [
      patient,
    ]);
  const payments = (patient: string) =>
    t.db.query<PaymentRow>(
      `select doctor_id::text as doctor, user_id::text as "user", amount::text as amount, type, method_id::text as method,
              supported, invoice_assur_id::text as invoice, approved
         from payments where patient_id = $1 order by id`,
      [patient],
    );
  const action = (name: string, body: unknown, session: Session = admin, lang?: string) =>
    call<PatientAnswer>(t.app, 'POST', `/api/patient/${name}`, { token: session.token, body, lang });
  const expectRefused = async (name: string, body: unknown, key: MessageKey) => {
    for (const [lang, translate] of [
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      const response = await action(name, body, admin, lang);
      expect({ name, lang, status: response.status, body: response.body }).toEqual({ name, lang, status: 300, body: { formErrors: [translate(key)] } });
    }
  };
  const insured = (society: string, percentCovered = 80) => ({
    assure: true,
    assurance: { society, registrationNumber: 'IMM-77', professionalId: 'MAT-1', coverage: 'Assuré principal', percentCovered },
  });

  beforeAll(async () => {
    sidi = await createDoctor(t.app, admin.token, 'dr.sidi');
    aicha = await createDoctor(t.app, admin.token, 'dr.aicha');
    mohamed = await createDoctor(t.app, admin.token, 'dr.mohamed', false);
    assistant = await createAssistant(t.app, admin.token, 'assistant');
    cash = await cashModeId(t.app, admin.token);
    cnam = await createInsurer(t.app, admin.token, 'CNAM', 300);
    cnamInvoiceSidi = await openInvoice(t.app, admin.token, cnam, sidi._id);
    saham = await createInsurer(t.app, admin.token, 'SAHAM', 450.5);
  });

  it('passes, finishes and returns a patient; refuses every other transition', async () => {
    const patient = await createPatient(t.app, admin.token, patientForm(sidi._id));
    await expectRefused('finishPatient', { patient: patient._id }, 'patient.finishNotAllowed');
    await expectRefused('returnPatient', { patient: patient._id, doctor: sidi._id, method: cash }, 'patient.returnNotAllowed');

    const passed = await transition(t.app, admin.token, 'passPatient', patient._id);
    expect(passed).toMatchObject({ _id: patient._id, RegNo: expect.stringMatching(/^\d{4}$/), finish: false });
    await expectRefused('passPatient', { patient: patient._id }, 'patient.passNotAllowed');
    await expectRefused('returnPatient', { patient: patient._id, doctor: sidi._id, method: cash }, 'patient.returnNotAllowed');

    const finished = await transition(t.app, admin.token, 'finishPatient', patient._id);
    expect(finished).toMatchObject({ RegNo: passed.RegNo, finish: true });
    await expectRefused('finishPatient', { patient: patient._id }, 'patient.finishNotAllowed');
    await expectRefused('passPatient', { patient: patient._id }, 'patient.passNotAllowed');

    const returned = await action('returnPatient', { user: 'ignored', patient: patient._id, doctor: sidi._id, method: cash });
    expect(returned.status).toBe(200);
    expect(returned.body.success).toMatchObject({ RegNo: passed.RegNo, finish: false, doctor: [sidi._id], balance: 0 });
    expect(await charges(patient._id)).toEqual([{ doctor: sidi._id, user: admin._id, amount: '500.00', kind: 'consultation' }]);

    const unknown = await action('passPatient', { patient: '987654321' });
    expect(unknown.status).toBe(404);
  });

  it('refuses to pass an archived patient', async () => {
    const patient = await createPatient(t.app, admin.token, patientForm(sidi._id));
    await call(t.app, 'PUT', `/api/patient/${patient._id}`, { token: admin.token, body: { ...patientForm(sidi._id), archive: true } });
    await expectRefused('passPatient', { patient: patient._id }, 'patient.passNotAllowed');
    expect((await call<PatientAnswer>(t.app, 'GET', `/api/patient/${patient._id}`, { token: admin.token })).body.success.RegNo).toBeNull();
  });

  it('gives 50 concurrent passes 50 distinct registration numbers', async () => {
    const patients: Patient[] = [];
    for (let i = 0; i < 50; i += 1) patients.push(await createPatient(t.app, admin.token, patientForm(aicha._id, { name: `Concurrent ${i}` })));
    const answers = await Promise.all(patients.map((p) => action('passPatient', { patient: p._id }, assistant)));
    expect(answers.map((a) => a.status)).toEqual(patients.map(() => 200));
    const regNos = answers.map((a) => a.body.success.RegNo);
    expect(regNos.every((r) => r !== null && /^\d{4}$/.test(r))).toBe(true);
    expect(new Set(regNos).size).toBe(50);
    const stored = await t.db.query<{ count: number }>('select count(distinct reg_no)::int as count from patients where id = any($1::bigint[])', [patients.map((p) => p._id)]);
    expect(stored[0].count).toBe(50);
  });

  it('skips registration numbers given by other means', async () => {
    const [{ next }] = await t.db.query<{ next: number }>("select last_value + 1 as next from patient_reg_no_seq");
    await t.db.query("insert into patients (name, reg_no) values ('Imported A', $1), ('Imported B', $2)", [Number(next), Number(next) + 1]);
    const patient = await createPatient(t.app, admin.token, patientForm(sidi._id));
    const passed = await transition(t.app, admin.token, 'passPatient', patient._id);
    expect(Number(passed.RegNo)).toBeGreaterThan(Number(next) + 1);
  });

  describe('consultations', () => {
    it('charges the cabinet price and records its desk payment (approved for a cabinet doctor)', async () => {
      const bySidi = await createPatient(t.app, sidi.token, patientForm(sidi._id, { isConsult: true, method: cash }));
      expect(bySidi.balance).toBe(0);
      expect(await charges(bySidi._id)).toEqual([{ doctor: sidi._id, user: sidi._id, amount: '500.00', kind: 'consultation' }]);
      expect(await payments(bySidi._id)).toEqual([
        { doctor: sidi._id, user: sidi._id, amount: '500.00', type: 'consultations', method: cash, supported: false, invoice: null, approved: true },
      ]);

      // An assistant's payment waits for approval; so does a doctor's outside the cabinet. A mode may be named.
      const byAssistant = await createPatient(t.app, assistant.token, patientForm(aicha._id, { isConsult: true, method: 'CASH' }));
      expect((await payments(byAssistant._id)).map((p) => [p.doctor, p.user, p.method, p.approved])).toEqual([[aicha._id, assistant._id, cash, false]]);
      const byMohamed = await createPatient(t.app, mohamed.token, patientForm(mohamed._id, { isConsult: true, method: cash }));
      expect((await payments(byMohamed._id)).map((p) => p.approved)).toEqual([false]);
    });

    it('follows the consultation price of the settings; a free consultation records nothing', async () => {
      const set = (consultationPrice: number) => call(t.app, 'PUT', '/api/setting', { token: admin.token, body: { consultationPrice } });
      expect((await set(650.25)).status).toBe(200);
      const patient = await createPatient(t.app, admin.token, patientForm(sidi._id, { isConsult: true, method: cash }));
      expect((await charges(patient._id)).map((c) => c.amount)).toEqual(['650.25']);
      expect((await payments(patient._id)).map((p) => p.amount)).toEqual(['650.25']);
      await set(0);
      const free = await createPatient(t.app, admin.token, patientForm(sidi._id, { isConsult: true, method: cash }));
      expect([await charges(free._id), await payments(free._id), free.balance]).toEqual([[], [], 0]);
      await set(500);
    });

    it("charges an insured patient the insurer's price and attaches the covered amount to its open invoice", async () => {
      const patient = await createPatient(t.app, admin.token, patientForm(sidi._id, { ...insured(cnam), isConsult: true, supported: 240 }));
      expect(patient.balance).toBe(-60);
      expect(await charges(patient._id)).toEqual([{ doctor: sidi._id, user: admin._id, amount: '300.00', kind: 'consultation' }]);
      expect(await payments(patient._id)).toEqual([
        { doctor: sidi._id, user: admin._id, amount: '240.00', type: 'consultations', method: null, supported: true, invoice: cnamInvoiceSidi, approved: false },
      ]);
      const invoices = await call<{ success: InsuranceInvoice[] }>(t.app, 'GET', `/api/assurance/invoices/${cnam}?doctor=${sidi._id}`, { token: admin.token });
      const invoice = invoices.body.success.find((i) => i._id === cnamInvoiceSidi)!;
      // The invoice bills what the patient was credited: 240, not 240 × 80 % again.
      expect(invoice.payments.map((p) => [p.patient._id, p.type, p.amount, p.coveredAmount])).toEqual([[patient._id, 'consultations', 240, 240]]);
      expect(invoice.totals.amount).toBe(240);
    });

    it('reads `supported` as a coverage flag too: true covers the patient\'s percentage, false pays at the desk', async () => {
      const covered = await createPatient(t.app, admin.token, patientForm(sidi._id, { ...insured(cnam, 80), isConsult: true, supported: true }));
      expect(await payments(covered._id)).toEqual([
        { doctor: sidi._id, user: admin._id, amount: '240.00', type: 'consultations', method: null, supported: true, invoice: cnamInvoiceSidi, approved: false },
      ]);
      expect(covered.balance).toBe(-60);

      const atDesk = await createPatient(t.app, admin.token, patientForm(sidi._id, { ...insured(cnam, 80), isConsult: true, supported: false, method: cash }));
      expect(await charges(atDesk._id)).toEqual([{ doctor: sidi._id, user: admin._id, amount: '300.00', kind: 'consultation' }]);
      expect(await payments(atDesk._id)).toEqual([
        { doctor: sidi._id, user: admin._id, amount: '300.00', type: 'consultations', method: cash, supported: false, invoice: null, approved: false },
      ]);
      expect(atDesk.balance).toBe(0);

      const unpaid = await call(t.app, 'POST', '/api/patient', {
        token: admin.token,
        body: patientForm(sidi._id, { ...insured(cnam, 80), isConsult: true, supported: false }),
      });
      expect(unpaid).toMatchObject({ status: 300, body: { formErrors: [fr('patient.amountRequired')] } });
      // An uninsured patient's flag changes nothing: the payment mode pays.
      const plain = await createPatient(t.app, admin.token, patientForm(sidi._id, { isConsult: true, supported: false, method: cash }));
      expect((await payments(plain._id)).map((p) => [p.amount, p.method])).toEqual([['500.00', cash]]);
    });

    it("falls back to the insurer's open global invoice", async () => {
      const global = await call<{ success: { _id: string } }>(t.app, 'POST', `/api/assurance/invoices/${saham}?global=true`, { token: admin.token });
      expect(global.status).toBe(200);
      const patient = await createPatient(t.app, admin.token, patientForm(aicha._id, { ...insured(saham, 100), isConsult: true, supported: 450.5 }));
      expect(patient.balance).toBe(0);
      expect((await payments(patient._id)).map((p) => p.invoice)).toEqual([global.body.success._id]);
      await call(t.app, 'PUT', `/api/assurance/invoices/${saham}/payInvoice/${global.body.success._id}`, { token: admin.token });
    });

    it('refuses the whole form when the insurer has no open invoice (invoice.notCreated), saving nothing', async () => {
      const count = async () =>
        (
          await t.db.query<{ n: number }>(
            'select ((select count(*) from patients) + (select count(*) from charges) + (select count(*) from payments) + (select count(*) from patient_doctors))::int as n',
          )
        )[0].n;
      const before = await count();
      for (const [lang, translate] of [
        ['fr', fr],
        ['ar', ar],
      ] as const) {
        const response = await call(t.app, 'POST', '/api/patient', {
          token: admin.token,
          lang,
          body: patientForm(aicha._id, { ...insured(cnam), isConsult: true, supported: 100 }),
        });
        expect(response.status).toBe(300);
        expect(response.body).toEqual({ formErrors: [translate('invoice.notCreated')] });
      }
      expect(await count()).toBe(before);
      // Without the consultation the insured patient is saved.
      const saved = await call(t.app, 'POST', '/api/patient', { token: admin.token, body: patientForm(aicha._id, { ...insured(cnam), isConsult: false }) });
      expect(saved.status).toBe(200);
    });
  });

  describe('return', () => {
    const finishedPatient = async (doctor: string, extra = {}) => {
      const patient = await createPatient(t.app, admin.token, patientForm(doctor, extra));
      await transition(t.app, admin.token, 'passPatient', patient._id);
      return transition(t.app, admin.token, 'finishPatient', patient._id);
    };

    it('adds a new doctor (the patient becomes in common) and records their consultation', async () => {
      const patient = await finishedPatient(sidi._id);
      const response = await action('returnPatient', { patient: patient._id, doctor: aicha._id, method: cash }, assistant);
      expect(response.status).toBe(200);
      expect(response.body.success).toMatchObject({ finish: false, doctor: [sidi._id, aicha._id], balance: 0 });
      expect(await charges(patient._id)).toEqual([{ doctor: aicha._id, user: assistant._id, amount: '500.00', kind: 'consultation' }]);
      expect((await payments(patient._id)).map((p) => [p.doctor, p.amount, p.method])).toEqual([[aicha._id, '500.00', cash]]);
      const inCommon = await call<PatientPageAnswer>(t.app, 'GET', `/api/patient?ptType=current&filter=inCommon&doctor=${aicha._id}`, { token: assistant.token });
      expect(inCommon.body.success.map((p) => p._id)).toContain(patient._id);
      // Aicha now sees the patient.
      expect((await call(t.app, 'GET', `/api/patient/${patient._id}`, { token: aicha.token })).status).toBe(200);
    });

    it('returns an insured patient with the covered amount on the open invoice', async () => {
      const patient = await finishedPatient(sidi._id, insured(cnam));
      const response = await action('returnPatient', { patient: patient._id, doctor: sidi._id, supported: 300 });
      expect(response.status).toBe(200);
      expect(response.body.success).toMatchObject({ finish: false, doctor: [sidi._id], balance: 0 });
      expect((await payments(patient._id)).map((p) => [p.amount, p.supported, p.invoice])).toEqual([['300.00', true, cnamInvoiceSidi]]);
    });

    it('rolls back when the insurer has no open invoice for that doctor', async () => {
      const patient = await finishedPatient(sidi._id, insured(cnam));
      await expectRefused('returnPatient', { patient: patient._id, doctor: aicha._id, supported: 100 }, 'invoice.notCreated');
      const after = await call<PatientAnswer>(t.app, 'GET', `/api/patient/${patient._id}`, { token: admin.token });
      expect(after.body.success).toMatchObject({ finish: true, doctor: [sidi._id], balance: 0 });
      expect([await charges(patient._id), await payments(patient._id)]).toEqual([[], []]);
    });

    it('needs a doctor user and the right way to pay', async () => {
      const patient = await finishedPatient(sidi._id);
      await expectRefused('returnPatient', { patient: patient._id, doctor: assistant._id, method: cash }, 'patient.doctorRequired');
      await expectRefused('returnPatient', { patient: patient._id, doctor: sidi._id, supported: 100 }, 'patient.methodOrAmountRequired');
      const insuredPatient = await finishedPatient(sidi._id, insured(cnam));
      await expectRefused('returnPatient', { patient: insuredPatient._id, doctor: sidi._id, supported: false }, 'patient.methodOrAmountRequired');
      await expectRefused('returnPatient', { patient: insuredPatient._id, doctor: sidi._id, supported: -1 }, 'patient.methodOrAmountRequired');
      // An own-data doctor returns their patients to themselves only.
      const forAicha = await action('returnPatient', { patient: patient._id, doctor: aicha._id, method: cash }, sidi);
      expect(forAicha.status).toBe(403);
      const forSelf = await action('returnPatient', { patient: patient._id, doctor: sidi._id, method: cash }, sidi);
      expect(forSelf.status).toBe(200);
      expect((await payments(patient._id)).map((p) => p.approved)).toEqual([true]);
      // Not covered this time: the insured patient pays the insurer's price at the desk.
      const atDesk = await action('returnPatient', { patient: insuredPatient._id, doctor: sidi._id, supported: false, method: cash });
      expect(atDesk.status).toBe(200);
      expect((await payments(insuredPatient._id)).map((p) => [p.amount, p.method, p.supported])).toEqual([['300.00', cash, false]]);
    });
  });
});
