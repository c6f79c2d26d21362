import { ACTION } from '@dental/contracts';
import { roleUpdateSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, found, notFound } from '../../http/errors';
import { currentUser, holdsAll, requireAction, requireView } from '../../http/guards';
import { isId } from '../../http/ids';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { validate } from '../../http/validate';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  missingPermissions,
  permissionKeys,
  renameRole,
  roleInUse,
  roleNameTaken,
  setRolePermissions,
} from './queries';

const [permissionsUpdateSchema, nameUpdateSchema] = roleUpdateSchema.options;

function nameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new FormError(['role.nameExists']);
  throw error;
}

/** A body that carries `permissions` edits them; any other body is a rename. */
function editsPermissions(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'permissions' in body;
}

/** PUT role/{id}: the messages of the one edit the body asks for. */
function parseRoleUpdate(body: unknown) {
  return editsPermissions(body) ? validate(permissionsUpdateSchema, body) : validate(nameUpdateSchema, body);
}

export async function roleRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'roles.list', { guard: requireView('ROLES', 'UTILISATEURS') }, async () => ok(await listRoles(db)));

  route(app, 'roles.create', { guard: requireAction(ACTION.create, 'ROLES') }, async (request) => {
    const { name } = request.body;
    if (await roleNameTaken(db, name)) throw new FormError(['role.nameExists']);
    const id = await insertRole(db, name).catch(nameConflict);
    return ok(found(await findRole(db, id)));
  });

  route(app, 'roles.update', { guard: requireAction(ACTION.edit, 'ROLES'), parseBody: parseRoleUpdate }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const body = request.body;
    const role = await findRole(db, id);
    if (!role) throw notFound();
    let saved: boolean;
    if ('permissions' in body) {
      const ids = [...new Set(body.permissions)];
      const wellFormed = ids.filter(isId);
      if (wellFormed.length < ids.length || (await missingPermissions(db, wellFormed)).length > 0) {
        throw new FormError(['role.unknownPermission']);
      }
      // Added or removed, a permission changes hands: only one the editor holds.
      const changed = [...ids.filter((p) => !role.permissions.includes(p)), ...role.permissions.filter((p) => !ids.includes(p))];
      if (!holdsAll(me, await permissionKeys(db, changed))) throw new ApiError(403, 'role.grantDenied');
      saved = await db
        .transaction((tx) => setRolePermissions(tx, id, ids))
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw new FormError(['role.unknownPermission']);
          throw error;
        });
    } else {
      const { name } = body;
      if (await roleNameTaken(db, name, id)) throw new FormError(['role.nameExists']);
      saved = await renameRole(db, id, name).catch(nameConflict);
    }
    const updated = saved && (await findRole(db, id));
    if (!updated) throw notFound();
    return ok(updated);
  });

  route(app, 'roles.remove', { guard: requireAction(ACTION.remove, 'ROLES') }, async (request) => {
    const { id } = request.params;
    const role = await findRole(db, id);
    if (!role) throw notFound();
    const inUse = () => new ApiError(409, 'role.inUse');
    if (await roleInUse(db, id)) throw inUse();
    const deleted = await deleteRole(db, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw inUse();
      throw error;
    });
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!deleted) throw notFound();
    return ok(role);
  });
}
