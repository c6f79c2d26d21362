import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry, Payment, PaymentMode } from '@dental/contracts';
import { sumAmounts } from '@dental/domain';
import { call, createRole, createUser, fr, useAdminApp, type Session } from '../../test/helpers';
import { balanceOf, doctorWithPatient } from '../../test/patient-file';
import { createAssistant, createInsurer, createPatient, openInvoice, patientForm } from '../../test/patients';

type Answer = { success: Payment };

describe('payments of the patient file', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let assistant: Session;
  let patient: string;

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.payments'));
    assistant = await createAssistant(t.app, admin.token, 'assistant.payments');
  });

  const body = (overrides: Record<string, unknown> = {}) => ({ user: 'ignored', doctor: doctor._id, patient, amount: 1000, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-03-01', approved: true, ...overrides });
  const pay = (session: Session, overrides: Record<string, unknown> = {}) => call<Answer>(t.app, 'POST', '/api/payment', { token: session.token, body: body(overrides) });
  const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;

  it("approves a cabinet doctor's payment at once and holds anyone else's, whatever the client sends", async () => {
    const own = await pay(doctor, { approved: false });
    expect(own.status).toBe(200);
    expect(own.body.success).toMatchObject({ approved: true, user: 'dr.payments', amount: 1000, paymentDate: '2026-03-01', method: { name: 'cash' } });
    const held = await pay(assistant, { approved: true, amount: 250.75 });
    expect(held.body.success.approved).toBe(false);
    // Without APPROUVER the assistant cannot approve it.
    const refused = await call(t.app, 'PUT', `/api/payment/approve/${doctor._id}`, { token: assistant.token, body: [held.body.success._id] });
    expect(refused.status).toBe(403);
    const approved = await call<{ success: Payment[] }>(t.app, 'PUT', `/api/payment/approve/${doctor._id}`, { token: admin.token, body: { payments: [{ _id: held.body.success._id }] } });
    expect(approved.body.success.map((p) => [p._id, p.approved])).toEqual([[held.body.success._id, true]]);
    // An edit by someone other than a cabinet doctor needs approving again.
    const edited = await call<Answer>(t.app, 'PUT', `/api/payment/${held.body.success._id}`, { token: assistant.token, body: body({ amount: 300 }) });
    expect(edited.body.success).toMatchObject({ amount: 300, approved: false });
  });

  it("lets an approver approve only their own doctor's payments without the global view", async () => {
    const role = await createRole(t.app, admin.token, 'Approver own', [
      ['AFFICHER', 'PATIENTS'],
      ['APPROUVER', 'PAIEMENTS_PATIENTS'],
    ]);
    const approver = await createUser(t.app, admin.token, 'dr.approver', [role._id], { doctor: { cabinet: false, percentage: 30 } });
    const held = await pay(assistant, { amount: 80 });
    const refused = await call(t.app, 'PUT', `/api/payment/approve/${doctor._id}`, { token: approver.token, body: [held.body.success._id] });
    expect(refused.status).toBe(403);
    const mine = await call<{ success: Payment[] }>(t.app, 'PUT', `/api/payment/approve/${approver._id}`, { token: approver.token, body: [held.body.success._id] });
    // Not the approver's doctor: nothing approved.
    expect(mine.body.success).toEqual([]);
    const list = await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: doctor.token });
    expect(list.body.success.find((p) => p._id === held.body.success._id)?.approved).toBe(false);
  });

  it('lists the views told apart by type, newest first', async () => {
    await pay(doctor, { type: 'consultations', amount: 500 });
    const consultations = await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}&type=consultation`, { token: doctor.token });
    expect(consultations.body.success.map((p) => p.type)).toEqual(['consultations']);
    const all = await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: doctor.token });
    const created = all.body.success.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('refuses bad amounts, unknown types, archived payment modes and covering an uninsured patient', async () => {
    for (const amount of [-5, 1.005, '12']) expect(errorsOf(await pay(doctor, { amount }))).toEqual([fr('payment.amountInvalid')]);
    // 0 is kept (a free check-up): the statistics hide it.
    expect((await pay(doctor, { amount: 0 })).status).toBe(200);
    expect(errorsOf(await pay(doctor, { amount: undefined }))).toEqual([fr('payment.amountRequired')]);
    expect(errorsOf(await pay(doctor, { type: 'gift' }))).toEqual([fr('payment.typeInvalid')]);
    const mode = await call<{ success: PaymentMode }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'Chèque ancien', code: 9, archive: true } });
    expect(errorsOf(await pay(doctor, { method: mode.body.success._id }))).toEqual([fr('payment.methodRequired')]);
    expect(errorsOf(await pay(doctor, { supported: true, method: null }))).toEqual([fr('payment.notInsured')]);
    expect(errorsOf(await pay(doctor, { paymentDate: '2026-02-30' }))).toEqual([fr('payment.dateInvalid')]);
  });

  it('attaches a covered payment to the insurer’s open invoice, and freezes it once that invoice is paid', async () => {
    const insurer = await createInsurer(t.app, admin.token, 'CNSS payments', 400);
    const insured = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Insured Payer', assure: true, assurance: { society: insurer, registrationNumber: 'R-1', coverage: 'Adhérent', percentCovered: 80 } }));
    const invoice = await openInvoice(t.app, admin.token, insurer, doctor._id);
    const covered = await pay(doctor, { patient: insured._id, supported: true, method: null, type: 'soins' });
    expect(covered.body.success.invoiceAssur).toEqual({ _id: invoice, payed: false });
    expect((await call(t.app, 'PUT', `/api/assurance/invoices/${insurer}/payInvoice/${invoice}`, { token: admin.token })).status).toBe(200);
    const frozen = await call(t.app, 'DELETE', `/api/payment/${covered.body.success._id}`, { token: admin.token });
    expect(errorsOf(frozen)).toEqual([fr('payment.invoicePayed')]);
  });

  it('keeps the balance exact to the cent under 50 concurrent payments, and records each in the audit trail', async () => {
    const { patient: target } = await doctorWithPatient(t.app, admin.token, 'dr.concurrent');
    const before = await balanceOf(t.app, admin.token, target);
    const amounts = Array.from({ length: 50 }, (_, i) => Number(`${10 + i}.${String(i * 7 % 100).padStart(2, '0')}`));
    const answers = await Promise.all(amounts.map((amount) => call<Answer>(t.app, 'POST', '/api/payment', { token: admin.token, body: body({ patient: target, amount }) })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await balanceOf(t.app, admin.token, target)).toBe(sumAmounts([before, ...amounts]));
    const history = await call<{ success: AuditEntry[] }>(t.app, 'GET', `/api/patient/${target}/history`, { token: admin.token });
    expect(history.body.success.filter((e) => e.entity === 'payment' && e.action === 'create')).toHaveLength(50);
    expect(history.body.success[0].user.username).toBe('admin');
  });

  it('keeps the audit trail append-only', async () => {
    await expect(t.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query("update audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    const refused = await call(t.app, 'GET', `/api/patient/${patient}/history`, { token: assistant.token });
    expect(refused.status).toBe(403);
  });
});
