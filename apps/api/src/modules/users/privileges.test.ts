import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DoctorSummary, Permission, Role, User } from '@dental/contracts';
import { fieldParam } from '@dental/contracts';
import { ar, call, createRole, createUser, fr, login, useAdminApp, type Session } from '../../test/helpers';

type Key = [string, string];

const USER_MANAGER: Key[] = [
  ['AFFICHER', 'UTILISATEURS'],
  ['AJOUTER', 'UTILISATEURS'],
  ['MODIFIER', 'UTILISATEURS'],
  ['SUPPRIMER', 'UTILISATEURS'],
  ['AFFICHER', 'ROLES'],
  ['MODIFIER', 'ROLES'],
];

describe('nobody grants what they do not hold', () => {
  const { t, admin } = useAdminApp();
  let catalogue: Permission[];
  let administratorRole: Role;
  let managerRole: Role;
  let manager: Session;
  let smallRole: Role;

  const ids = (keys: Key[]) => keys.map(([name, collection]) => catalogue.find((p) => p.name === name && p.collectionName === collection)!._id);
  const userBody = (username: string, roles: string[], password?: string) => ({ username, phone: '1', password, doctor: null, roles });

  beforeAll(async () => {
    catalogue = (await call<{ success: Permission[] }>(t.app, 'GET', '/api/permission', { token: admin.token })).body.success;
    const roles = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success;
    administratorRole = roles.find((role) => role.permissions.length === catalogue.length)!;
    managerRole = await createRole(t.app, admin.token, 'User managers', [...USER_MANAGER, ['AFFICHER', 'PATIENTS']]);
    smallRole = await createRole(t.app, admin.token, 'Receptionists', [['AFFICHER', 'PATIENTS']]);
    manager = await createUser(t.app, admin.token, 'manager', [managerRole._id]);
  });

  it('a role edit may not add every permission to the editor’s own role', async () => {
    const response = await call(t.app, 'PUT', `/api/role/${managerRole._id}`, {
      token: manager.token,
      lang: 'ar',
      body: { permissions: catalogue.map((p) => p._id) },
    });
    expect(response).toMatchObject({ status: 403, body: { err: ar('role.grantDenied') } });
    const after = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success;
    expect(after.find((role) => role._id === managerRole._id)!.permissions).toEqual(managerRole.permissions);
  });

  it('a role edit may add and remove the permissions the editor holds, and no other', async () => {
    const granted = await call<{ success: Role }>(t.app, 'PUT', `/api/role/${smallRole._id}`, {
      token: manager.token,
      body: { permissions: ids([['AFFICHER', 'UTILISATEURS']]) },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.success.permissions).toEqual(ids([['AFFICHER', 'UTILISATEURS']]));
    const foreign = await call(t.app, 'PUT', `/api/role/${smallRole._id}`, {
      token: manager.token,
      body: { permissions: ids([['AFFICHER', 'UTILISATEURS'], ['SUPPRIMER', 'PATIENTS']]) },
    });
    expect(foreign).toMatchObject({ status: 403, body: { err: fr('role.grantDenied') } });
    // Removing from the full administrator role what the editor does not hold is refused too.
    const strip = await call(t.app, 'PUT', `/api/role/${administratorRole._id}`, { token: manager.token, body: { permissions: [] } });
    expect(strip).toMatchObject({ status: 403, body: { err: fr('role.grantDenied') } });
  });

  it('a user create may not give a role holding more than the creator holds', async () => {
    const response = await call(t.app, 'POST', '/api/user', {
      token: manager.token,
      body: userBody('sidekick', [administratorRole._id], 'chosen-password'),
    });
    expect(response).toMatchObject({ status: 403, body: { err: fr('user.grantDenied') } });
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { username: 'sidekick', password: 'chosen-password' } })).status).toBe(401);
    const allowed = await call(t.app, 'POST', '/api/user', { token: manager.token, body: userBody('clerk', [smallRole._id], 'chosen-password') });
    expect(allowed.status).toBe(200);
  });

  it('nobody changes their own roles', async () => {
    const response = await call(t.app, 'PUT', `/api/user/${manager._id}`, {
      token: manager.token,
      body: userBody('manager', [managerRole._id, administratorRole._id]),
    });
    expect(response).toMatchObject({ status: 403, body: { err: fr('user.cannotChangeOwnRoles') } });
    const dropOne = await call(t.app, 'PUT', `/api/user/${manager._id}`, { token: manager.token, body: userBody('manager', [smallRole._id]) });
    expect(dropOne).toMatchObject({ status: 403, body: { err: fr('user.cannotChangeOwnRoles') } });
    // The rest of one's own account stays editable.
    const phone = await call<{ success: User }>(t.app, 'PUT', `/api/user/${manager._id}`, {
      token: manager.token,
      body: { ...userBody('manager', [managerRole._id]), phone: '36363636' },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.success.phone).toBe('36363636');
  });

  it('a user edit may not give another user more than the editor holds, nor take over a stronger account', async () => {
    const clerk = (await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token })).body.success.find((u) => u.username === 'clerk')!;
    const promote = await call(t.app, 'PUT', `/api/user/${clerk._id}`, { token: manager.token, body: userBody('clerk', [administratorRole._id]) });
    expect(promote).toMatchObject({ status: 403, body: { err: fr('user.grantDenied') } });

    const boss = await createUser(t.app, admin.token, 'boss', [administratorRole._id]);
    const takeOver = await call(t.app, 'PUT', `/api/user/${boss._id}`, {
      token: manager.token,
      body: userBody('boss', [administratorRole._id], 'taken-over-password'),
    });
    expect(takeOver).toMatchObject({ status: 403, body: { err: fr('user.tooPowerful') } });
    await login(t.app, 'boss', 'boss-password');
    const remove = await call(t.app, 'DELETE', `/api/user/${boss._id}`, { token: manager.token });
    expect(remove).toMatchObject({ status: 403, body: { err: fr('user.tooPowerful') } });
    expect((await call(t.app, 'GET', '/api/role', { token: boss.token })).status).toBe(200);
  });

  it('a developer account holds every permission whatever its roles: emptying its role does not lock it out', async () => {
    const emptied = await call(t.app, 'PUT', `/api/role/${administratorRole._id}`, { token: admin.token, body: { permissions: [] } });
    expect(emptied.status).toBe(200);
    for (const url of ['/api/user', '/api/role', '/api/paymentMode', '/api/treatment', '/api/patient', '/api/permission/byTable']) {
      expect({ url, status: (await call(t.app, 'GET', url, { token: admin.token })).status }).toEqual({ url, status: 200 });
    }
    const own = await call<{ success: Permission[] }>(t.app, 'GET', `/api/permission?userId=${admin._id}`, { token: admin.token });
    expect(own.body.success).toHaveLength(catalogue.length);
    const repaired = await call(t.app, 'PUT', `/api/role/${administratorRole._id}`, {
      token: admin.token,
      body: { permissions: catalogue.map((p) => p._id) },
    });
    expect(repaired.status).toBe(200);
  });
});

