import { beforeAll, describe, expect, it } from '@jest/globals';
import { rightParam, type InsuranceInvoice, type Patient, type Payment } from '@dental/contracts';
import { insuranceSplit, sumAmounts } from '@dental/domain';
import { ar, call, createLimitedUser, fr, useAdminApp, type Session } from '../../test/helpers';
import { cashModeId, createDoctor, createInsurer, createPatient, openInvoice, patientForm } from '../../test/patients';

type Answer = { success: InsuranceInvoice };
type ListAnswer = { success: InsuranceInvoice[] };

/**
 * Issue 34 §5: an insurance payment's amount is the insurer's part, and the insurer invoice bills
 * exactly what its payments credited to the patients; an invoice is open, closed and unpaid, or
 * paid; the insurer's payment recorded by mistake is undone with a reason, audited, unless it falls
 * in a closed cash session.
 */
describe('an insurer invoice bills what its patients were credited, and shows its real state', () => {
  const { t, admin } = useAdminApp();
  let cnam: string;
  let sidi: Session & { user: { _id: string } };
  let cash: string;

  const base = (assuranceId: string) => `/api/assurance/invoices/${assuranceId}`;
  const list = async (assuranceId: string, doctorId: string, session: Session = admin) =>
    (await call<ListAnswer>(t.app, 'GET', `${base(assuranceId)}?doctor=${doctorId}`, { token: session.token })).body.success;
  const invoiceOf = async (assuranceId: string, doctorId: string, invoiceId: string) => (await list(assuranceId, doctorId)).find((i) => i._id === invoiceId)!;
  const act = (verb: 'payInvoice' | 'closeInvoice' | 'unpayInvoice', assuranceId: string, invoiceId: string, session: Session = admin, body?: unknown, lang?: string) =>
    call<Answer>(t.app, 'PUT', `${base(assuranceId)}/${verb}/${invoiceId}`, { token: session.token, body, lang });
  const insured = (society: string, percentCovered: number) => ({
    assure: true,
    assurance: { society, registrationNumber: 'IMM-100', professionalId: 'MAT-100', coverage: 'Assuré principal', percentCovered },
  });
  const pay = (patient: string, amount: number, extra: Record<string, unknown> = {}) =>
    call<{ success: Payment }>(t.app, 'POST', '/api/payment', {
      token: admin.token,
      body: { doctor: sidi.user._id, patient, amount, type: 'soins', paymentDate: '2026-07-10', ...extra },
    });
  const audits = (invoiceId: string) =>
    t.db.query<{ username: string; action: string; entity: string; before: unknown; after: unknown }>(
      `select username, action, entity, before, after from audit_log where entity = 'insuranceInvoice' and entity_id = $1 order by id`,
      [invoiceId],
    );

  beforeAll(async () => {
    sidi = await createDoctor(t.app, admin.token, 'dr.sidi');
    cash = await cashModeId(t.app, admin.token);
    cnam = await createInsurer(t.app, admin.token, 'CNAM', 300);
  });

  it('bills the insurer exactly the insurance payments credited to its patients (the percentage is never taken again)', async () => {
    const invoiceId = await openInvoice(t.app, admin.token, cnam, sidi.user._id);
    // A consultation at the patient's creation: 300 at 80 % is 240 by the insurer (and 60 at the desk).
    const aicha = await createPatient(t.app, admin.token, patientForm(sidi.user._id, { name: 'Aïcha Mint Ahmed', ...insured(cnam, 80), isConsult: true, supported: true }));
    const demba = await createPatient(t.app, admin.token, patientForm(sidi.user._id, { name: 'Demba Ndiaye', ...insured(cnam, 90), contact: { phone: '36000001', whatsApp: '+222' } }));
    // A 6,000 act at 90 %: 5,400 "pris en charge" by the insurer, 600 paid by the patient.
    const split = insuranceSplit(6000, 90);
    expect(split).toEqual({ insurer: 5400, patient: 600 });
    expect((await pay(demba._id, split.insurer, { supported: true })).status).toBe(200);
    expect((await pay(demba._id, split.patient, { method: cash })).status).toBe(200);
    // `supported` read as an amount on the wire is a covered payment as well.
    expect((await pay(demba._id, 1234.56, { supported: 1234.56 })).status).toBe(200);
    expect((await pay(aicha._id, 0.1, { supported: true, type: 'consultations' })).status).toBe(200);
    expect((await pay(aicha._id, 0.2, { supported: true })).status).toBe(200);

    const credited: number[] = [];
    for (const patient of [aicha, demba]) {
      const payments = (await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient._id}`, { token: admin.token })).body.success;
      credited.push(...payments.filter((p) => p.supported).map((p) => p.amount));
    }
    expect(credited.sort((a, b) => a - b)).toEqual([0.1, 0.2, 240, 1234.56, 5400]);
    const owedByInsurer = sumAmounts(credited);
    expect(owedByInsurer).toBe(6874.86);

    const invoice = await invoiceOf(cnam, sidi.user._id, invoiceId);
    // The landed code billed 5,400 × 90 % + 240 × 80 % + …: money owed by no one.
    expect(invoice.totals).toEqual({ amount: owedByInsurer, coveredAmount: owedByInsurer, count: 5 });
    expect(invoice.payments.map((p) => [p.patient.name, p.amount, p.coveredAmount])).toEqual(
      expect.arrayContaining([
        ['Demba Ndiaye', 5400, 5400],
        ['Aïcha Mint Ahmed', 240, 240],
      ]),
    );
    // The patient's balance counts the same insurer's part: 5,400 + 600 + 1,234.56 paid for Demba (nothing charged here).
    const dembaNow = (await call<{ success: Patient }>(t.app, 'GET', `/api/patient/${demba._id}`, { token: admin.token })).body.success;
    expect(dembaNow.balance).toBe(7234.56);
    // Closed and paid: the same total.
    expect((await act('closeInvoice', cnam, invoiceId)).body.success.totals.amount).toBe(owedByInsurer);
    expect((await act('payInvoice', cnam, invoiceId)).body.success.totals.amount).toBe(owedByInsurer);
  });

  it('is open, then closed and unpaid, then paid with its date; a closed invoice takes no more payments', async () => {
    const insurer = await createInsurer(t.app, admin.token, 'Etats', 300);
    const patient = await createPatient(t.app, admin.token, patientForm(sidi.user._id, { name: 'Coumba Ba', ...insured(insurer, 80), contact: { phone: '36000002', whatsApp: '+222' } }));
    const invoiceId = await openInvoice(t.app, admin.token, insurer, sidi.user._id);
    expect((await invoiceOf(insurer, sidi.user._id, invoiceId)).state).toBe('open');
    expect((await pay(patient._id, 800, { supported: true })).status).toBe(200);

    // "Nouvelle facture" names the invoice to close first.
    const refused = await call(t.app, 'POST', `${base(insurer)}?doctor=${sidi.user._id}`, { token: admin.token });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 300, body: { formErrors: [fr('invoice.lastNotClosedNumber', { num: 1 })] } });

    const closed = await act('closeInvoice', insurer, invoiceId);
    expect(closed.status).toBe(200);
    expect(closed.body.success).toMatchObject({ state: 'closed', finish: true, payed: false, payedAt: null, totals: { amount: 800, count: 1 } });
    const again = await act('closeInvoice', insurer, invoiceId, admin, undefined, 'ar');
    expect({ status: again.status, body: again.body }).toEqual({ status: 300, body: { formErrors: [ar('invoice.alreadyClosed', { num: 1 })] } });
    // No open invoice left: a covered payment is refused (create an invoice), nothing attaches to the closed one.
    const late = await pay(patient._id, 100, { supported: true });
    expect({ status: late.status, body: late.body }).toEqual({ status: 300, body: { formErrors: [fr('invoice.notCreated')] } });
    expect((await invoiceOf(insurer, sidi.user._id, invoiceId)).totals.count).toBe(1);

    // Closed, the next invoice can be created.
    const next = await call<Answer>(t.app, 'POST', `${base(insurer)}?doctor=${sidi.user._id}`, { token: admin.token });
    expect(next.body.success).toMatchObject({ numInvoice: 2, state: 'open' });

    const paid = await act('payInvoice', insurer, invoiceId);
    expect(paid.body.success).toMatchObject({ state: 'paid', payed: true, finish: true, payedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await act('closeInvoice', insurer, invoiceId)).body).toEqual({ formErrors: [fr('invoice.alreadyClosed', { num: 1 })] });
    expect((await list(insurer, sidi.user._id)).map((i) => [i.numInvoice, i.state])).toEqual([
      [2, 'open'],
      [1, 'paid'],
    ]);
  });

  describe('undoing an insurer payment recorded by mistake', () => {
    let insurer: string;
    let invoiceId: string;
    let payer: Session;
    let viewer: Session;
    let ownDoctor: Session;

    beforeAll(async () => {
      insurer = await createInsurer(t.app, admin.token, 'Annulation', 300);
      const patient = await createPatient(t.app, admin.token, patientForm(sidi.user._id, { name: 'Moussa Sy', ...insured(insurer, 70), contact: { phone: '36000003', whatsApp: '+222' } }));
      invoiceId = await openInvoice(t.app, admin.token, insurer, sidi.user._id);
      expect((await pay(patient._id, 700, { supported: true })).status).toBe(200);
      payer = await createLimitedUser(t.app, admin.token, 'payer', [
        ['AFFICHER_GLOBAL', 'PATIENTS_ASSURANCE'],
        ['MODIFIER', 'PATIENTS_ASSURANCE'],
      ]);
      viewer = await createLimitedUser(t.app, admin.token, 'viewer', [['AFFICHER_GLOBAL', 'PATIENTS_ASSURANCE']]);
      ownDoctor = await createLimitedUser(t.app, admin.token, 'own-payer', [
        ['AFFICHER', 'PATIENTS_ASSURANCE'],
        ['MODIFIER', 'PATIENTS_ASSURANCE'],
      ]);
      expect((await act('payInvoice', insurer, invoiceId, payer)).body.success.state).toBe('paid');
    });

    it('is refused without the right to pay, or on an invoice out of one’s scope, and changes nothing', async () => {
      const denied = await act('unpayInvoice', insurer, invoiceId, viewer, { reason: 'Saisie en double' });
      expect({ status: denied.status, body: denied.body }).toEqual({ status: 403, body: { err: fr('auth.actionDenied', { right: rightParam('MODIFIER', 'PATIENTS_ASSURANCE') }) } });
      const notOwn = await act('unpayInvoice', insurer, invoiceId, ownDoctor, { reason: 'Saisie en double' });
      expect(notOwn.status).toBe(403);
      expect((await invoiceOf(insurer, sidi.user._id, invoiceId)).state).toBe('paid');
      expect(await audits(invoiceId)).toEqual([]);
    });

    it('needs a reason, in the request’s language', async () => {
      for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: null }, { reason: 12 }]) {
        const refused = await act('unpayInvoice', insurer, invoiceId, payer, body);
        expect({ body, status: refused.status, answer: refused.body }).toEqual({ body, status: 300, answer: { formErrors: [fr('invoice.reasonRequired')] } });
      }
      const arabic = await act('unpayInvoice', insurer, invoiceId, payer, { reason: '' }, 'ar');
      expect(arabic.body).toEqual({ formErrors: [ar('invoice.reasonRequired')] });
      const tooLong = await act('unpayInvoice', insurer, invoiceId, payer, { reason: 'x'.repeat(501) });
      expect(tooLong.body).toEqual({ formErrors: [fr('invoice.reasonTooLong')] });
      expect((await invoiceOf(insurer, sidi.user._id, invoiceId)).state).toBe('paid');
      expect(await audits(invoiceId)).toEqual([]);
    });

    it('is refused when the payment falls in a closed cash session, with words that say so', async () => {
      const [{ day }] = await t.db.query<{ day: string }>(`select to_char(payed_at::date, 'YYYY-MM-DD') as day from insurance_invoices where id = $1`, [invoiceId]);
      await t.db.query(`insert into cash_closes (day, closed_by_name) values ($1::date, 'admin')`, [day]);
      try {
        const refused = await act('unpayInvoice', insurer, invoiceId, payer, { reason: 'Virement rejeté' });
        const shown = day.split('-').reverse().join('/');
        expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { err: fr('invoice.unpayClosed', { day: shown }) } });
        const arabic = await act('unpayInvoice', insurer, invoiceId, payer, { reason: 'Virement rejeté' }, 'ar');
        expect(arabic.body).toEqual({ err: ar('invoice.unpayClosed', { day: shown }) });
        expect((await invoiceOf(insurer, sidi.user._id, invoiceId)).state).toBe('paid');
        expect(await audits(invoiceId)).toEqual([]);
      } finally {
        await t.db.query('delete from cash_closes where day = $1::date', [day]);
      }
    });

    it('brings the invoice back to closed and unpaid, with the reason in the audit trail; once only', async () => {
      const before = await invoiceOf(insurer, sidi.user._id, invoiceId);
      const undone = await act('unpayInvoice', insurer, invoiceId, payer, { reason: '  Virement de la CNAM rejeté par la banque  ' });
      expect(undone.status).toBe(200);
      expect(undone.body.success).toMatchObject({ _id: invoiceId, state: 'closed', payed: false, finish: true, payedAt: null, totals: { amount: 700, count: 1 } });
      expect(await audits(invoiceId)).toEqual([
        {
          username: 'payer',
          action: 'unpay',
          entity: 'insuranceInvoice',
          before: { payed: true, payedAt: before.payedAt, numInvoice: 1, total: 700 },
          after: { payed: false, reason: 'Virement de la CNAM rejeté par la banque' },
        },
      ]);
      const twice = await act('unpayInvoice', insurer, invoiceId, payer, { reason: 'Encore' });
      expect({ status: twice.status, body: twice.body }).toEqual({ status: 300, body: { formErrors: [fr('invoice.notPayed', { num: 1 })] } });
      // Paid again later: a new date.
      expect((await act('payInvoice', insurer, invoiceId, payer)).body.success).toMatchObject({ state: 'paid', payedAt: expect.any(String) });
    });
  });
});
