import { useMemo } from 'react';
import { selectCabinetDoctors, selectPermissions, selectUserData, useAppSelector } from '@dental/auth';
import type { NavigationContext } from '@dental/auth';

export function useNavigationContext(): NavigationContext | null {
  const user = useAppSelector(selectUserData);
  const permissions = useAppSelector(selectPermissions);
  const cabinetDoctors = useAppSelector(selectCabinetDoctors);
  return useMemo(() => (user ? { user, permissions, cabinetDoctors } : null), [user, permissions, cabinetDoctors]);
}
