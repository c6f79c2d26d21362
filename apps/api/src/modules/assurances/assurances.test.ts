import { describe, expect, it } from '@jest/globals';
import { collectionParam, fieldParam, rightParam, translateMessage, type Assurance, type MessageKey, type Treatment } from '@dental/contracts';
import { insertPatient } from '../../test/fixtures';
import { ar, call, createLimitedUser, fr, useAdminApp } from '../../test/helpers';

describe('insurance companies', () => {
  const { t, admin } = useAdminApp();

  const list = async () => (await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: admin.token })).body.success;
  const create = async (body: Record<string, unknown>) => {
    const response = await call<{ success: Assurance }>(t.app, 'POST', '/api/assurance', { token: admin.token, body });
    if (response.status !== 200) throw new Error(`assurance: ${response.raw}`);
    return response.body.success;
  };

  it('creates insurers, with the default colour and type, and lists them by name', async () => {
    const cnam = await call<{ success: Assurance }>(t.app, 'POST', '/api/assurance', {
      token: admin.token,
      body: { name: ' CNAM ', cons_price: 1500 },
    });
    expect(cnam.status).toBe(200);
    expect(cnam.body.success).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      name: 'CNAM',
      cons_price: 1500,
      color: '#0984e3',
      type: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
    const snim = await create({ name: 'snim', cons_price: 999_999_999.99, color: '#AA00ff', type: 'entreprise' });
    expect(snim).toMatchObject({ name: 'snim', cons_price: 999_999_999.99, color: '#AA00ff', type: 'entreprise' });
    const amana = await create({ name: 'Amana', cons_price: 0.1 });
    expect(amana.cons_price).toBe(0.1);
    expect(typeof amana.cons_price).toBe('number');
    expect((await list()).map((a) => a.name)).toEqual(['Amana', 'CNAM', 'snim']);

    const one = await call<{ success: Assurance }>(t.app, 'GET', `/api/assurance/${snim._id}`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.body.success).toEqual(snim);
  });

  it('validates every field, in French and in Arabic', async () => {
    const cases: [unknown, MessageKey[]][] = [
      [{}, ['assurance.nameRequired', 'assurance.consPriceRequired']],
      [{ name: '   ', cons_price: 10 }, ['assurance.nameRequired']],
      [{ name: 'Nouvelle' }, ['assurance.consPriceRequired']],
      [{ name: 'Nouvelle', cons_price: null }, ['assurance.consPriceRequired']],
      [{ name: 'Nouvelle', cons_price: '1500' }, ['assurance.consPriceInvalid']],
      [{ name: 'Nouvelle', cons_price: -1 }, ['assurance.consPriceInvalid']],
      [{ name: 'Nouvelle', cons_price: 10.005 }, ['assurance.consPriceInvalid']],
      [{ name: 'Nouvelle', cons_price: 5e-324 }, ['assurance.consPriceInvalid']],
      [{ name: 'Nouvelle', cons_price: 10, color: 'red' }, ['assurance.colorInvalid']],
      [{ name: 'Nouvelle', cons_price: 10, color: '#12345' }, ['assurance.colorInvalid']],
      [{ name: 'cnam', cons_price: 10 }, ['assurance.exists']],
    ];
    for (const [body, keys] of cases) {
      const inFrench = await call(t.app, 'POST', '/api/assurance', { token: admin.token, body });
      expect({ body, status: inFrench.status, answer: inFrench.body }).toEqual({ body, status: 300, answer: { formErrors: keys.map((k) => fr(k)) } });
      const inArabic = await call(t.app, 'POST', '/api/assurance', { token: admin.token, body, lang: 'ar' });
      expect({ body, answer: inArabic.body }).toEqual({ body, answer: { formErrors: keys.map((k) => ar(k)) } });
    }
    const wrongType = await call(t.app, 'POST', '/api/assurance', { token: admin.token, body: { name: 'Nouvelle', cons_price: 10, type: 5 } });
    expect(wrongType.status).toBe(300);
    expect(wrongType.body).toEqual({ formErrors: [fr('common.invalidField', { field: fieldParam('type') })] });
    expect((await list()).map((a) => a.name)).not.toContain('Nouvelle');
  });

  it('reports "already exists" when simultaneous creations race past the pre-check', async () => {
    const responses = await Promise.all(
      ['Taazour', 'TAAZOUR', 'taazour', 'TaaZour'].map((name) =>
        call(t.app, 'POST', '/api/assurance', { token: admin.token, body: { name, cons_price: 800 } }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(300);
      expect(response.body).toEqual({ formErrors: [fr('assurance.exists')] });
    }
  });

  it('edits an insurer, keeping the colour and type that are not sent', async () => {
    const snim = (await list()).find((a) => a.name === 'snim')!;
    const edited = await call<{ success: Assurance }>(t.app, 'PUT', `/api/assurance/${snim._id}`, {
      token: admin.token,
      body: { name: 'SNIM', cons_price: 1200.5 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.success).toMatchObject({ _id: snim._id, name: 'SNIM', cons_price: 1200.5, color: '#AA00ff', type: 'entreprise' });
    const recoloured = await call<{ success: Assurance }>(t.app, 'PUT', `/api/assurance/${snim._id}`, {
      token: admin.token,
      body: { name: 'SNIM', cons_price: 1200.5, color: '#000000', type: '' },
    });
    expect(recoloured.body.success).toMatchObject({ color: '#000000', type: '' });

    const clash = await call(t.app, 'PUT', `/api/assurance/${snim._id}`, { token: admin.token, body: { name: 'Cnam', cons_price: 1 }, lang: 'ar' });
    expect(clash.status).toBe(300);
    expect(clash.body).toEqual({ formErrors: [ar('assurance.exists')] });
    const invalid = await call(t.app, 'PUT', `/api/assurance/${snim._id}`, { token: admin.token, body: { name: 'SNIM', cons_price: '12' } });
    expect(invalid.body).toEqual({ formErrors: [fr('assurance.consPriceInvalid')] });
    const missing = await call(t.app, 'PUT', '/api/assurance/987654', { token: admin.token, body: { name: 'x', cons_price: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ err: fr('common.notFound') });
  });

  it('answers 404 to unknown insurers and 400 to malformed ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/assurance/987654'],
      ['DELETE', '/api/assurance/987654'],
      ['GET', '/api/assurance/987654/treatments'],
    ] as const) {
      const response = await call(t.app, method, url, { token: admin.token });
      expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 404, body: { err: fr('common.notFound') } });
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', "1'%20or%20'1'='1", '1%3Bdelete%20from%20assurances']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(t.app, method, `/api/assurance/${id}`, {
          token: admin.token,
          body: method === 'PUT' ? { name: 'Valid', cons_price: 1 } : undefined,
        });
        expect({ id, method, status: response.status, body: response.body }).toEqual({ id, method, status: 400, body: { err: fr('common.invalidId') } });
      }
    }
    expect((await list()).length).toBeGreaterThanOrEqual(4);
  });

  it('deletes an insurer with its own treatments, and refuses while it has patients or invoices', async () => {
    const temporary = await create({ name: 'Temporaire', cons_price: 100 });
    const treatment = await call<{ success: Treatment }>(t.app, 'POST', `/api/assurance/${temporary._id}/treatments`, {
      token: admin.token,
      body: { name: 'Detartrage', price: 500, type: 'soins' },
    });
    expect(treatment.status).toBe(200);
    const deleted = await call<{ success: Assurance }>(t.app, 'DELETE', `/api/assurance/${temporary._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toEqual(temporary);
    expect(await t.db.query('select 1 from treatments where id = $1', [treatment.body.success._id])).toEqual([]);
    expect((await call(t.app, 'GET', `/api/assurance/${temporary._id}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/assurance/${temporary._id}`, { token: admin.token })).status).toBe(404);

    const withPatient = await create({ name: 'Avec patient', cons_price: 100 });
    const patientId = await insertPatient(t.db, { name: 'Assuré', assuranceId: withPatient._id, percentCovered: 80 });
    const refused = await call(t.app, 'DELETE', `/api/assurance/${withPatient._id}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ err: fr('assurance.inUse') });
    const refusedAr = await call(t.app, 'DELETE', `/api/assurance/${withPatient._id}`, { token: admin.token, lang: 'ar' });
    expect(refusedAr.body).toEqual({ err: ar('assurance.inUse') });
    await t.db.query('delete from patients where id = $1', [patientId]);

    const withInvoice = await create({ name: 'Avec facture', cons_price: 100 });
    const invoice = await call(t.app, 'POST', `/api/assurance/invoices/${withInvoice._id}?global=true`, { token: admin.token });
    expect(invoice.status).toBe(200);
    const refusedInvoice = await call(t.app, 'DELETE', `/api/assurance/${withInvoice._id}`, { token: admin.token });
    expect(refusedInvoice.status).toBe(409);
    expect(refusedInvoice.body).toEqual({ err: fr('assurance.inUse') });

    expect((await call(t.app, 'DELETE', `/api/assurance/${withPatient._id}`, { token: admin.token })).status).toBe(200);
  });

  it('shows the list to those who view insurers, patients or insured patients, and checks each action', async () => {
    for (const collection of ['ASSURANCES', 'PATIENTS', 'PATIENTS_ASSURANCE']) {
      for (const action of ['AFFICHER', 'AFFICHER_GLOBAL']) {
        const viewer = await createLimitedUser(t.app, admin.token, `viewer-${collection}-${action}`.toLowerCase(), [[action, collection]]);
        const response = await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: viewer.token });
        expect({ collection, action, status: response.status }).toEqual({ collection, action, status: 200 });
        const one = await call(t.app, 'GET', `/api/assurance/${response.body.success[0]._id}`, { token: viewer.token });
        expect(one.status).toBe(200);
      }
    }

    const outsider = await createLimitedUser(t.app, admin.token, 'outsider', [['AFFICHER', 'RDV'], ['AJOUTER', 'RDV']]);
    const denied = await call<{ err: string }>(t.app, 'GET', '/api/assurance', { token: outsider.token, lang: 'ar' });
    expect(denied.status).toBe(403);
    expect(denied.body.err.startsWith('AFFICHER')).toBe(true);
    expect(denied.body).toEqual({ err: translateMessage('auth.viewDenied', 'ar', { collection: collectionParam('ASSURANCES') }) });
    const deniedOne = await call<{ err: string }>(t.app, 'GET', '/api/assurance/1', { token: outsider.token });
    expect(deniedOne.status).toBe(403);
    expect(deniedOne.body.err.startsWith('AFFICHER')).toBe(true);

    const editor = await createLimitedUser(t.app, admin.token, 'insurer-editor', [
      ['AFFICHER', 'ASSURANCES'],
      ['MODIFIER', 'ASSURANCES'],
    ]);
    const cnam = (await list()).find((a) => a.name === 'CNAM')!;
    const createDenied = await call(t.app, 'POST', '/api/assurance', { token: editor.token, body: { name: 'Refusée', cons_price: 1 } });
    expect(createDenied.status).toBe(403);
    expect(createDenied.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('AJOUTER', 'ASSURANCES') }) });
    const edit = await call(t.app, 'PUT', `/api/assurance/${cnam._id}`, { token: editor.token, body: { name: 'CNAM', cons_price: 1600 } });
    expect(edit.status).toBe(200);
    const removeDenied = await call(t.app, 'DELETE', `/api/assurance/${cnam._id}`, { token: editor.token });
    expect(removeDenied.status).toBe(403);
    expect(removeDenied.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('SUPPRIMER', 'ASSURANCES') }) });
    const viewerCannotEdit = await call(t.app, 'PUT', `/api/assurance/${cnam._id}`, { token: outsider.token, body: { name: 'CNAM', cons_price: 1 } });
    expect(viewerCannotEdit.status).toBe(403);
    expect((await list()).find((a) => a.name === 'CNAM')!.cons_price).toBe(1600);
    expect((await list()).map((a) => a.name)).not.toContain('Refusée');
  });
});
