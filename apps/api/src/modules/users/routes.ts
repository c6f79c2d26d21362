import { ACTION } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, isForeignKeyViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, found, notFound, type FormMessage } from '../../http/errors';
import { canView, currentUser, holdsAll, requireAction } from '../../http/guards';
import { isId } from '../../http/ids';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { ValidateOptions } from '../../http/validate';
import type { AuthUser } from '../../plugins/auth';
import { endUserSessions } from '../auth/queries';
import {
  deleteUser,
  findUser,
  findUserSummary,
  insertUser,
  listCabinetDoctors,
  listUsers,
  missingRoles,
  rolesPermissionKeys,
  setUserActive,
  updateUser,
  userPermissionKeys,
  usernameTaken,
} from './queries';

const USER_LIMITS: ValidateOptions = { maxLengths: { password: 1024 } };

/** "Already exists" and unknown roles, in field order, before anything is written. */
async function checkConflicts(db: Queryable, username: string, roles: string[], exceptId?: string): Promise<void> {
  const problems: FormMessage[] = [];
  if (await usernameTaken(db, username, exceptId)) problems.push({ key: 'user.usernameExists' });
  const wellFormed = roles.filter(isId);
  if (wellFormed.length < roles.length || (await missingRoles(db, wellFormed)).length > 0) problems.push({ key: 'user.unknownRole' });
  if (problems.length > 0) throw new FormError(problems);
}

/** A write that lost a race against another one reports what the pre-checks would have said. */
function conflictOf(error: unknown): never {
  if (isUniqueViolation(error)) throw new FormError(['user.usernameExists']);
  if (isForeignKeyViolation(error)) throw new FormError(['user.unknownRole']);
  throw error;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

export async function userRoutes(app: FastifyInstance) {
  const { db, passwords } = app;

  /** Giving roles: only roles whose every permission `me` holds. */
  const checkGrant = async (me: AuthUser, roles: string[]) => {
    if (!holdsAll(me, await rolesPermissionKeys(db, roles))) throw new ApiError(403, 'user.grantDenied');
  };

  /** Editing or deleting an account: only one that holds nothing `me` lacks (no take-over of a stronger account). */
  const checkNotStronger = async (me: AuthUser, userId: string) => {
    if (!holdsAll(me, await userPermissionKeys(db, userId))) throw new ApiError(403, 'user.tooPowerful');
  };

  /**
   * With a view permission on UTILISATEURS: every user. Without it: only the cabinet doctors, as
   * {_id, username, doctor}, which every staff member needs for doctor drop-downs and menus.
   */
  route(app, 'users.list', {}, async (request) => {
    const me = currentUser(request);
    if (canView(me, 'UTILISATEURS')) return ok(await listUsers(db, me.dev));
    return ok(await listCabinetDoctors(db, me.dev));
  });

  /** One user as {_id, username, doctor}: any user for those who may see users, otherwise only a cabinet doctor or oneself. */
  route(app, 'users.specific', {}, async (request) => {
    const me = currentUser(request);
    const id = request.query.userId;
    const cabinetOnly = id !== me.id && !canView(me, 'UTILISATEURS');
    const summary = await findUserSummary(db, id, { withDev: me.dev, cabinetOnly });
    if (!summary) throw notFound();
    return ok(summary);
  });

  route(app, 'users.create', { guard: requireAction(ACTION.create, 'UTILISATEURS'), limits: USER_LIMITS }, async (request) => {
    const me = currentUser(request);
    const input = request.body;
    const roles = [...new Set(input.roles)];
    await checkConflicts(db, input.username, roles);
    await checkGrant(me, roles);
    const passwordHash = await passwords.hash(input.password);
    const id = await db
      .transaction((tx) => insertUser(tx, { username: input.username, fullName: input.fullName, phone: input.phone, doctor: input.doctor, roles, passwordHash }))
      .catch(conflictOf);
    return ok(found(await findUser(db, id, true)));
  });

  route(app, 'users.update', { guard: requireAction(ACTION.edit, 'UTILISATEURS'), limits: USER_LIMITS }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const current = await findUser(db, id, me.dev);
    if (!current) throw notFound();
    const input = request.body;
    const roles = [...new Set(input.roles)];
    await checkConflicts(db, input.username, roles, id);
    if (id === me.id && !sameSet(roles, current.roles)) throw new ApiError(403, 'user.cannotChangeOwnRoles');
    await checkNotStronger(me, id);
    await checkGrant(me, roles);
    const passwordHash = input.password ? await passwords.hash(input.password) : undefined;
    const saved = await db
      .transaction(async (tx) => {
        const updated = await updateUser(tx, id, { username: input.username, fullName: input.fullName, phone: input.phone, doctor: input.doctor, roles, passwordHash });
        // A new password ends the sessions opened with the old one (the editor's own current one aside).
        if (updated && passwordHash) await endUserSessions(tx, id, id === me.id ? me.sessionId : undefined);
        return updated;
      })
      .catch(conflictOf);
    const updated = saved && (await findUser(db, id, true));
    if (!updated) throw notFound();
    return ok(updated);
  });

  route(app, 'users.remove', { guard: requireAction(ACTION.remove, 'UTILISATEURS') }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    if (id === me.id) throw new ApiError(400, 'user.cannotDeleteSelf');
    const user = await findUser(db, id, me.dev);
    if (!user) throw notFound();
    await checkNotStronger(me, id);
    // Patients, payments and insurers' invoices keep their doctor: such a user stays.
    const deleted = await deleteUser(db, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError(409, 'user.inUse');
      throw error;
    });
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!deleted) throw notFound();
    return ok(user);
  });

  // A user who wrote records cannot be deleted (user.inUse): deactivated, they no longer sign in
  // (their sessions end now) and stay named on everything they did.
  for (const [key, active] of [['users.deactivate', false], ['users.reactivate', true]] as const) {
    route(app, key, { guard: requireAction(ACTION.edit, 'UTILISATEURS') }, async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id === me.id) throw new ApiError(400, 'user.cannotDeactivateSelf');
      if (!(await findUser(db, id, me.dev))) throw notFound();
      await checkNotStronger(me, id);
      await setUserActive(db, id, active);
      if (!active) await endUserSessions(db, id);
      return ok(found(await findUser(db, id, me.dev)));
    });
  }
}
