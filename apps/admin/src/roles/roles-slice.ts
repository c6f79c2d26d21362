import type { Role } from '@dental/contracts';
import { rolesApi } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

/** The roles of the admin screens (the role list and the user form's role boxes). */
export const adminRoles = createInjectedListSlice<Role, void, 'adminRoles'>('adminRoles', () => rolesApi.list());
