import { describe, expect, it } from '@jest/globals';
import type { Payment, User } from '@dental/contracts';
import { ar, call, fr, login, useAdminApp } from '../../test/helpers';
import { createAssistant, createDoctor, createPatient, patientForm } from '../../test/patients';

describe('a user who wrote records is deactivated, never deleted', () => {
  const { t, admin } = useAdminApp();

  it('refuses to delete the assistant who entered payments, keeps her name on them, and deactivates her instead', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.keep');
    const assistant = await createAssistant(t.app, admin.token, 'assistant.keep');
    const patient = (await createPatient(t.app, admin.token, patientForm(doctor.user._id, { name: 'Saisi Par' })))._id;
    const modes = await call<{ success: { _id: string; name: string }[] }>(t.app, 'GET', '/api/paymentMode', { token: admin.token });
    const cash = modes.body.success.find((mode) => mode.name === 'cash')!;
    const paid = await call<{ success: Payment }>(t.app, 'POST', '/api/payment', {
      token: assistant.token,
      body: { doctor: doctor.user._id, patient, amount: 500, type: 'payment', method: cash._id },
    });
    expect(paid.status).toBe(200);

    const refused = await call(t.app, 'DELETE', `/api/user/${assistant.user._id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ err: fr('user.inUse') });
    expect((await call(t.app, 'DELETE', `/api/user/${assistant.user._id}`, { token: admin.token, lang: 'ar' })).body).toEqual({ err: ar('user.inUse') });
    const kept = await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: admin.token });
    expect(kept.body.success.map((payment) => payment.user)).toEqual(['assistant.keep']);

    const deactivated = await call<{ success: User }>(t.app, 'POST', `/api/user/${assistant.user._id}/deactivate`, { token: admin.token });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.success).toMatchObject({ username: 'assistant.keep', active: false });
    // Her session ends at once, and she cannot sign in again.
    expect((await call(t.app, 'GET', '/api/user', { token: assistant.token })).status).toBe(401);
    const signIn = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'assistant.keep', password: 'assistant.keep-password' } });
    expect(signIn.body).toEqual({ err: fr('auth.userInactive') });
    // Her name stays on what she did, and in the users list.
    expect((await call<{ success: Payment[] }>(t.app, 'GET', `/api/payment?patient=${patient}`, { token: admin.token })).body.success[0].user).toBe('assistant.keep');
    const listed = await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token });
    expect(listed.body.success.find((user) => user._id === assistant.user._id)?.active).toBe(false);

    expect((await call<{ success: User }>(t.app, 'POST', `/api/user/${assistant.user._id}/reactivate`, { token: admin.token })).body.success.active).toBe(true);
  });

  it('says a deactivated account is deactivated only to whoever knows its password', async () => {
    const assistant = await createAssistant(t.app, admin.token, 'assistant.off');
    await call(t.app, 'POST', `/api/user/${assistant.user._id}/deactivate`, { token: admin.token });
    const password = 'assistant.off-password';
    const wrong = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'assistant.off', password: 'not-the-password' } });
    expect(wrong.body).toEqual({ err: fr('auth.wrongData') });
    const right = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'assistant.off', password } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ err: fr('auth.userInactive') });
    await call(t.app, 'POST', `/api/user/${assistant.user._id}/reactivate`, { token: admin.token });
    expect((await login(t.app, 'assistant.off', password)).token).toBeTruthy();
  });

  it('still deletes a user who wrote nothing, and refuses to deactivate oneself', async () => {
    const idle = await createAssistant(t.app, admin.token, 'assistant.idle');
    expect((await call(t.app, 'DELETE', `/api/user/${idle.user._id}`, { token: admin.token })).status).toBe(200);
    const me = await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token });
    const adminId = me.body.success.find((user) => user.username === 'admin')!._id;
    const self = await call(t.app, 'POST', `/api/user/${adminId}/deactivate`, { token: admin.token });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ err: fr('user.cannotDeactivateSelf') });
    expect((await call(t.app, 'POST', '/api/user/999999/deactivate', { token: admin.token })).status).toBe(404);
  });
});

