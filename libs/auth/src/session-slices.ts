import type { DoctorSummary, Permission, Role, User } from '@dental/contracts';
import { sessionApi } from '@dental/api-client';
import { createMirrorSlice } from './list-slice';

const { myPermissions, roles: rolesEndpoint, users: usersEndpoint } = sessionApi.endpoints;

/** The signed-in user's own permissions: what the shell gates tiles and menus with. */
export const permissions = createMirrorSlice<Permission, 'permissions'>('permissions', myPermissions);
export const roles = createMirrorSlice<Role, 'roles'>('roles', rolesEndpoint);
/** Users (or only the cabinet doctors, for users who may not see the user list). */
export const users = createMirrorSlice<User | DoctorSummary, 'users'>('users', usersEndpoint);