describe('user enumeration', () => {
  const { t, admin } = useAdminApp();

  it('GET user/specificUser answers a caller without the users view only for cabinet doctors and themselves', async () => {
    const nobodyRole = await createRole(t.app, admin.token, 'Nothing at all', []);
    const viewer = await createRole(t.app, admin.token, 'User viewers', [['AFFICHER', 'UTILISATEURS']]);
    const caller = await createUser(t.app, admin.token, 'curious', [nobodyRole._id]);
    const clerk = await createUser(t.app, admin.token, 'clerk', [nobodyRole._id]);
    const doctor = await createUser(t.app, admin.token, 'dr.who', [nobodyRole._id], { doctor: { cabinet: true, percentage: 30 } });
    const assistantDoctor = await createUser(t.app, admin.token, 'dr.junior', [nobodyRole._id], { doctor: { cabinet: false, percentage: 0 } });
    const read = (token: string, id: string) => call<{ success: DoctorSummary }>(t.app, 'GET', `/api/user/specificUser?userId=${id}`, { token });

    expect((await read(caller.token, doctor._id)).body.success).toEqual({ _id: doctor._id, username: 'dr.who', fullName: null, doctor: { cabinet: true, percentage: 30 } });
    expect((await read(caller.token, caller._id)).body.success.username).toBe('curious');
    for (const id of [admin._id, clerk._id, assistantDoctor._id]) {
      expect(await read(caller.token, id)).toMatchObject({ status: 404, body: { err: fr('common.notFound') } });
    }
    const usersViewer = await createUser(t.app, admin.token, 'hr', [viewer._id]);
    expect((await read(usersViewer.token, clerk._id)).body.success.username).toBe('clerk');
    // The developer account stays hidden from non-developers.
    expect((await read(usersViewer.token, admin._id)).status).toBe(404);
  });
});

