import { dentalApi, listRequest, type Answer } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/**
 * The permission catalogue grouped by collection, and its writes. A write invalidates the
 * Permission tags: the catalogue, the roles and the signed-in user's own permissions read again.
 */
export const permissionsCatalogueApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'Permission', { create: 'permissions.create', update: 'permissions.update', remove: 'permissions.remove' });
    return {
      permissionGroups: build.query<Answer<'permissions.byTable'>, void>({
        query: () => listRequest('permissions.byTable'),
        providesTags: [{ type: 'Permission', id: 'LIST' }],
      }),
      createPermission: writes.create,
      updatePermission: writes.update,
      removePermission: writes.remove,
    };
  },
});
