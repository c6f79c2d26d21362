import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rightParam, translateMessage, type DoctorSummary, type Role, type User } from '@dental/contracts';
import {
  call,
  createLimitedUser,
  createRole,
  createUser,
  login,
  loginAdmin,
  startTestApp,
  type Session,
  type TestApp,
} from '../../test/helpers';

const fr = (key: Parameters<typeof translateMessage>[0], params?: Parameters<typeof translateMessage>[2]) => translateMessage(key, 'fr', params);
const ar = (key: Parameters<typeof translateMessage>[0], params?: Record<string, string>) => translateMessage(key, 'ar', params);

describe('users', () => {
  let t: TestApp;
  let admin: Session;
  let roles: Role[];
  let adminRoleId: string;
  let doctorRoleId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    roles = (await call<{ success: Role[] }>(t.app, 'GET', '/api/role', { token: admin.token })).body.success;
    adminRoleId = roles.find((r) => r.name === 'Administrateur')!._id;
    doctorRoleId = roles.find((r) => r.name === 'Médecin')!._id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a user and answers it without any password', async () => {
    const response = await call<{ success: User }>(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: ' drhouse ', phone: '36000000', password: 'pw-house', doctor: { cabinet: true, percentage: 40 }, roles: [doctorRoleId] },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      username: 'drhouse',
      fullName: null,
      phone: '36000000',
      roles: [doctorRoleId],
      doctor: { cabinet: true, percentage: 40 },
      dev: false,
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
    expect(response.raw).not.toMatch(/password|argon2/i);
    const session = await login(t.app, 'drhouse', 'pw-house');
    expect(session._id).toBe(response.body.success._id);
  });

  it('keeps a full name for the documents: saved, returned in the list and to every staff member, kept when a body leaves it out, cleared when empty', async () => {
    const created = await call<{ success: User }>(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: 'dr.ahmed', fullName: '  Dr Ahmed Sidi ', phone: '36000001', password: 'pw-ahmed1', doctor: { cabinet: true, percentage: 50 }, roles: [doctorRoleId] },
    });
    expect(created.status).toBe(200);
    expect(created.body.success.fullName).toBe('Dr Ahmed Sidi');
    const id = created.body.success._id;
    const listed = (await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token })).body.success.find((user) => user._id === id);
    expect(listed?.fullName).toBe('Dr Ahmed Sidi');
    const doctor = await login(t.app, 'dr.ahmed', 'pw-ahmed1');
    const summary = await call<{ success: DoctorSummary }>(t.app, 'GET', `/api/user/specificUser?userId=${id}`, { token: doctor.token });
    expect(summary.body.success).toEqual({ _id: id, username: 'dr.ahmed', fullName: 'Dr Ahmed Sidi', doctor: { cabinet: true, percentage: 50 } });

    const base = { username: 'dr.ahmed', phone: '36000001', doctor: { cabinet: true, percentage: 50 }, roles: [doctorRoleId] };
    const kept = await call<{ success: User }>(t.app, 'PUT', `/api/user/${id}`, { token: admin.token, body: base });
    expect(kept.body.success.fullName).toBe('Dr Ahmed Sidi');
    const renamed = await call<{ success: User }>(t.app, 'PUT', `/api/user/${id}`, { token: admin.token, body: { ...base, fullName: 'Dr Ahmed Ould Sidi' } });
    expect(renamed.body.success.fullName).toBe('Dr Ahmed Ould Sidi');
    const cleared = await call<{ success: User }>(t.app, 'PUT', `/api/user/${id}`, { token: admin.token, body: { ...base, fullName: ' ' } });
    expect(cleared.body.success.fullName).toBeNull();

    const tooLong = await call(t.app, 'PUT', `/api/user/${id}`, { token: admin.token, lang: 'ar', body: { ...base, fullName: 'x'.repeat(121) } });
    expect(tooLong).toMatchObject({ status: 300, body: { formErrors: [ar('user.fullNameInvalid')] } });
    const notText = await call(t.app, 'POST', '/api/user', { token: admin.token, body: { ...base, username: 'dr.other', password: 'pw-other1', fullName: 12 } });
    expect(notText).toMatchObject({ status: 300, body: { formErrors: [fr('user.fullNameInvalid')] } });
    expect((await call(t.app, 'DELETE', `/api/user/${id}`, { token: admin.token })).status).toBe(200);
  });

  it('accepts an empty doctor part ({} or absent) as "not a doctor"', async () => {
    const empty = await call<{ success: User }>(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: 'nurse1', phone: '1', password: 'pw-secret', doctor: {}, roles: [doctorRoleId] },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.success.doctor).toBeNull();
    const absent = await call<{ success: User }>(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: 'nurse2', phone: '1', password: 'pw-secret', roles: [doctorRoleId, doctorRoleId] },
    });
    expect(absent.status).toBe(200);
    expect(absent.body.success.doctor).toBeNull();
    expect(absent.body.success.roles).toEqual([doctorRoleId]);
  });

  it('lists every user for the administrator (dev users included for a dev requester), without hashes', async () => {
    const response = await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token });
    expect(response.status).toBe(200);
    const names = response.body.success.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'drhouse', 'nurse1']));
    expect(response.body.success.find((u) => u.username === 'admin')).toMatchObject({ dev: true, roles: [adminRoleId], phone: '' });
    expect(response.raw).not.toMatch(/password|argon2/i);
  });

  it('reports each validation message, in French and in Arabic, in field order and without duplicates', async () => {
    const bad = { username: '', phone: '  ', password: '', doctor: { cabinet: true, percentage: 150 }, roles: [] };
    const inFrench = await call(t.app, 'POST', '/api/user', { token: admin.token, body: bad });
    expect(inFrench.status).toBe(300);
    expect(inFrench.body).toEqual({
      formErrors: [fr('user.usernameRequired'), fr('user.phoneRequired'), fr('user.percentageRange'), fr('user.roleRequired'), fr('user.passwordRequired')],
    });
    const inArabic = await call(t.app, 'POST', '/api/user', { token: admin.token, body: bad, lang: 'ar-MR,ar;q=0.9,fr;q=0.8' });
    expect(inArabic.status).toBe(300);
    expect(inArabic.body).toEqual({
      formErrors: [ar('user.usernameRequired'), ar('user.phoneRequired'), ar('user.percentageRange'), ar('user.roleRequired'), ar('user.passwordRequired')],
    });
    const missing = await call(t.app, 'POST', '/api/user', { token: admin.token, body: {}, lang: 'en' });
    expect(missing.body).toEqual({
      formErrors: [
        translateMessage('user.usernameRequired', 'en'),
        translateMessage('user.phoneRequired', 'en'),
        translateMessage('user.roleRequired', 'en'),
        translateMessage('user.passwordRequired', 'en'),
      ],
    });
  });

  it('reports an existing username whatever its case, and unknown roles', async () => {
    const exists = await call(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: 'DrHouse', phone: '1', password: 'pw-secret', roles: [doctorRoleId] },
    });
    expect(exists.status).toBe(300);
    expect(exists.body).toEqual({ formErrors: [fr('user.usernameExists')] });

    const existsAr = await call(t.app, 'POST', '/api/user', {
      token: admin.token,
      lang: 'ar',
      body: { username: 'admin', phone: '1', password: 'pw-secret', roles: ['999999'] },
    });
    expect(existsAr.body).toEqual({ formErrors: [ar('user.usernameExists'), ar('user.unknownRole')] });

    for (const roleIds of [['999999'], ['0'], ['123456789012345678901234567890'], ['abc']]) {
      const unknown = await call(t.app, 'POST', '/api/user', {
        token: admin.token,
        body: { username: 'newbie', phone: '1', password: 'pw-secret', roles: roleIds },
      });
      expect(unknown.status).toBe(300);
      expect(unknown.body).toEqual({ formErrors: [fr('user.unknownRole')] });
    }
  });

  it('reports "already exists" when simultaneous creations race past the pre-check', async () => {
    const responses = await Promise.all(
      ['twin', 'Twin', 'TWIN'].map((username) =>
        call(t.app, 'POST', '/api/user', { token: admin.token, body: { username, phone: '1', password: 'pw-secret', roles: [doctorRoleId] } }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(300);
      expect(response.body).toEqual({ formErrors: [fr('user.usernameExists')] });
    }
  });

  it('refuses texts longer than allowed with a message naming the field', async () => {
    const response = await call(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: 'x'.repeat(5000), phone: '1', password: 'pw-secret', roles: [doctorRoleId] },
    });
    expect(response.status).toBe(300);
    expect(response.body).toEqual({ formErrors: ["Valeur trop longue : nom d'utilisateur"] });
  });

  it('edits a user, keeping the password when none is sent and changing it when one is', async () => {
    const created = await createUser(t.app, admin.token, 'editme', [doctorRoleId]);
    const edited = await call<{ success: User }>(t.app, 'PUT', `/api/user/${created._id}`, {
      token: admin.token,
      body: { username: 'edited', phone: '42', password: '', doctor: { cabinet: false, percentage: 12.5 }, roles: [adminRoleId, doctorRoleId] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.success).toMatchObject({
      _id: created._id,
      username: 'edited',
      phone: '42',
      doctor: { cabinet: false, percentage: 12.5 },
      roles: [adminRoleId, doctorRoleId].sort((a, b) => Number(a) - Number(b)),
    });
    await login(t.app, 'edited', 'editme-password');

    const noPassword = await call(t.app, 'PUT', `/api/user/${created._id}`, {
      token: admin.token,
      body: { username: 'edited', phone: '42', doctor: null, roles: [doctorRoleId] },
    });
    expect(noPassword.status).toBe(200);
    await login(t.app, 'edited', 'editme-password');

    const newPassword = await call(t.app, 'PUT', `/api/user/${created._id}`, {
      token: admin.token,
      body: { username: 'edited', phone: '42', password: 'brand-new', doctor: null, roles: [doctorRoleId] },
    });
    expect(newPassword.status).toBe(200);
    await login(t.app, 'edited', 'brand-new');
    const old = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'edited', password: 'editme-password' } });
    expect(old.status).toBe(401);

    const taken = await call(t.app, 'PUT', `/api/user/${created._id}`, {
      token: admin.token,
      body: { username: 'DRHOUSE', phone: '42', doctor: null, roles: [doctorRoleId] },
    });
    expect(taken.body).toEqual({ formErrors: [fr('user.usernameExists')] });

    const unknown = await call(t.app, 'PUT', '/api/user/987654', {
      token: admin.token,
      body: { username: 'edited', phone: '42', doctor: null, roles: [doctorRoleId] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ err: fr('common.notFound') });
  });

  it('deletes a user, but never oneself', async () => {
    const victim = await createUser(t.app, admin.token, 'victim', [doctorRoleId]);
    const deleted = await call<{ success: User }>(t.app, 'DELETE', `/api/user/${victim._id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toMatchObject({ _id: victim._id, username: 'victim' });
    const again = await call(t.app, 'DELETE', `/api/user/${victim._id}`, { token: admin.token });
    expect(again.status).toBe(404);
    const self = await call(t.app, 'DELETE', `/api/user/${admin._id}`, { token: admin.token, lang: 'ar' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ err: ar('user.cannotDeleteSelf') });
  });

  describe('seen by a user without the UTILISATEURS view', () => {
    let assistant: Session;

    beforeAll(async () => {
      assistant = await createLimitedUser(t.app, admin.token, 'assistant1', [['AFFICHER', 'PATIENTS']]);
    });

    it('lists only the cabinet doctors, as summaries', async () => {
      const response = await call<{ success: DoctorSummary[] }>(t.app, 'GET', '/api/user', { token: assistant.token });
      expect(response.status).toBe(200);
      expect(response.body.success).toEqual([
        { _id: expect.any(String), username: 'drhouse', fullName: null, doctor: { cabinet: true, percentage: 40 } },
      ]);
    });

    it('reads one user as a doctor summary', async () => {
      const house = (await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: admin.token })).body.success.find(
        (u) => u.username === 'drhouse',
      )!;
      const response = await call<{ success: DoctorSummary }>(t.app, 'GET', `/api/user/specificUser?userId=${house._id}`, {
        token: assistant.token,
      });
      expect(response.status).toBe(200);
      expect(response.body.success).toEqual({ _id: house._id, username: 'drhouse', fullName: null, doctor: { cabinet: true, percentage: 40 } });
      expect((await call(t.app, 'GET', '/api/user/specificUser?userId=424242', { token: assistant.token })).status).toBe(404);
      expect((await call(t.app, 'GET', '/api/user/specificUser?userId=abc', { token: assistant.token })).status).toBe(400);
      expect((await call(t.app, 'GET', '/api/user/specificUser', { token: assistant.token })).status).toBe(400);
    });

    it('may not create, edit or delete users', async () => {
      const create = await call(t.app, 'POST', '/api/user', {
        token: assistant.token,
        body: { username: 'x1', phone: '1', password: 'pw-secret', roles: [doctorRoleId] },
      });
      expect(create.status).toBe(403);
      expect(create.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('AJOUTER', 'UTILISATEURS') }) });
      const edit = await call(t.app, 'PUT', `/api/user/${assistant._id}`, {
        token: assistant.token,
        body: { username: 'x1', phone: '1', roles: [adminRoleId] },
      });
      expect(edit.status).toBe(403);
      const remove = await call(t.app, 'DELETE', `/api/user/${admin._id}`, { token: assistant.token });
      expect(remove.status).toBe(403);
      expect(remove.body).toEqual({ err: fr('auth.actionDenied', { right: rightParam('SUPPRIMER', 'UTILISATEURS') }) });
      expect(remove.body).toEqual({ err: "Vous n'avez pas la permission de supprimer les utilisateurs" });
    });
  });

  describe('dev users, for a non-dev user manager', () => {
    let manager: Session;

    beforeAll(async () => {
      const role = await createRole(t.app, admin.token, 'User managers', [
        ['AFFICHER', 'UTILISATEURS'],
        ['AJOUTER', 'UTILISATEURS'],
        ['MODIFIER', 'UTILISATEURS'],
        ['SUPPRIMER', 'UTILISATEURS'],
      ]);
      manager = await createUser(t.app, admin.token, 'manager', [role._id]);
    });

    it('are hidden from the list and answer 404 to reads, edits and deletions', async () => {
      const list = await call<{ success: User[] }>(t.app, 'GET', '/api/user', { token: manager.token });
      expect(list.status).toBe(200);
      expect(list.body.success.map((u) => u.username)).not.toContain('admin');
      expect(list.body.success.map((u) => u.username)).toContain('manager');
      expect(list.body.success.every((u) => u.dev === false)).toBe(true);

      const edit = await call(t.app, 'PUT', `/api/user/${admin._id}`, {
        token: manager.token,
        body: { username: 'pwned', phone: '1', password: 'pwned-pass', roles: [adminRoleId] },
      });
      expect(edit.status).toBe(404);
      const remove = await call(t.app, 'DELETE', `/api/user/${admin._id}`, { token: manager.token });
      expect(remove.status).toBe(404);
      const read = await call(t.app, 'GET', `/api/user/specificUser?userId=${admin._id}`, { token: manager.token });
      expect(read.status).toBe(404);
      await login(t.app, 'admin', 'admin');
    });
  });
});