describe('usernames and passwords', () => {
  const { t, admin } = useAdminApp();
  let roleId: string;

  beforeAll(async () => {
    roleId = (await createRole(t.app, admin.token, 'Plain', [['AFFICHER', 'PATIENTS']]))._id;
  });

  const create = (username: string, password = 'long-enough', lang?: string) =>
    call<{ success: User; formErrors: string[] }>(t.app, 'POST', '/api/user', {
      token: admin.token,
      lang,
      body: { username, phone: '1', password, doctor: null, roles: [roleId] },
    });

  it('refuses invisible and direction-control characters in usernames, in the user’s language', async () => {
    for (const username of ['admin\u200B', '\u202Enimda', 'ad\u200Dmin', 'adm\u2066in', 'x\u0000y', 'ro\uFEFFot', 'a\u00ADb']) {
      const response = await create(username);
      expect({ username: JSON.stringify(username), status: response.status, body: response.body }).toEqual({
        username: JSON.stringify(username),
        status: 300,
        body: { formErrors: [fr('user.usernameInvalid')] },
      });
    }
    expect((await create('\u202Enimda', 'long-enough', 'ar')).body).toEqual({ formErrors: [ar('user.usernameInvalid')] });
    const users = await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token });
    expect(users.body.success.map((u) => u.username)).toEqual(['admin']);
  });

  it('stores usernames normalised, so lookalike forms of an existing name are "already exists"', async () => {
    expect((await create('ａｄｍｉｎ')).body).toEqual({ formErrors: [fr('user.usernameExists')] });
    const spaced = await create('  Dr   Sidi  ');
    expect(spaced.status).toBe(200);
    expect(spaced.body.success.username).toBe('Dr Sidi');
    await login(t.app, 'dr sidi', 'long-enough');
    // Arabic names with their joiners are fine in ordinary names.
    const role = await call(t.app, 'POST', '/api/role', { token: admin.token, body: { name: 'مساعد\u200C طبيب' } });
    expect(role.status).toBe(200);
    const badRole = await call(t.app, 'POST', '/api/role', { token: admin.token, body: { name: 'Admin\u202E' } });
    expect(badRole.body).toEqual({ formErrors: [fr('common.hiddenCharacters', { field: fieldParam('name') })] });
  });

  it('requires a password of at least 8 characters on create and when one is changed', async () => {
    const short = await create('shorty', 'x');
    expect(short.body).toEqual({ formErrors: [fr('user.passwordTooShort', { min: '8' })] });
    const created = await create('shorty', 'eight-ch');
    expect(created.status).toBe(200);
    const edit = await call(t.app, 'PUT', `/api/user/${created.body.success._id}`, {
      token: admin.token,
      lang: 'ar',
      body: { username: 'shorty', phone: '1', password: '1234567', doctor: null, roles: [roleId] },
    });
    expect(edit.body).toEqual({ formErrors: [ar('user.passwordTooShort', { min: '8' })] });
    await login(t.app, 'shorty', 'eight-ch');
  });
});
