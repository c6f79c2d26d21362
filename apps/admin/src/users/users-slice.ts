import type { DoctorSummary, User } from '@dental/contracts';
import { usersApi } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

/** Without the view on UTILISATEURS the server answers doctor summaries only: those are not listed here. */
function isFullUser(user: User | DoctorSummary): user is User {
  return 'roles' in user && Array.isArray(user.roles);
}

export const adminUsers = createInjectedListSlice<User, void, 'adminUsers'>('adminUsers', async () =>
  (await usersApi.list()).filter(isFullUser),
);
