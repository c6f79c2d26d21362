import { type PermissionGroup } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/types';
import { FormError, found, notFound } from '../../http/errors';
import { canView, currentUser, requireDev, viewDenied } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
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
  route(app, 'permissions.list', {}, async (request) => {
    const me = currentUser(request);
    const id = request.query.userId;
    if (id === undefined || id === '') {
      await requireCatalogueView(request);
      return ok(await listPermissions(db));
    }
    if (id !== me.id) {
      if (!canView(me, 'UTILISATEURS')) throw viewDenied('UTILISATEURS');
      if (!(await findUser(db, id, me.dev))) throw notFound();
    }
    return ok(await listUserPermissions(db, id));
  });

  route(app, 'permissions.byTable', { guard: requireCatalogueView }, async () => {
    const groups: PermissionGroup[] = [];
    for (const permission of await listPermissionsByCollection(db)) {
      const last = groups[groups.length - 1];
      if (last && last._id === permission.collectionName) last.data.push(permission);
      else groups.push({ _id: permission.collectionName, data: [permission] });
    }
    return ok(groups);
  });

  route(app, 'permissions.create', { guard: requireDev() }, async (request) => {
    const input = request.body;
    if (await permissionTaken(db, input.name, input.collectionName)) throw new FormError(['permission.exists']);
    const id = await insertPermission(db, input.name, input.collectionName).catch(exists);
    return ok(found(await findPermission(db, id)));
  });

  route(app, 'permissions.update', { guard: requireDev() }, async (request) => {
    const { id } = request.params;
    if (!(await findPermission(db, id))) throw notFound();
    const input = request.body;
    if (await permissionTaken(db, input.name, input.collectionName, id)) throw new FormError(['permission.exists']);
    const saved = await updatePermission(db, id, input.name, input.collectionName).catch(exists);
    const permission = saved && (await findPermission(db, id));
    if (!permission) throw notFound();
    return ok(permission);
  });

  route(app, 'permissions.remove', { guard: requireDev() }, async (request) => {
    const { id } = request.params;
    const permission = await findPermission(db, id);
    if (!permission) throw notFound();
    // The delete decides: of concurrent deletes only the one that removed the row answers 200.
    if (!(await deletePermission(db, id))) throw notFound();
    return ok(permission);
  });
}
