import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '@dental/contracts';
import {
  call,
  createLimitedUser,
  createRole,
  createUser,
  fr,
  login,
  loginAdmin,
  permissionIds,
  signToken,
  useAdminApp,
  startTestApp,
  TEST_JWT_SECRET,
  type Session,
  type TestApp,
} from '../../test/helpers';

const expired = { err: fr('auth.sessionExpired') };
const reads = (app: TestApp['app'], token: string) => call(app, 'GET', '/api/paymentMode', { token });

describe('sessions end when they must', () => {
  const { t, admin } = useAdminApp();
  let roleId: string;

  beforeAll(async () => {
    roleId = (await createRole(t.app, admin.token, 'Cashiers', [['AFFICHER', 'MODE_PAIEMENT']]))._id;
  });

  it('signing out ends the session on the server: the token is refused from then on', async () => {
    const session = await loginAdmin(t.app);
    expect((await reads(t.app, session.token)).status).toBe(200);
    const out = await call(t.app, 'POST', '/api/auth/logout', { token: session.token, headers: { 'content-type': 'application/json' } });
    expect(out.status).toBe(200);
    expect(await reads(t.app, session.token)).toMatchObject({ status: 401, body: expired });
    // Other sessions of the same user go on.
    expect((await reads(t.app, admin.token)).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: session.token })).status).toBe(401);
  });

  it("an administrator's password change ends the user's sessions at once", async () => {
    const user = await createUser(t.app, admin.token, 'changing', [roleId]);
    const other = await login(t.app, 'changing', 'changing-password');
    expect((await reads(t.app, user.token)).status).not.toBe(401);
    const changed = await call(t.app, 'PUT', `/api/user/${user._id}`, {
      token: admin.token,
      body: { username: 'changing', phone: '1', password: 'a-new-password', doctor: null, roles: [roleId] },
    });
    expect(changed.status).toBe(200);
    expect(await reads(t.app, user.token)).toMatchObject({ status: 401, body: expired });
    expect(await reads(t.app, other.token)).toMatchObject({ status: 401, body: expired });
    const fresh = await login(t.app, 'changing', 'a-new-password');
    expect((await reads(t.app, fresh.token)).status).not.toBe(401);
  });

  it('an edit that keeps the password keeps the sessions', async () => {
    const user = await createUser(t.app, admin.token, 'keeping', [roleId]);
    const edited = await call(t.app, 'PUT', `/api/user/${user._id}`, {
      token: admin.token,
      body: { username: 'keeping', phone: '2', password: '', doctor: null, roles: [roleId] },
    });
    expect(edited.status).toBe(200);
    expect((await reads(t.app, user.token)).status).not.toBe(401);
  });

  it("changing one's own password ends one's other sessions and keeps the current one", async () => {
    const role = await createRole(t.app, admin.token, 'Self editors', [
      ['AFFICHER', 'UTILISATEURS'],
      ['MODIFIER', 'UTILISATEURS'],
    ]);
    const me = await createUser(t.app, admin.token, 'selfedit', [role._id]);
    const elsewhere = await login(t.app, 'selfedit', 'selfedit-password');
    const changed = await call(t.app, 'PUT', `/api/user/${me._id}`, {
      token: me.token,
      body: { username: 'selfedit', phone: '1', password: 'another-password', doctor: null, roles: [role._id] },
    });
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: me.token })).status).toBe(200);
    expect(await call(t.app, 'GET', '/api/user', { token: elsewhere.token })).toMatchObject({ status: 401, body: expired });
  });

  it("a deletion ends the user's sessions at once", async () => {
    const user = await createUser(t.app, admin.token, 'leaving', [roleId]);
    expect((await call(t.app, 'DELETE', `/api/user/${user._id}`, { token: admin.token })).status).toBe(200);
    expect(await reads(t.app, user.token)).toMatchObject({ status: 401, body: expired });
  });

  it('a session or a right changed in the database by any writer applies to the very next request', async () => {
    const session = await loginAdmin(t.app);
    expect((await reads(t.app, session.token)).status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()) as { sid: string };
    await t.db.query('update sessions set ended_at = now() where id = $1', [sid]);
    expect(await reads(t.app, session.token)).toMatchObject({ status: 401, body: expired });

    const cashier = await createUser(t.app, admin.token, 'cashier', [roleId]);
    expect((await reads(t.app, cashier.token)).status).toBe(200);
    await t.db.query('delete from role_permissions where role_id = $1', [roleId]);
    expect((await reads(t.app, cashier.token)).status).toBe(403);
  });

  it('a token that names no open session, or another user, is refused even when well signed', async () => {
    const session = await loginAdmin(t.app);
    const { sid } = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()) as { sid: string };
    const exp = Math.floor(Date.now() / 1000) + 600;
    const unknownSession = signToken({ sub: admin._id, sid: '00000000-0000-4000-8000-000000000000', exp }, TEST_JWT_SECRET);
    expect(await reads(t.app, unknownSession)).toMatchObject({ status: 401, body: expired });
    const someoneElse = await createUser(t.app, admin.token, 'borrower', [roleId]);
    const borrowed = signToken({ sub: someoneElse._id, sid, exp }, TEST_JWT_SECRET);
    expect(await reads(t.app, borrowed)).toMatchObject({ status: 401, body: expired });
    const noSession = signToken({ sub: admin._id, exp }, TEST_JWT_SECRET);
    expect(await reads(t.app, noSession)).toMatchObject({ status: 401, body: expired });
    const malformed = signToken({ sub: admin._id, sid: "x' or 1=1 --", exp }, TEST_JWT_SECRET);
    expect(await reads(t.app, malformed)).toMatchObject({ status: 401, body: expired });
  });

  it('a change of permissions applies to the very next request', async () => {
    const viewer = await createLimitedUser(t.app, admin.token, 'viewer', [['AFFICHER', 'UTILISATEURS']]);
    expect((await call(t.app, 'GET', '/api/role', { token: viewer.token })).status).toBe(200);
    const [usersView] = await permissionIds(t.app, admin.token, [['AFFICHER', 'TRAITEMENTS']]);
    const emptied = await call(t.app, 'PUT', `/api/role/${viewer.role._id}`, { token: admin.token, body: { permissions: [usersView] } });
    expect(emptied.status).toBe(200);
    const refused = await call(t.app, 'GET', '/api/role', { token: viewer.token });
    expect(refused.status).toBe(403);
    expect(String((refused.body as { err: string }).err)).toMatch(/^AFFICHER/);
  });
});

