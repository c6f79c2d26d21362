import { describe, expect, it } from '@jest/globals';
import type { MyTill, PaymentMode, Treatment } from '@dental/contracts';
import { localDay } from '@dental/domain';
import * as defaultRolesDesk from './db/migrations/027_default_roles_desk';
import * as clinicalRecords from './db/migrations/030_clinical_records';
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

  it('lets the Assistant pay a laboratory for the doctor she chooses, record a consumption, see the day’s, and read “Ma caisse du jour”', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.labs');
    const assistant = await createAssistant(t.app, admin.token, 'assistant.till');
    const lab = await created(admin.token, 'POST', '/api/laboratory', { name: 'Labo Desk', phone: '22334455' });
    const today = localDay();
    await created(assistant.token, 'POST', `/api/laboratory/payments?labId=${lab._id}`, { amount: 1250.75, comment: 'Acompte', doctor: doctor.user._id, createdAt: today });
    await created(assistant.token, 'POST', '/api/consumption', { note: 'Gants', amount: 300, doctor: doctor.user._id });
    expect((await call<{ success: unknown[] }>(t.app, 'GET', `/api/laboratory/payments?labId=${lab._id}&doctor=${doctor.user._id}`, { token: assistant.token })).body.success).toHaveLength(1);
    expect((await call(t.app, 'GET', `/api/consumption?doctor=${doctor.user._id}`, { token: assistant.token })).status).toBe(200);

    const card = await created(admin.token, 'POST', '/api/paymentMode', { name: 'Bankily', code: 5 });
    const modes = (await call<{ success: PaymentMode[] }>(t.app, 'GET', '/api/paymentMode', { token: assistant.token })).body.success;
    const cash = modes.find((mode) => mode.name === 'cash')!;
    const patient = (await createPatient(t.app, assistant.token, patientForm(doctor.user._id, { name: 'Caisse Du Jour' })))._id;
    for (const [amount, method] of [[200.1, cash._id], [0.2, cash._id], [1500, card._id]] as const) {
      await created(assistant.token, 'POST', '/api/payment', { doctor: doctor.user._id, patient, amount, type: 'payment', method });
    }
    // Another user's payment is not in her drawer.
    await created(doctor.token, 'POST', '/api/payment', { doctor: doctor.user._id, patient, amount: 999, type: 'payment', method: cash._id });
    const till = await call<{ success: MyTill }>(t.app, 'GET', '/api/payment/myDay', { token: assistant.token });
    expect(till.status).toBe(200);
    expect(till.body.success).toMatchObject({ day: today, total: 1700.3, closed: 0 });
    expect(till.body.success.methods).toEqual([
      { method: { _id: cash._id, name: 'cash' }, recorded: 200.3, count: 2 },
      { method: { _id: card._id, name: 'Bankily' }, recorded: 1500, count: 1 },
    ]);
    expect(till.body.success.payments.map((payment) => [payment.amount, payment.patient.name, payment.cashClose])).toEqual([
      [200.1, 'Caisse Du Jour', null],
      [0.2, 'Caisse Du Jour', null],
      [1500, 'Caisse Du Jour', null],
    ]);
  });

  it('lets the Médecin see his insured patients, add a purchase order and its payment, and pay his laboratory', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.money');
    const lab = await created(admin.token, 'POST', '/api/laboratory', { name: 'Labo Money', phone: '22334466' });
    const insurer = await created(admin.token, 'POST', '/api/assurance', { name: 'CNAM Desk', cons_price: 300 });
    expect((await call(t.app, 'GET', `/api/assurance/invoices/${insurer._id}?doctor=${doctor.user._id}`, { token: doctor.token })).status).toBe(200);
    const supplier = await created(admin.token, 'POST', '/api/supplier', { name: 'Dentaire Plus', phone: '22110000' });
    const consumable = await created(admin.token, 'POST', '/api/consumableList', { name: 'Composite' });
    const order = await created(doctor.token, 'POST', `/api/purchaseOrder/${doctor.user._id}`, { supplier: supplier._id, LinePurchaseOrder: [{ consumable: consumable._id, qty: 2, price: 150 }] });
    await created(doctor.token, 'POST', `/api/purchaseOrder/${doctor.user._id}/${order._id}/payment`, { payment: 100, createdAt: localDay() });
    await created(doctor.token, 'POST', `/api/laboratory/payments?labId=${lab._id}`, { amount: 500, comment: '', doctor: doctor.user._id, createdAt: localDay() });
  });

  it('gives a clinic made before the desk rights the same default roles, and leaves a role an administrator made alone', async () => {
    const custom = await created(admin.token, 'POST', '/api/role', { name: 'Secrétaire', permissions: [] });
    // As before migration 027: the default roles without the rights it adds.
    const keys = (rights: typeof defaultRolesDesk.ASSISTANT_DESK_RIGHTS) => rights.map((right) => `${right.name}|${right.collectionName}`);
    const strip = async (role: string, rights: typeof defaultRolesDesk.ASSISTANT_DESK_RIGHTS) =>
      t.db.query(
        `delete from role_permissions rp using roles r, permissions p
          where rp.role_id = r.id and rp.permission_id = p.id and r.name = $1 and p.name || '|' || p.collection_name = any($2::text[])`,
        [role, keys(rights)],
      );
    const granted = async (role: string) =>
      (await t.db.query<{ key: string }>(
        `select p.name || '|' || p.collection_name as key from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id where r.name = $1`,
        [role],
      )).map((row) => row.key);
    const fresh = { assistant: await granted('Assistant'), doctor: await granted('Médecin') };
    expect(fresh.assistant).toEqual(expect.arrayContaining(keys(defaultRolesDesk.ASSISTANT_DESK_RIGHTS)));
    expect(fresh.doctor).toEqual(expect.arrayContaining(keys(defaultRolesDesk.DOCTOR_MONEY_RIGHTS)));
    await strip('Assistant', defaultRolesDesk.ASSISTANT_DESK_RIGHTS);
    await strip('Médecin', defaultRolesDesk.DOCTOR_MONEY_RIGHTS);
    await t.db.exec(defaultRolesDesk.sql);
    expect((await granted('Assistant')).sort()).toEqual([...fresh.assistant].sort());
    expect((await granted('Médecin')).sort()).toEqual([...fresh.doctor].sort());
    expect(await granted('Secrétaire')).toEqual([]);
    expect(custom._id).toBeDefined();
  });

  it('gives a clinic made before the clinical record its rights: the catalogue, the administrator and the default roles, no other role', async () => {
    await created(admin.token, 'POST', '/api/role', { name: 'Hygiéniste', permissions: [] });
    const granted = async (role: string) =>
      (await t.db.query<{ key: string }>(
        `select p.name || '|' || p.collection_name as key from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
          where r.name = $1 and p.collection_name in ('DOSSIER_CLINIQUE', 'IMAGERIE')`,
        [role],
      )).map((row) => row.key).sort();
    const keys = (rights: typeof clinicalRecords.CLINICAL_PERMISSIONS) => rights.map((right) => `${right.name}|${right.collectionName}`).sort();
    expect(await granted('Médecin')).toEqual(keys(clinicalRecords.DOCTOR_CLINICAL_RIGHTS));
    expect(await granted('Assistant')).toEqual(keys(clinicalRecords.ASSISTANT_CLINICAL_RIGHTS));
    // As before migration 030: no such rights in the catalogue, so none in any role.
    await t.db.query("delete from role_permissions rp using permissions p where rp.permission_id = p.id and p.collection_name in ('DOSSIER_CLINIQUE', 'IMAGERIE')");
    await t.db.query("delete from permissions where collection_name in ('DOSSIER_CLINIQUE', 'IMAGERIE')");
    await t.db.exec(clinicalRecords.CLINICAL_GRANTS_SQL);
    expect(await granted('Administrateur')).toEqual(keys(clinicalRecords.CLINICAL_PERMISSIONS));
    expect(await granted('Médecin')).toEqual(keys(clinicalRecords.DOCTOR_CLINICAL_RIGHTS));
    expect(await granted('Assistant')).toEqual(keys(clinicalRecords.ASSISTANT_CLINICAL_RIGHTS));
    expect(await granted('Hygiéniste')).toEqual([]);
  });
});
