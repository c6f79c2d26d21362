import { createSelector } from '@reduxjs/toolkit';
import { holdsView, type Collection, type DoctorSummary, type Permission } from '@dental/contracts';
import type { RootState } from './store';

export const selectUserData = (state: RootState) => state.login.userData;
export const selectIsSignedIn = (state: RootState) => Boolean(state.login.userData?._id);
export const selectPermissions = (state: RootState) => state.permissions.items;

/** Whether a permission list holds `action` on `collection`. */
export function can(list: readonly Pick<Permission, 'name' | 'collectionName'>[], action: string, collection: Collection | string) {
  return list.some((p) => p.name === action && p.collectionName === collection);
}

/** View means own view (AFFICHER) or every doctor's (AFFICHER_GLOBAL): the rule of @dental/contracts. */
export function canView(list: readonly Pick<Permission, 'name' | 'collectionName'>[], collection: Collection | string) {
  return holdsView((action, on) => can(list, action, on), collection as Collection);
}

export const selectCan = (action: string, collection: Collection | string) => (state: RootState) =>
  can(selectPermissions(state), action, collection);

/** Users whose doctor part is flagged cabinet: the doctors of drop-downs and sub-menus. */
export const selectCabinetDoctors = createSelector([(state: RootState) => state.users.items], (items): DoctorSummary[] =>
  items.filter((user) => user.doctor?.cabinet).map(({ _id, username, doctor }) => ({ _id, username, doctor })),
);
