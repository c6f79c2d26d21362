import { useAppSelector } from '@dental/auth';
import { personName } from '@dental/domain';

/**
 * The name documents print for a user (a doctor): the full name when one is known, else the
 * username (libs/domain `personName`), from the users list or the signed-in user's own data; ''
 * while unknown.
 */
export function usePersonName(userId: string): string {
  return useAppSelector((state) => {
    const listed = state.users.items.find((user) => user._id === userId);
    if (listed) return personName(listed);
    const own = state.login.userData;
    return own && own._id === userId ? personName(own) : '';
  });
}
