import { type PermissionGroup } from '@dental/contracts';
import { permissionInputSchema } from '@dental/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/types';
import { FormError, notFound } from '../../http/errors';
import { canView, currentUser, requireDev, viewDenied } from '../../http/guards';
import { idParam, parseId } from '../../http/ids';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { findUser } from '../users/queries';
import {
  deletePermission,
  findPermission,
  insertPermission,
  listPermissions,
  listPermissionsByCollection,
  listUserPermissions,
  permissionTaken,
  updatePermission,
} from './queries';

/** The catalogue is for those who manage roles or users, and for developers. */
async function requireCatalogueView(request: FastifyRequest): Promise<void> {
  const me = currentUser(request);
  if (!me.dev && !canView(me, 'ROLES') && !canView(me, 'UTILISATEURS')) throw viewDenied('ROLES');
}

function exists(error: unknown): never {
  if (isUniqueViolation(error)) throw new FormError(['permission.exists']);
  throw error;
}

export async function permissionRoutes(app: FastifyInstance) {
  const { db } = app;

  /** Without userId: the catalogue. With userId: that user's effective permissions. */
  app.get('/permission', async (request) => {
    const me = currentUser(request);
    const userId = (request.query as { userId?: unknown }).userId;
    if (userId === undefined || userId === '') {
      await requireCatalogueView(request);
      return ok(await listPermissions(db));
    }
    const id = parseId(userId);
    if (id !== me.id) {
      if (!canView(me, 'UTILISATEURS')) throw viewDenied('UTILISATEURS');
      if (!(await findUser(db, id, me.dev))) throw notFound();
    }
    return ok(await listUserPermissions(db, id));
  });

  app.get('/permission/byTable', { preHandler: requireCatalogueView }, async () => {
    const groups: PermissionGroup[] = [];
    for (const permission of await listPermissionsByCollection(db)) {
      const last = groups[groups.length - 1];
      if (last && last._id === permission.collectionName) last.data.push(permission);
      else groups.push({ _id: permission.collectionName, data: [permission] });
    }
    return ok(groups);
  });

  app.post('/permission', { preHandler: requireDev() }, async (request) => {
    const input = validate(permissionInputSchema, request.body);
    if (await permissionTaken(db, input.name, input.collectionName)) throw new FormError(['permission.exists']);
    const id = await insertPermission(db, input.name, input.collectionName).catch(exists);
    return ok(await findPermission(db, id));
  });

  app.put('/permission/:id', { preHandler: requireDev() }, async (request) => {
    const id = idParam(request.params);
    if (!(await findPermission(db, id))) throw notFound();
    const input = validate(permissionInputSchema, request.body);
    if (await permissionTaken(db, input.name, input.collectionName, id)) throw new FormError(['permission.exists']);
    const saved = await updatePermission(db, id, input.name, input.collectionName).catch(exists);
    const permission = saved && (await findPermission(db, id));
    if (!permission) throw notFound();
    return ok(permission);
  });

  app.delete('/permission/:id', { preHandler: requireDev() }, async (request) => {
    const id = idParam(request.params);
    const permission = await findPermission(db, id);
    if (!permission) throw notFound();
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!(await deletePermission(db, id))) throw notFound();
    return ok(permission);
  });
}
