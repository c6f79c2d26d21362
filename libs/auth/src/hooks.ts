import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { can, canView } from './selectors';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Whether the signed-in user holds `action` on `collection` (a convenience: the server decides). */
export function useCan(action: string, collection: string): boolean {
  return useAppSelector((state) => can(state.permissions.items, action, collection));
}

/** Whether the signed-in user may view `collection`: own (AFFICHER) or every doctor's (AFFICHER_GLOBAL). */
export function useCanView(collection: string): boolean {
  return useAppSelector((state) => canView(state.permissions.items, collection));
}

/**
 * The write actions the signed-in user holds on a collection: create, edit, delete. Records the
 * server lets one write under any of several collections (a payment: PAIEMENTS_PATIENTS or
 * PATIENTS) name them all: an action held on one of them counts.
 */
export function useWriteRights(...collections: [string, ...string[]]) {
  return useAppSelector((state) => {
    const holds = (action: string) => collections.some((collection) => can(state.permissions.items, action, collection));
    return { canAdd: holds('AJOUTER'), canEdit: holds('MODIFIER'), canDelete: holds('SUPPRIMER') };
  }, shallowEqual);
}

/** A user's username, from the users list or the signed-in user's own data ('' while unknown). */
export function useUsername(userId: string): string {
  return useAppSelector((state) => {
    const own = state.login.userData;
    if (own && own._id === userId) return own.username;
    return state.users.items.find((user) => user._id === userId)?.username ?? '';
  });
}
