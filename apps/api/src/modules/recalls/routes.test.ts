import { describe, expect, it } from '@jest/globals';
import type { RecallItem, RecallPage } from '@dental/contracts';
import { call, fr, useAdminApp } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';

describe('recall routes', () => {
  const { t, admin } = useAdminApp();

  it('list a doctor their own patients due, the assistant anyone’s, and mark one contacted with who and when', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.recall');
    const other = await createDoctor(t.app, admin.token, 'dr.recall.other');
    const assistant = await createAssistant(t.app, admin.token, 'recall.assistant');
    const mine = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Aïcha Recall' })))._id;
    const theirs = (await createPatient(t.app, admin.token, patientForm(other._id, { name: 'Sidi Recall' })))._id;
    const fresh = (await createPatient(t.app, admin.token, patientForm(doctor._id, { name: 'Seen Today' })))._id;
    for (const [patient, doctorId, daysAgo] of [[mine, doctor._id, 200], [theirs, other._id, 300], [fresh, doctor._id, 0]] as const) {
      await t.db.query(`insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, current_date - $3::int, '09:00', 1, 'matin')`, [doctorId, patient, daysAgo]);
    }

    const own = await call<{ success: RecallPage }>(t.app, 'GET', '/api/recall', { token: doctor.token });
    expect(own.status).toBe(200);
    expect(own.body.success.items.map((item) => item.patient.name)).toEqual(['Aïcha Recall']);
    expect(own.body.success.months).toBe(6);

    const refused = await call(t.app, 'GET', `/api/recall?doctor=${other._id}`, { token: doctor.token });
    expect(refused.status).toBe(403);

    const all = await call<{ success: RecallPage }>(t.app, 'GET', '/api/recall?window=overdue', { token: assistant.token });
    expect(all.body.success.items.map((item) => item.patient.name)).toEqual(['Sidi Recall', 'Aïcha Recall']);
    expect(all.body.success.total).toBe(2);

    const notMine = await call(t.app, 'POST', `/api/recall/${theirs}/contact`, { token: doctor.token });
    expect(notMine.status).toBe(404);
    const notDue = await call(t.app, 'POST', `/api/recall/${fresh}/contact`, { token: doctor.token });
    expect({ status: notDue.status, body: notDue.body }).toEqual({ status: 409, body: { err: fr('recall.notDue') } });

    const contacted = await call<{ success: RecallItem }>(t.app, 'POST', `/api/recall/${mine}/contact`, { token: doctor.token });
    expect(contacted.status).toBe(200);
    expect(contacted.body.success.contacted?.by).toBe('dr.recall');
    const notContacted = await call<{ success: RecallPage }>(t.app, 'GET', '/api/recall?contacted=no', { token: assistant.token });
    expect(notContacted.body.success.items.map((item) => item.patient.name)).toEqual(['Sidi Recall']);

    // Booking the patient takes them off the list.
    await t.db.query(`insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, current_date + 3, '10:00', 1, 'matin')`, [doctor._id, mine]);
    expect((await call<{ success: RecallPage }>(t.app, 'GET', '/api/recall', { token: doctor.token })).body.success.items).toEqual([]);
  });

  it('refuses an unknown filter with a message in the user’s language', async () => {
    const response = await call(t.app, 'GET', '/api/recall?window=soon', { token: admin.token, lang: 'ar' });
    expect(response.status).toBe(300);
    expect(JSON.stringify(response.body)).toContain('مرشح غير صالح');
  });
});
