import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Laboratory, LabTreatment, Prescription } from '@dental/contracts';
import { prescriptionLabel } from '@dental/domain';
import { ar, call, fr, useAdminApp, type Session } from '../../test/helpers';
import { createTreatment, doctorWithPatient } from '../../test/patient-file';

describe('laboratories, their price lists and prescriptions', () => {
  const { t, admin } = useAdminApp();
  let doctor: Session;
  let patient: string;
  let crown: string;
  let scaling: string;

  beforeAll(async () => {
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'dr.labs'));
    crown = await createTreatment(t.app, admin.token, 'Bridge 3 éléments', 30000, 'prothese');
    scaling = await createTreatment(t.app, admin.token, 'Détartrage complet', 2000, 'soins');
  });

  const errorsOf = (response: { body: unknown }) => (response.body as { formErrors: string[] }).formErrors;

  it('creates, renames and deletes laboratories with "name required" and "already exists"', async () => {
    const created = await call<{ success: Laboratory }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Nour', phone: '45253535' } });
    expect(created.body.success).toMatchObject({ name: 'Lab Nour', phone: '45253535' });
    expect(errorsOf(await call(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: ' ' } }))).toEqual([fr('laboratory.nameRequired')]);
    expect(errorsOf(await call(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'lab nour' }, lang: 'ar' }))).toEqual([ar('laboratory.exists')]);
    const renamed = await call<{ success: Laboratory }>(t.app, 'PUT', `/api/laboratory/${created.body.success._id}`, { token: admin.token, body: { name: 'Lab Nour II' } });
    expect(renamed.body.success).toMatchObject({ name: 'Lab Nour II', phone: '45253535' });
    // The default doctor role may read the list (from the patient file) but not change it.
    expect((await call(t.app, 'GET', '/api/laboratory', { token: doctor.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/laboratory', { token: doctor.token, body: { name: 'Mine' } })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/laboratory/${created.body.success._id}`, { token: admin.token })).status).toBe(200);
  });

  it('keeps a price list of prothese treatments only, each once', async () => {
    const lab = (await call<{ success: Laboratory }>(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Lab Prix' } })).body.success._id;
    const base = `/api/laboratory/${lab}/treatments`;
    const added = await call<{ success: LabTreatment }>(t.app, 'POST', base, { token: admin.token, body: { treatment: crown, price: 8000.5 } });
    expect(added.body.success).toMatchObject({ treatment: { _id: crown, name: 'Bridge 3 éléments' }, price: 8000.5 });
    expect(errorsOf(await call(t.app, 'POST', base, { token: admin.token, body: { treatment: crown, price: 1 } }))).toEqual([fr('labTreatment.exists')]);
    expect(errorsOf(await call(t.app, 'POST', base, { token: admin.token, body: { treatment: scaling, price: 1 } }))).toEqual([fr('labTreatment.treatmentRequired')]);
    expect(errorsOf(await call(t.app, 'POST', base, { token: admin.token, body: { treatment: crown } }))).toEqual([fr('labTreatment.priceRequired')]);
    const updated = await call<{ success: LabTreatment }>(t.app, 'PUT', `${base}/${added.body.success._id}`, { token: admin.token, body: { treatment: { _id: crown }, price: 7500 } });
    expect(updated.body.success.price).toBe(7500);
    expect((await call<{ success: LabTreatment[] }>(t.app, 'GET', base, { token: admin.token })).body.success).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `${base}/${added.body.success._id}`, { token: admin.token })).status).toBe(200);
  });

  it('keeps prescriptions newest first, numbered ord-{count − position}', async () => {
    for (const content of ['Amoxicilline 1 g', 'Paracétamol 1 g\n3 fois par jour']) {
      expect((await call(t.app, 'POST', '/api/prescription', { token: doctor.token, body: { patient, content } })).status).toBe(200);
    }
    expect(errorsOf(await call(t.app, 'POST', '/api/prescription', { token: doctor.token, body: { patient, content: '' } }))).toEqual([fr('prescription.contentRequired')]);
    const list = (await call<{ success: Prescription[] }>(t.app, 'GET', `/api/prescription?patient=${patient}`, { token: doctor.token })).body.success;
    expect(list.map((p, i) => [prescriptionLabel(list.length, i), p.content.slice(0, 11)])).toEqual([
      ['ord-2', 'Paracétamol'],
      ['ord-1', 'Amoxicillin'],
    ]);
    const edited = await call<{ success: Prescription }>(t.app, 'PUT', `/api/prescription/${list[1]._id}`, { token: doctor.token, body: { patient, content: 'x'.repeat(5000) } });
    expect(edited.body.success.content).toHaveLength(5000);
    const stranger = await doctorWithPatient(t.app, admin.token, 'dr.labs.stranger');
    expect((await call(t.app, 'GET', `/api/prescription?patient=${stranger.patient}`, { token: doctor.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/prescription/${list[1]._id}`, { token: stranger.doctor.token, body: { patient, content: 'taken' } })).status).toBe(404);
  });
});
