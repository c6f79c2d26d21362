import type { DoctorSummary, Permission, Role, User } from '@dental/contracts';
import { permissionsApi, rolesApi, usersApi } from '@dental/api-client';
import { createListSlice } from './list-slice';

/** The signed-in user's own permissions: what the shell gates tiles and menus with. */
export const permissions = createListSlice<Permission, string, 'permissions'>('permissions', (userId) => permissionsApi.list(userId));
export const roles = createListSlice<Role, void, 'roles'>('roles', () => rolesApi.list());
/** Users (or only the cabinet doctors, for users who may not see the user list). */
export const users = createListSlice<User | DoctorSummary, void, 'users'>('users', () => usersApi.list());
