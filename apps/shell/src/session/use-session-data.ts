import { useEffect } from 'react';
import { permissions, selectUserData, useAppDispatch, useAppSelector, users } from '@dental/auth';

/** Delays of spec part 1 §7: permissions load after 100 ms, the user list after 1000 ms if empty. */
export const PERMISSIONS_LOAD_DELAY_MS = 100;
export const USERS_REFETCH_DELAY_MS = 1000;

/** Refreshes the signed-in user's permissions and the doctor list that gating and menus need. */
export function useSessionData() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserData);
  const usersCount = useAppSelector((state) => state.users.items.length);
  const userId = user?._id;

  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => void dispatch(permissions.fetch(userId)), PERMISSIONS_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, userId]);

  useEffect(() => {
    if (!userId) return;
    if (usersCount > 0) return;
    const timer = setTimeout(() => void dispatch(users.fetch()), USERS_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, userId, usersCount]);
}
