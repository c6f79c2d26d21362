import { describe, expect, it } from '@jest/globals';
import type { Patient } from '@dental/contracts';
import { call, fr, useAdminApp } from '../../test/helpers';
import { createDoctor, createPatient, patientForm } from '../../test/patients';

describe('a patient’s message language', () => {
  const { t, admin } = useAdminApp();

  it('is the clinic’s (null) unless chosen, kept by a form that does not send it, and only French or Arabic', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.language');
    const created = await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Fatimetou Langue' }));
    expect(created.messageLanguage).toBeNull();

    const put = (body: object) => call<{ success: Patient }>(t.app, 'PUT', `/api/patient/${created._id}`, { token: admin.token, body: { ...patientForm(doctor._id, { name: 'Fatimetou Langue' }), dob: 1985, ...body } });
    expect((await put({ messageLanguage: 'ar' })).body.success.messageLanguage).toBe('ar');
    expect((await put({})).body.success.messageLanguage).toBe('ar');
    expect((await put({ messageLanguage: null })).body.success.messageLanguage).toBeNull();

    const refused = await put({ messageLanguage: 'es' });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 300, body: { formErrors: [fr('patient.messageLanguageInvalid')] } });
  });
});
