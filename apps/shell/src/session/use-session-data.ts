import { useEffect, useState } from 'react';
import { sessionApi, skipToken } from '@dental/api-client';
import { selectUserData, useAppSelector } from '@dental/auth';

/** Delays of spec part 1 §7: permissions load after 100 ms, the user list after 1000 ms if empty. */
export const PERMISSIONS_LOAD_DELAY_MS = 100;
export const USERS_REFETCH_DELAY_MS = 1000;
/** An answer a module's screen (the home's panels) asked for this recently is used as it is, not asked for again. */
const FRESH_ENOUGH_SECONDS = 5;

/** True once `delayMs` has passed since `key` last changed (and while it is set). */
function useDue(key: string | undefined, delayMs: number): boolean {
  const [dueFor, setDueFor] = useState<string>();
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setDueFor(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return key !== undefined && dueFor === key;
}

/**
 * Keeps the signed-in user's permissions and the doctor list that gating and menus need. Both stay
 * subscribed while signed in, so a write anywhere that changes them (a role, a user) refreshes them;
 * the persisted session slices mirror what they answer.
 */
export function useSessionData() {
  const userId = useAppSelector(selectUserData)?._id;
  const hadUsers = useAppSelector((state) => state.users.items.length > 0);
  const [usersKnownAtStart] = useState(hadUsers);
  const permissionsDue = useDue(userId, PERMISSIONS_LOAD_DELAY_MS);
  const usersDue = useDue(userId, USERS_REFETCH_DELAY_MS);

  sessionApi.useMyPermissionsQuery(permissionsDue && userId ? userId : skipToken, { refetchOnMountOrArgChange: FRESH_ENOUGH_SECONDS });
  sessionApi.useUsersQuery(usersDue && !usersKnownAtStart ? undefined : skipToken, { refetchOnMountOrArgChange: FRESH_ENOUGH_SECONDS });
}
