import { ACTION } from '@dental/contracts';
import { userCreateSchema, userUpdateSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, isForeignKeyViolation, type Queryable } from '../../db/types';
import { ApiError, FormError, notFound, type FormMessage } from '../../http/errors';
import { canView, currentUser, requireAction } from '../../http/guards';
import { idParam, isId, parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { validate, type ValidateOptions } from '../../http/validate';
import {
  deleteUser,
  findDoctorSummary,
  findUser,
  insertUser,
  listCabinetDoctors,
  listUsers,
  missingRoles,
  updateUser,
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

export async function userRoutes(app: FastifyInstance) {
  const { db, passwords } = app;

  /**
   * With a view permission on UTILISATEURS: every user. Without it: only the cabinet doctors, as
   * {_id, username, doctor}, which every staff member needs for doctor drop-downs and menus.
   */
  app.get('/user', async (request) => {
    const me = currentUser(request);
    if (canView(me, 'UTILISATEURS')) return ok(await listUsers(db, me.dev));
    return ok(await listCabinetDoctors(db, me.dev));
  });

  app.get('/user/specificUser', async (request) => {
    const me = currentUser(request);
    const id = parseId((request.query as { userId?: unknown }).userId);
    const doctor = await findDoctorSummary(db, id, me.dev);
    if (!doctor) throw notFound();
    return ok(doctor);
  });

  app.post('/user', { preHandler: requireAction(ACTION.create, 'UTILISATEURS') }, async (request) => {
    const input = validate(userCreateSchema, request.body, USER_LIMITS);
    const roles = [...new Set(input.roles)];
    await checkConflicts(db, input.username, roles);
    const passwordHash = await passwords.hash(input.password);
    const id = await db
      .transaction((tx) => insertUser(tx, { username: input.username, phone: input.phone, doctor: input.doctor, roles, passwordHash }))
      .catch(conflictOf);
    return ok(await findUser(db, id, true));
  });

  app.put('/user/:id', { preHandler: requireAction(ACTION.edit, 'UTILISATEURS') }, async (request) => {
    const me = currentUser(request);
    const id = idParam(request.params);
    if (!(await findUser(db, id, me.dev))) throw notFound();
    const input = validate(userUpdateSchema, request.body, USER_LIMITS);
    const roles = [...new Set(input.roles)];
    await checkConflicts(db, input.username, roles, id);
    const passwordHash = input.password ? await passwords.hash(input.password) : undefined;
    const saved = await db
      .transaction((tx) => updateUser(tx, id, { username: input.username, phone: input.phone, doctor: input.doctor, roles, passwordHash }))
      .catch(conflictOf);
    const updated = saved && (await findUser(db, id, true));
    if (!updated) throw notFound();
    return ok(updated);
  });

  app.delete('/user/:id', { preHandler: requireAction(ACTION.remove, 'UTILISATEURS') }, async (request) => {
    const me = currentUser(request);
    const id = idParam(request.params);
    if (id === me.id) throw new ApiError(400, 'user.cannotDeleteSelf');
    const user = await findUser(db, id, me.dev);
    if (!user) throw notFound();
    // Patients, payments and insurers' invoices keep their doctor: such a user stays.
    await deleteUser(db, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError(409, 'user.inUse');
      throw error;
    });
    return ok(user);
  });
}
