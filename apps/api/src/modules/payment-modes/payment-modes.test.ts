import { describe, expect, it } from '@jest/globals';
import { collectionParam, rightParam, translateMessage, type MessageKey, type PaymentMode } from '@dental/contracts';
import { insertDoctors, insertPatient, insertPayment } from '../../test/fixtures';
import { ar, call, createLimitedUser, fr, useAdminApp } from '../../test/helpers';

describe('payment modes', () => {
  const { t, admin } = useAdminApp();

  const list = async () => (await call<{ success: PaymentMode[] }>(t.app, 'GET', '/api/paymentMode', { token: admin.token })).body.success;

  it('creates payment modes and lists them by code then name', async () => {
    for (const body of [
      { name: 'virement', code: 2 },
      { name: 'Bankily', code: 1 },
      { name: 'chèque', code: 1, archive: true },
      { name: 'Amana', code: 1 },
    ]) {
      const response = await call<{ success: PaymentMode }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body });
      expect(response.status).toBe(200);
      expect(response.body.success).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: body.name,
        code: body.code,
        archive: body.archive ?? false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    expect((await list()).map((m) => `${m.code}:${m.name}`)).toEqual(['0:cash', '1:Amana', '1:Bankily', '1:chèque', '2:virement']);
  });

  it('validates name and code, in French and in Arabic', async () => {
    const cases: [unknown, MessageKey[]][] = [
      [{}, ['paymentMode.nameRequired', 'paymentMode.codeRequired']],
      [{ name: '  ', code: 3 }, ['paymentMode.nameRequired']],
      [{ name: 'carte' }, ['paymentMode.codeRequired']],
      [{ name: 'carte', code: '3' }, ['paymentMode.codeInvalid']],
      [{ name: 'carte', code: -1 }, ['paymentMode.codeInvalid']],
      [{ name: 'carte', code: 1.5 }, ['paymentMode.codeInvalid']],
      [{ name: 'carte', code: 1e12 }, ['paymentMode.codeInvalid']],
      [{ name: 'carte', code: null }, ['paymentMode.codeInvalid']],
      [{ name: 'CASH', code: 4 }, ['paymentMode.exists']],
    ];
    for (const [body, keys] of cases) {
      const inFrench = await call(t.app, 'POST', '/api/paymentMode', { token: admin.token, body });
      expect({ body, status: inFrench.status, answer: inFrench.body }).toEqual({ body, status: 300, answer: { formErrors: keys.map((k) => fr(k)) } });
      const inArabic = await call(t.app, 'POST', '/api/paymentMode', { token: admin.token, body, lang: 'ar' });
      expect(inArabic.body).toEqual({ formErrors: keys.map((k) => ar(k)) });
    }
    const wrongType = await call(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'carte', code: 3, archive: 'yes' } });
    expect(wrongType.status).toBe(300);
    expect(wrongType.body).toEqual({ formErrors: ['Valeur invalide : archivé'] });
  });

  it('edits a payment mode, keeping the archive flag when it is not sent', async () => {
    const cheque = (await list()).find((m) => m.name === 'chèque')!;
    const edited = await call<{ success: PaymentMode }>(t.app, 'PUT', `/api/paymentMode/${cheque._id}`, {
      token: admin.token,
      body: { name: 'Chèque', code: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.success).toMatchObject({ _id: cheque._id, name: 'Chèque', code: 3, archive: true });
    const unarchived = await call<{ success: PaymentMode }>(t.app, 'PUT', `/api/paymentMode/${cheque._id}`, {
      token: admin.token,
      body: { name: 'Chèque', code: 3, archive: false },
    });
    expect(unarchived.body.success.archive).toBe(false);
    const clash = await call(t.app, 'PUT', `/api/paymentMode/${cheque._id}`, { token: admin.token, body: { name: 'Cash', code: 3 } });
    expect(clash.body).toEqual({ formErrors: [fr('paymentMode.exists')] });
    const missing = await call(t.app, 'PUT', '/api/paymentMode/55555', { token: admin.token, body: { name: 'x', code: 3 } });
    expect(missing.status).toBe(404);
  });

  it('reports "already exists" when simultaneous creations race past the pre-check', async () => {
    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        call(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: i % 2 ? 'MASRVI' : 'Masrvi', code: 4 } }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(300);
      expect(response.body).toEqual({ formErrors: [fr('paymentMode.exists')] });
    }
  });

  it('deletes a payment mode', async () => {
    const virement = (await list()).find((m) => m.name === 'virement')!;
    const deleted = await call<{ success: PaymentMode }>(t.app, 'DELETE', `/api/paymentMode/${virement._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success.name).toBe('virement');
    expect((await list()).map((m) => m.name)).not.toContain('virement');
    expect((await call(t.app, 'DELETE', `/api/paymentMode/${virement._id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses to delete a mode that payments use (it is archived instead)', async () => {
    const created = await call<{ success: PaymentMode }>(t.app, 'POST', '/api/paymentMode', { token: admin.token, body: { name: 'Sedad', code: 5 } });
    const [doctor] = await insertDoctors(t.db, 'mode-doctor-', 1);
    const patient = await insertPatient(t.db, { name: 'Payeur' });
    await insertPayment(t.db, { patientId: patient, doctorId: doctor, amount: 100, methodId: created.body.success._id });
    const refused = await call(t.app, 'DELETE', `/api/paymentMode/${created.body.success._id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ err: fr('paymentMode.inUse') });
    const refusedAr = await call(t.app, 'DELETE', `/api/paymentMode/${created.body.success._id}`, { token: admin.token, lang: 'ar' });
    expect(refusedAr.body).toEqual({ err: ar('paymentMode.inUse') });
    const archived = await call<{ success: PaymentMode }>(t.app, 'PUT', `/api/paymentMode/${created.body.success._id}`, {
      token: admin.token,
      body: { name: 'Sedad', code: 5, archive: true },
    });
    expect(archived.body.success.archive).toBe(true);
  });

  it('checks view and each action separately', async () => {
    const viewer = await createLimitedUser(t.app, admin.token, 'cashier', [
      ['AFFICHER', 'MODE_PAIEMENT'],
      ['MODIFIER', 'MODE_PAIEMENT'],
    ]);
    const cash = (await list()).find((m) => m.name === 'cash')!;
    expect((await call(t.app, 'GET', '/api/paymentMode', { token: viewer.token })).status).toBe(200);
    const create = await call(t.app, 'POST', '/api/paymentMode', { token: viewer.token, body: { name: 'nouveau', code: 9 } });
    expect(create.status).toBe(403);
    expect(create.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('AJOUTER', 'MODE_PAIEMENT') }) });
    const edit = await call(t.app, 'PUT', `/api/paymentMode/${cash._id}`, { token: viewer.token, body: { name: 'cash', code: 0 } });
    expect(edit.status).toBe(200);
    const remove = await call(t.app, 'DELETE', `/api/paymentMode/${cash._id}`, { token: viewer.token });
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('SUPPRIMER', 'MODE_PAIEMENT') }) });

    const outsider = await createLimitedUser(t.app, admin.token, 'outsider', [['AFFICHER', 'RDV']]);
    const denied = await call<{ err: string }>(t.app, 'GET', '/api/paymentMode', { token: outsider.token, lang: 'ar' });
    expect(denied.status).toBe(403);
    expect(denied.body.err.startsWith('AFFICHER')).toBe(true);
    expect(denied.body).toEqual({ err: translateMessage('auth.viewDenied', 'ar', { collection: collectionParam('MODE_PAIEMENT') }) });
  });
});
