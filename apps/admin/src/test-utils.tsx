import type { ReactElement } from 'react';
import { sessionApi } from '@dental/api-client';
import type { LoginUserData, Permission, PermissionGroup } from '@dental/contracts';
import { addNamespace } from '@dental/i18n';
import { ADMIN, renderWithSession } from '@dental/testing';
import { translations } from './translations';

export { allActionsOn, answer, formErrors, ok, pinClock, refused, serveApi, type Handler, type Reply } from '@dental/testing';

addNamespace('admin', translations);

interface AdminRenderOptions {
  path?: string;
  pattern?: string;
  permissions?: Permission[];
  user?: LoginUserData;
  /** Keep the signed-in user's own permissions read, as the shell does: a write they depend on reads them again. */
  withShellReads?: boolean;
}

/** Renders a page of the admin module at `path` (matched by `pattern`) with a signed-in user. */
export function renderPage(page: ReactElement, { withShellReads, ...options }: AdminRenderOptions = {}) {
  const userId = (options.user ?? ADMIN)._id;
  return renderWithSession(page, {
    namespace: 'admin',
    ...options,
    prepare: withShellReads ? (store) => void store.dispatch(sessionApi.endpoints.myPermissions.initiate(userId)) : undefined,
  });
}

/** How many times the page read `route` (of the calls serveApi recorded). */
export function readsOf(calls: readonly { route?: string }[], route: string): number {
  return calls.filter((call) => call.route === route).length;
}

/** A permission catalogue from [id, right, collection] rows, and its groups by collection in their first-seen order (GET permission/byTable). */
export function permissionCatalogue(rows: readonly (readonly [id: string, name: string, collectionName: string])[]): { catalogue: Permission[]; groups: PermissionGroup[] } {
  const catalogue = rows.map(([_id, name, collectionName]) => ({ _id, name, collectionName, createdAt: '', updatedAt: '' }));
  const collections = [...new Set(catalogue.map((permission) => permission.collectionName))];
  return { catalogue, groups: collections.map((collection) => ({ _id: collection, data: catalogue.filter((permission) => permission.collectionName === collection) })) };
}
