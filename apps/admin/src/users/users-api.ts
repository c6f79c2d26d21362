import { dentalApi, routeRequest, whenSaved, writeTags, type Answer } from '@dental/api-client';
import { writeEndpoints } from '../common/write-endpoints';

/**
 * Writes of users. They invalidate the User tags: the user list here, the session's users (doctor
 * menus) and the signed-in user's own permissions read again.
 */
export const userWritesApi = dentalApi.injectEndpoints({
  endpoints: (build) => {
    const writes = writeEndpoints(build, 'User', { create: 'users.create', update: 'users.update', remove: 'users.remove' });
    return {
      createUser: writes.create,
      updateUser: writes.update,
      removeUser: writes.remove,
      /** A user who wrote records is deactivated instead of deleted, and may be reactivated. */
      setUserActive: build.mutation<Answer<'users.deactivate'>, { id: string; active: boolean }>({
        query: ({ id, active }) => routeRequest(active ? 'users.reactivate' : 'users.deactivate', { params: { id } }),
        invalidatesTags: whenSaved(({ id }) => writeTags('User', id)),
      }),
    };
  },
});
