import { beforeAll, describe, expect, it } from '@jest/globals';
import { collectionParam, isViewDenied, rightParam, translateMessage, type PaymentMode, type Role } from '@dental/contracts';
import { ar, call, createLimitedUser, fr, permissionIds, useAdminApp, type Session } from '../../test/helpers';

describe('roles', () => {
  const { t, admin } = useAdminApp();

  it('lists the default roles with their permission ids', async () => {
    const response = await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.success.map((r) => r.name)).toEqual(['Administrateur', 'Médecin', 'Assistant']);
    const assistant = response.body.success[2];
    // Eight for the agenda and the patients, seven for the desk's money and lab tasks (issue 36), three for the clinical record (issue 37).
    expect(assistant.permissions).toHaveLength(18);
    expect(assistant.permissions.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(assistant).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it('creates a role with a trimmed name', async () => {
    const response = await call<{ success: Role }>(t.app, 'POST', '/api/role', { token: admin.token, body: { name: '  Secrétaire  ' } });
    expect(response.status).toBe(200);
    expect(response.body.success).toMatchObject({ name: 'Secrétaire', permissions: [] });
  });

  it('validates the name: required, longer than 3 characters, unique whatever the case (fr and ar)', async () => {
    const cases: [unknown, Parameters<typeof translateMessage>[0]][] = [
      [{}, 'role.nameRequired'],
      [{ name: '   ' }, 'role.nameRequired'],
      [{ name: 42 }, 'role.nameRequired'],
      [{ name: ' abc ' }, 'role.nameTooShort'],
      [{ name: 'secrétaire' }, 'role.nameExists'],
      [{ name: 'ASSISTANT' }, 'role.nameExists'],
    ];
    for (const [body, key] of cases) {
      const inFrench = await call(t.app, 'POST', '/api/role', { token: admin.token, body });
      expect({ body, status: inFrench.status, answer: inFrench.body }).toEqual({ body, status: 300, answer: { formErrors: [fr(key)] } });
      const inArabic = await call(t.app, 'POST', '/api/role', { token: admin.token, body, lang: 'ar' });
      expect(inArabic.body).toEqual({ formErrors: [ar(key)] });
    }
  });

  it('renames a role and edits its permissions', async () => {
    const created = await call<{ success: Role }>(t.app, 'POST', '/api/role', { token: admin.token, body: { name: 'Comptable' } });
    const id = created.body.success._id;
    const renamed = await call<{ success: Role }>(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { name: 'Comptables' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.success.name).toBe('Comptables');

    const clash = await call(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { name: 'médecin' } });
    expect(clash.body).toEqual({ formErrors: [fr('role.nameExists')] });
    const sameName = await call(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { name: 'COMPTABLES' } });
    expect(sameName.status).toBe(200);

    const ids = await permissionIds(t.app, admin.token, [
      ['AFFICHER', 'MODE_PAIEMENT'],
      ['AJOUTER', 'MODE_PAIEMENT'],
    ]);
    const edited = await call<{ success: Role }>(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { permissions: [...ids, ids[0]] } });
    expect(edited.status).toBe(200);
    expect(edited.body.success.permissions).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    expect(edited.body.success.name).toBe('COMPTABLES');

    const cleared = await call<{ success: Role }>(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { permissions: [] } });
    expect(cleared.body.success.permissions).toEqual([]);

    for (const permissions of [['999999'], ['abc'], ['0'], ['99999999999999999999999']]) {
      const unknown = await call(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { permissions } });
      expect(unknown.status).toBe(300);
      expect(unknown.body).toEqual({ formErrors: [fr('role.unknownPermission')] });
    }
    const notAList = await call(t.app, 'PUT', `/api/role/${id}`, { token: admin.token, body: { permissions: 'all' } });
    expect(notAList.status).toBe(300);

    const missing = await call(t.app, 'PUT', '/api/role/777777', { token: admin.token, body: { name: 'Whatever' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ err: fr('common.notFound') });
  });

  it('deletes a role no one holds and refuses one in use', async () => {
    const roles = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success;
    const administrator = roles.find((r) => r.name === 'Administrateur')!;
    const inUse = await call(t.app, 'DELETE', `/api/role/${administrator._id}`, { token: admin.token, lang: 'en' });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ err: translateMessage('role.inUse', 'en') });

    const spare = (await call<{ success: Role }>(t.app, 'POST', '/api/role', { token: admin.token, body: { name: 'Temporary' } })).body.success;
    const deleted = await call<{ success: Role }>(t.app, 'DELETE', `/api/role/${spare._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success.name).toBe('Temporary');
    expect((await call(t.app, 'DELETE', `/api/role/${spare._id}`, { token: admin.token })).status).toBe(404);
  });

  describe('for a user with limited permissions', () => {
    let limited: Session & { role: Role };

    beforeAll(async () => {
      limited = await createLimitedUser(t.app, admin.token, 'limited', [['AFFICHER', 'PATIENTS']]);
    });

    it('denies the view with a message that begins with AFFICHER in every language', async () => {
      for (const lang of ['fr', 'en', 'ar']) {
        const response = await call<{ err: string }>(t.app, 'GET', '/api/role', { token: limited.token, lang });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ err: translateMessage('auth.viewDenied', lang as 'fr', { collection: collectionParam('ROLES') }) });
        expect(response.body.err.startsWith('AFFICHER')).toBe(true);
        expect(isViewDenied(response.body.err)).toBe(true);
        expect(response.raw).not.toContain('success');
      }
    });

    it('denies actions with the action and the collection', async () => {
      const create = await call(t.app, 'POST', '/api/role', { token: limited.token, body: { name: 'Hackers' } });
      expect(create.status).toBe(403);
      expect(create.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('AJOUTER', 'ROLES') }) });
      const edit = await call(t.app, 'PUT', `/api/role/${limited.role._id}`, { token: limited.token, body: { permissions: [] } });
      expect(edit.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('MODIFIER', 'ROLES') }) });
      const remove = await call(t.app, 'DELETE', `/api/role/${limited.role._id}`, { token: limited.token });
      expect(remove.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('SUPPRIMER', 'ROLES') }) });
    });

    it('applies a role change on the very next request, with the same token', async () => {
      const before = await call(t.app, 'GET', '/api/paymentMode', { token: limited.token });
      expect(before.status).toBe(403);
      expect(before.body).toEqual({ err: fr('auth.viewDenied', { collection: collectionParam('MODE_PAIEMENT') }) });

      const grant = await permissionIds(t.app, admin.token, [
        ['AFFICHER', 'PATIENTS'],
        ['AFFICHER_GLOBAL', 'MODE_PAIEMENT'],
      ]);
      expect((await call(t.app, 'PUT', `/api/role/${limited.role._id}`, { token: admin.token, body: { permissions: grant } })).status).toBe(200);
      const granted = await call<{ success: PaymentMode[] }>(t.app, 'GET', '/api/paymentMode', { token: limited.token });
      expect(granted.status).toBe(200);
      expect(granted.body.success.map((m) => m.name)).toContain('cash');
      const stillNoCreate = await call(t.app, 'POST', '/api/paymentMode', { token: limited.token, body: { name: 'card', code: 1 } });
      expect(stillNoCreate.status).toBe(403);

      const revoke = await permissionIds(t.app, admin.token, [['AFFICHER', 'PATIENTS']]);
      await call(t.app, 'PUT', `/api/role/${limited.role._id}`, { token: admin.token, body: { permissions: revoke } });
      const revoked = await call(t.app, 'GET', '/api/paymentMode', { token: limited.token });
      expect(revoked.status).toBe(403);
    });

    it('lets a user-manager without the ROLES view read the roles (to assign them)', async () => {
      const manager = await createLimitedUser(t.app, admin.token, 'rolereader', [['AFFICHER_GLOBAL', 'UTILISATEURS']]);
      const response = await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: manager.token });
      expect(response.status).toBe(200);
      expect(response.body.success.length).toBeGreaterThanOrEqual(3);
    });
  });
});
