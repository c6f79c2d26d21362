import { describe, expect, it } from '@jest/globals';
import type { PaymentMode, Treatment } from '@dental/contracts';
import { call, useAdminApp } from './test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from './test/patients';

/**
 * A clinic day with the default roles of a fresh database: the Médecin quotes from the treatment
 * catalogue, takes a payment by card and books; the Assistant registers a patient for a doctor,
 * books for that doctor and takes a payment by card. Both read the reference lists their forms
 * need (treatments, payment modes, insurers, laboratories) without managing the catalogues.
 */
describe('the default roles can do their day’s work', () => {
  const { t, admin } = useAdminApp();

  const created = async (token: string, method: 'POST' | 'PUT', url: string, body?: unknown) => {
    const response = await call<{ success: { _id: string } }>(t.app, method, url, { token, body });
    expect({ url, status: response.status, raw: response.raw.slice(0, 200) }).toMatchObject({ url, status: 200 });
    return response.body.success;
  };

  it('lets the Médecin and the Assistant read the lists their forms pick from, and not manage them', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.day');
    const assistant = await createAssistant(t.app, admin.token, 'assistant.day');
    for (const { token } of [doctor, assistant]) {
      for (const url of ['/api/treatment', '/api/paymentMode', '/api/assurance', '/api/laboratory']) {
        expect({ url, status: (await call(t.app, 'GET', url, { token })).status }).toEqual({ url, status: 200 });
      }
      expect((await call(t.app, 'POST', '/api/paymentMode', { token, body: { name: 'Chèque', code: 2 } })).status).toBe(403);
      expect((await call(t.app, 'POST', '/api/treatment', { token, body: { name: 'Pose', price: 100, type: 'soins' } })).status).toBe(403);
    }
  });

  it('lets the Médecin quote, take a card payment and book; the Assistant register, book and take a card payment', async () => {
    const card = await created(admin.token, 'POST', '/api/paymentMode', { name: 'Carte', code: 1 });
    await created(admin.token, 'POST', '/api/treatment', { name: 'Extraction', price: 2000, type: 'soins' });
    const doctor = await createDoctor(t.app, admin.token, 'dr.quote');
    const assistant = await createAssistant(t.app, admin.token, 'assistant.desk');

    const treatments = (await call<{ success: Treatment[] }>(t.app, 'GET', '/api/treatment', { token: doctor.token })).body.success;
    const modes = (await call<{ success: PaymentMode[] }>(t.app, 'GET', '/api/paymentMode', { token: assistant.token })).body.success;
    expect(modes.map((mode) => mode.name)).toEqual(expect.arrayContaining(['cash', 'Carte']));

    const patient = (await createPatient(t.app, assistant.token, patientForm(doctor.user._id, { name: 'Journée Type' })))._id;
    const extraction = treatments.find((treatment) => treatment.name === 'Extraction');
    await created(doctor.token, 'POST', `/api/devis/${patient}`, { reduce: 0, LineDevis: [{ treatment: extraction?._id, teeth: { nums: ['36'] } }] });
    await created(doctor.token, 'POST', '/api/payment', { doctor: doctor.user._id, patient, amount: 500, type: 'payment', method: card._id });
    await created(assistant.token, 'POST', '/api/payment', { doctor: doctor.user._id, patient, amount: 300, type: 'payment', method: card._id });
    const week = '?startDate=2030-01-06&endDate=2030-01-12';
    await created(doctor.token, 'POST', `/api/appointment/${doctor.user._id}${week}`, { patient, date: '2030-01-07', time: '09:00', numSeance: 1, partOfTime: 'matin' });
    await created(assistant.token, 'POST', `/api/appointment/${doctor.user._id}${week}`, { patient, date: '2030-01-08', time: '09:00', numSeance: 1, partOfTime: 'matin' });
  });
});
