import { describe, expect, it } from '@jest/globals';
import type { ReminderDay, ReminderItem } from '@dental/contracts';
import { call, fr, useAdminApp } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';

describe('reminder routes', () => {
  const { t, admin } = useAdminApp();

  it('list a day’s appointments in scope, mark one sent with who and when, and count sent and to send', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.remind');
    const other = await createDoctor(t.app, admin.token, 'dr.remind.other');
    const assistant = await createAssistant(t.app, admin.token, 'remind.assistant');
    const book = async (doctorId: string, name: string, time: string) => {
      const patient = (await createPatient(t.app, admin.token, patientForm(doctorId, { name })))._id;
      const [row] = await t.db.query<{ id: string }>(
        `insert into appointments (doctor_id, patient_id, day, time, num_seance, part_of_time) values ($1, $2, '2030-03-05', $3, 1, 'matin') returning id::text as id`,
        [doctorId, patient, time],
      );
      return row.id;
    };
    const mine = await book(doctor._id, 'Khadija Remind', '09:00');
    const theirs = await book(other._id, 'Moussa Remind', '10:30');

    const own = await call<{ success: ReminderDay }>(t.app, 'GET', '/api/reminder?day=2030-03-05', { token: doctor.token });
    expect(own.body.success).toMatchObject({ day: '2030-03-05', sent: 0, toSend: 1 });
    expect(own.body.success.items.map((item) => item.patient.name)).toEqual(['Khadija Remind']);

    expect((await call(t.app, 'POST', `/api/reminder/${theirs}`, { token: doctor.token })).status).toBe(404);
    const marked = await call<{ success: ReminderItem }>(t.app, 'POST', `/api/reminder/${theirs}`, { token: assistant.token });
    expect(marked.body.success.reminder?.by).toBe('remind.assistant');

    const day = await call<{ success: ReminderDay }>(t.app, 'GET', '/api/reminder?day=2030-03-05', { token: assistant.token });
    expect(day.body.success).toMatchObject({ sent: 1, toSend: 1 });
    expect(day.body.success.items.map((item) => [item.patient.name, item.doctorName, item.reminder?.by ?? null])).toEqual([
      ['Khadija Remind', 'dr.remind', null],
      ['Moussa Remind', 'dr.remind.other', 'remind.assistant'],
    ]);
    expect(mine).toMatch(/^\d+$/);
  });

  it('refuses a day that is not one', async () => {
    const response = await call(t.app, 'GET', '/api/reminder?day=2030-02-30', { token: admin.token });
    expect({ status: response.status, body: response.body }).toEqual({ status: 300, body: { formErrors: [fr('appointment.dateInvalid')] } });
  });
});
