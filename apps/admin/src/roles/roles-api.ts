import { dentalApi } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/**
 * Writes of roles (a rename or a role's permissions). They invalidate the Role tags: the role
 * list, the session's roles and the signed-in user's own permissions read again.
 */
export const roleWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'Role', { create: 'roles.create', update: 'roles.update', remove: 'roles.remove' });
    return { createRole: writes.create, updateRole: writes.update, removeRole: writes.remove };
  },
});
