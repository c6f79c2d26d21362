import type { Collection } from '@dental/contracts';
import { sessionApi } from '@dental/api-client';
import { can, canView, selectCabinetDoctors, selectPermissions, selectUserData, useAppSelector } from '@dental/auth';
import { CONSUMABLES_TABS } from './tabs';

/** The tabs the signed-in user may see: AFFICHER or AFFICHER_GLOBAL on each tab's collection. */
export function useVisibleTabs() {
  const permissions = useAppSelector(selectPermissions);
  return CONSUMABLES_TABS.filter((tab) => canView(permissions, tab.collection));
}

/**
 * Whose data a tab shows: any cabinet doctor (chosen in a drop-down) with AFFICHER_GLOBAL on its
 * collection, else the signed-in user's own.
 */
export function useDoctorScope(collection: Collection) {
  const permissions = useAppSelector(selectPermissions);
  const global = can(permissions, 'AFFICHER_GLOBAL', collection);
  sessionApi.useUsersQuery(undefined, { skip: !global });
  const doctors = useAppSelector(selectCabinetDoctors);
  const user = useAppSelector(selectUserData);
  /** The signed-in user has no data of their own here: they are no doctor. */
  const notADoctor = Boolean(user) && !user?.doctor;
  return { global, doctors, ownId: user?._id ?? '', notADoctor };
}