describe('sessions across API instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: Session;

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({}, first.testDb);
    admin = await loginAdmin(first.app);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a session opened on one instance works on the other and ends on both', async () => {
    const session = await loginAdmin(first.app);
    expect((await reads(second.app, session.token)).status).toBe(200);
    expect((await call(second.app, 'POST', '/api/auth/logout', { token: session.token })).status).toBe(200);
    expect(await reads(first.app, session.token)).toMatchObject({ status: 401, body: expired });
  });

  it('a password change or a role change made on one instance applies at once on the other', async () => {
    const viewer = await createLimitedUser(first.app, admin.token, 'watcher', [['AFFICHER', 'UTILISATEURS']]);
    // Warm the second instance's cache of this user's permissions.
    expect((await call(second.app, 'GET', '/api/role', { token: viewer.token })).status).toBe(200);
    const [other] = await permissionIds(first.app, admin.token, [['AFFICHER', 'TRAITEMENTS']]);
    expect((await call(first.app, 'PUT', `/api/role/${viewer.role._id}`, { token: admin.token, body: { permissions: [other] } })).status).toBe(200);
    expect((await call(second.app, 'GET', '/api/role', { token: viewer.token })).status).toBe(403);

    const users = await call<{ success: User[] }>(first.app, 'GET', '/api/user', { token: admin.token });
    const watcher = users.body.success.find((u) => u.username === 'watcher')!;
    const changed = await call(first.app, 'PUT', `/api/user/${watcher._id}`, {
      token: admin.token,
      body: { username: 'watcher', phone: '1', password: 'changed-password', doctor: null, roles: watcher.roles },
    });
    expect(changed.status).toBe(200);
    expect(await call(second.app, 'GET', '/api/treatment', { token: viewer.token })).toMatchObject({ status: 401, body: expired });
  });
});
