import { describe, expect, it } from '@jest/globals';
import { collectionParam, permissionCatalogue, translateMessage, type Permission, type PermissionGroup, type Role } from '@dental/contracts';
import { call, createLimitedUser, createUser, fr, useAdminApp } from '../../test/helpers';

describe('permissions', () => {
  const { t, admin } = useAdminApp();

  it('lists the catalogue', async () => {
    const response = await call<{ success: Permission[] }>(t.app, 'GET', '/api/permission', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.success).toHaveLength(permissionCatalogue().length);
    expect(response.body.success[0]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      name: 'AFFICHER',
      collectionName: 'PATIENTS',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const keys = response.body.success.map((p) => `${p.name} ${p.collectionName}`);
    expect(keys).toContain('APPROUVER PAIEMENTS_PATIENTS');
    expect(keys).toContain('FACTURE_GLOBAL PATIENTS_ASSURANCE');
  });

  it('groups the catalogue by collection, sorted by collection name', async () => {
    const response = await call<{ success: PermissionGroup[] }>(t.app, 'GET', '/api/permission/byTable', { token: admin.token });
    expect(response.status).toBe(200);
    const names = response.body.success.map((g) => g._id);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('PAIEMENTS_PATIENTS');
    const payments = response.body.success.find((g) => g._id === 'PAIEMENTS_PATIENTS')!;
    expect(payments.data.map((p) => p.name)).toEqual(['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER', 'SUPPRIMER', 'APPROUVER']);
    expect(response.body.success.find((g) => g._id === 'COMPTES_LABORATOIRE')!.data.map((p) => p.name)).toEqual(['AFFICHER_GLOBAL']);
    expect(response.body.success.flatMap((g) => g.data)).toHaveLength(permissionCatalogue().length);
  });

  it("answers a user's effective permissions: own ones for anyone, others' with the UTILISATEURS view", async () => {
    const roles = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success;
    const doctorRole = roles.find((r) => r.name === 'Médecin')!;
    const assistantRole = roles.find((r) => r.name === 'Assistant')!;
    const both = await createUser(t.app, admin.token, 'both', [doctorRole._id, assistantRole._id]);

    const own = await call<{ success: Permission[] }>(t.app, 'GET', `/api/permission?userId=${both._id}`, { token: both.token });
    expect(own.status).toBe(200);
    const union = new Set([...doctorRole.permissions, ...assistantRole.permissions]);
    expect(own.body.success.map((p) => p._id).sort()).toEqual([...union].sort());

    const byAdmin = await call<{ success: Permission[] }>(t.app, 'GET', `/api/permission?userId=${both._id}`, { token: admin.token });
    expect(byAdmin.body.success).toEqual(own.body.success);

    const other = await call<{ err: string }>(t.app, 'GET', `/api/permission?userId=${admin._id}`, { token: both.token });
    expect(other.status).toBe(403);
    expect(other.body.err.startsWith('AFFICHER')).toBe(true);

    const catalogue = await call<{ err: string }>(t.app, 'GET', '/api/permission', { token: both.token });
    expect(catalogue.status).toBe(403);
    expect(catalogue.body).toEqual({ err: fr('auth.viewDenied', { collection: collectionParam('ROLES') }) });
    // The AFFICHER prefix stays for the clients' rule; the right is named in words, never by its code.
    expect(catalogue.body).toEqual({ err: "AFFICHER : vous n'avez pas la permission de voir les rôles" });
    expect((await call(t.app, 'GET', '/api/permission/byTable', { token: both.token })).status).toBe(403);

    expect((await call(t.app, 'GET', '/api/permission?userId=888888', { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/permission?userId=1%20or%201=1', { token: admin.token })).status).toBe(400);
  });

  it('lets a role manager read the catalogue', async () => {
    const manager = await createLimitedUser(t.app, admin.token, 'rolemanager', [['AFFICHER', 'ROLES']]);
    expect((await call(t.app, 'GET', '/api/permission', { token: manager.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/permission/byTable', { token: manager.token })).status).toBe(200);
    const create = await call(t.app, 'POST', '/api/permission', { token: manager.token, body: { name: 'EXPORTER', collectionName: 'PATIENTS' } });
    expect(create.status).toBe(403);
    expect(create.body).toEqual({ err: fr('auth.devOnly') });
  });

  it('creates, edits and deletes permissions (developers only), refusing duplicates', async () => {
    const created = await call<{ success: Permission }>(t.app, 'POST', '/api/permission', {
      token: admin.token,
      body: { name: ' EXPORTER ', collectionName: 'PATIENTS' },
    });
    expect(created.status).toBe(200);
    expect(created.body.success).toMatchObject({ name: 'EXPORTER', collectionName: 'PATIENTS' });
    const id = created.body.success._id;

    const duplicate = await call(t.app, 'POST', '/api/permission', { token: admin.token, body: { name: 'exporter', collectionName: 'patients' } });
    expect(duplicate.status).toBe(300);
    expect(duplicate.body).toEqual({ formErrors: [fr('permission.exists')] });

    const clash = await call(t.app, 'PUT', `/api/permission/${id}`, { token: admin.token, body: { name: 'AFFICHER', collectionName: 'PATIENTS' } });
    expect(clash.body).toEqual({ formErrors: [fr('permission.exists')] });

    const edited = await call<{ success: Permission }>(t.app, 'PUT', `/api/permission/${id}`, {
      token: admin.token,
      body: { name: 'EXPORTER', collectionName: 'RDV' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.success).toMatchObject({ _id: id, name: 'EXPORTER', collectionName: 'RDV' });

    const invalid = await call(t.app, 'POST', '/api/permission', { token: admin.token, body: { name: '', collectionName: null }, lang: 'ar' });
    expect(invalid.body).toEqual({ formErrors: [translateMessage('permission.nameRequired', 'ar'), translateMessage('permission.collectionRequired', 'ar')] });

    const deleted = await call<{ success: Permission }>(t.app, 'DELETE', `/api/permission/${id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success._id).toBe(id);
    expect((await call(t.app, 'DELETE', `/api/permission/${id}`, { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/permission/${id}`, { token: admin.token, body: { name: 'X', collectionName: 'Y' } })).status).toBe(404);
  });

  it('removes a deleted permission from the roles that held it', async () => {
    const created = (await call<{ success: Permission }>(t.app, 'POST', '/api/permission', {
      token: admin.token,
      body: { name: 'ARCHIVER', collectionName: 'PATIENTS' },
    })).body.success;
    const role = (await call<{ success: Role }>(t.app, 'POST', '/api/role', { token: admin.token, body: { name: 'Archivistes' } })).body.success;
    await call(t.app, 'PUT', `/api/role/${role._id}`, { token: admin.token, body: { permissions: [created._id] } });
    await call(t.app, 'DELETE', `/api/permission/${created._id}`, { token: admin.token });
    const roles = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success;
    expect(roles.find((r) => r._id === role._id)!.permissions).toEqual([]);
  });
});
