import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Payment, PaymentReceipt } from '@dental/contracts';
import { call, createLimitedUser, type Session, useAdminApp } from '../../test/helpers';
import { balanceOf, doctorWithPatient } from '../../test/patient-file';
import { createAssistant } from '../../test/patients';

type Answer = { success: Payment };

describe('payment receipts', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let assistant: Session;
  let patient: string;

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.receipts'));
    assistant = await createAssistant(t.app, admin.token, 'assistant.receipts');
  });

  const pay = async (session: Session, amount: number, target = patient) => {
    const response = await call<Answer>(t.app, 'POST', '/api/payment', {
      token: session.token,
      body: { doctor: doctor._id, patient: target, amount, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-03-02' },
    });
    expect(response.status).toBe(200);
    return response.body.success;
  };
  const receipt = (id: string, session: Session = doctor) => call<{ success: PaymentReceipt }>(t.app, 'GET', `/api/payment/${id}/receipt`, { token: session.token });

  it('numbers each payment from one sequence and states the patient, who took it and the balance after it', async () => {
    const first = await pay(assistant, 1000);
    // A consultation charged between the two payments.
    await t.db.query(`insert into charges (patient_id, doctor_id, amount, kind) values ($1, $2, 3000, 'consultation')`, [patient, doctor._id]);
    const second = await pay(doctor, 500.5);
    expect(second.receiptNo).toBe((first.receiptNo as number) + 1);
    const one = await receipt(first._id);
    expect(one.status).toBe(200);
    expect(one.body.success).toMatchObject({
      receiptNo: first.receiptNo,
      patient: { _id: patient, name: 'Patient of dr.receipts' },
      takenBy: 'assistant.receipts',
      doctorName: 'dr.receipts',
      balanceAfter: 1000,
      payment: { _id: first._id, amount: 1000, method: { name: 'cash' } },
    });
    expect(one.body.success.patient.RegNo).toMatch(/^\d{4,}$/);
    const two = await receipt(second._id);
    expect([two.body.success.receiptNo, two.body.success.takenBy, two.body.success.balanceAfter]).toEqual([second.receiptNo, 'dr.receipts', -1499.5]);
    // The latest payment's balance after it is the patient's balance.
    expect(await balanceOf(t.app, admin.token, patient)).toBe(-1499.5);
    // The list carries the numbers too.
    const list = await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: doctor.token });
    expect(list.body.success.map((p) => p.receiptNo)).toEqual([second.receiptNo, first.receiptNo]);
  });

  it('names the doctor and who took the payment by full name where one is known', async () => {
    await t.db.query(`update users set full_name = 'Dr Ahmed Reçu' where id = $1`, [doctor._id]);
    try {
      const made = await pay(assistant, 200);
      const answer = await receipt(made._id);
      expect([answer.body.success.doctorName, answer.body.success.takenBy]).toEqual(['Dr Ahmed Reçu', 'assistant.receipts']);
    } finally {
      await t.db.query(`update users set full_name = null where id = $1`, [doctor._id]);
    }
  });

  it('gives unique numbers without gaps to concurrent payments, and a rolled-back payment leaves no gap', async () => {
    const { patient: other } = await doctorWithPatient(t.app, admin.token, 'dr.receipts.burst');
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(admin, 10 + i, i % 2 === 0 ? patient : other)));
    const numbers = made.map((p) => p.receiptNo as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => numbers[0] + i));
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`insert into payments (patient_id, doctor_id, amount, type) values ($1, $2, 5, 'payment')`, [patient, doctor._id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await pay(doctor, 1);
    expect(next.receiptNo).toBe(numbers[11] + 1);
  });

  it("answers 404 for a payment of a patient the caller cannot see, 403 without the view, and keeps numbers on edit", async () => {
    const payment = await pay(doctor, 42);
    const stranger = await doctorWithPatient(t.app, admin.token, 'dr.receipts.stranger');
    expect((await receipt(payment._id, stranger.doctor)).status).toBe(404);
    expect((await receipt('987654321')).status).toBe(404);
    const blind = await createLimitedUser(t.app, admin.token, 'blind.receipts', [['AFFICHER', 'RDV']]);
    expect((await receipt(payment._id, blind)).status).toBe(403);
    expect((await receipt(payment._id, admin)).status).toBe(200);
    const edited = await call<Answer>(t.app, 'PUT', `/api/payment/${payment._id}`, {
      token: doctor.token,
      body: { doctor: doctor._id, patient, amount: 43, type: 'payment', method: 'cash', supported: false, paymentDate: '2026-03-02' },
    });
    expect(edited.body.success.receiptNo).toBe(payment.receiptNo);
  });
});
