import { dentalApi, listRequest, listTags, type Answer } from './api';

/**
 * The reads the shell itself needs (gating, menus, doctor drop-downs), which the persisted session
 * slices of @dental/auth mirror. Modules read and invalidate them like any other endpoint.
 */
export const sessionApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's own permissions (`userId` is theirs). */
    myPermissions: build.query<Answer<'permissions.list'>, string>({
      query: (userId) => listRequest('permissions.list', { query: { userId } }),
      providesTags: [{ type: 'Permission', id: 'LIST' }, { type: 'Role', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    /** Every user with UTILISATEURS view; otherwise the cabinet doctors only. */
    users: build.query<Answer<'users.list'>, void>({
      query: () => listRequest('users.list'),
      providesTags: listTags('User'),
    }),
    roles: build.query<Answer<'roles.list'>, void>({
      query: () => listRequest('roles.list'),
      providesTags: (result) => [...listTags('Role')(result), { type: 'Permission', id: 'LIST' }],
    }),
  }),
});
