import { ACTION } from '@dental/contracts';
import { roleCreateSchema, roleUpdateSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/types';
import { ApiError, FormError, notFound } from '../../http/errors';
import { currentUser, holdsAll, requireAction, requireView } from '../../http/guards';
import { idParam, isId } from '../../http/ids';
import { ok } from '../../http/reply';
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

export async function roleRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/role', { preHandler: requireView('ROLES', 'UTILISATEURS') }, async () => ok(await listRoles(db)));

  app.post('/role', { preHandler: requireAction(ACTION.create, 'ROLES') }, async (request) => {
    const { name } = validate(roleCreateSchema, request.body);
    if (await roleNameTaken(db, name)) throw new FormError(['role.nameExists']);
    const id = await insertRole(db, name).catch(nameConflict);
    return ok(await findRole(db, id));
  });

  app.put('/role/:id', { preHandler: requireAction(ACTION.edit, 'ROLES') }, async (request) => {
    const me = currentUser(request);
    const id = idParam(request.params);
    const role = await findRole(db, id);
    if (!role) throw notFound();
    let saved: boolean;
    if (editsPermissions(request.body)) {
      const input = validate(permissionsUpdateSchema, request.body);
      const ids = [...new Set(input.permissions)];
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
      const { name } = validate(nameUpdateSchema, request.body);
      if (await roleNameTaken(db, name, id)) throw new FormError(['role.nameExists']);
      saved = await renameRole(db, id, name).catch(nameConflict);
    }
    const updated = saved && (await findRole(db, id));
    if (!updated) throw notFound();
    return ok(updated);
  });

  app.delete('/role/:id', { preHandler: requireAction(ACTION.remove, 'ROLES') }, async (request) => {
    const id = idParam(request.params);
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
