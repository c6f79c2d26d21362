import type { PermissionGroup } from '@dental/contracts';
import { permissionsApi } from '@dental/api-client';
import { createInjectedListSlice } from '@dental/auth';

/** The permission catalogue grouped by collection (GET permission/byTable). */
export const permissionGroups = createInjectedListSlice<PermissionGroup, void, 'permissionGroups'>('permissionGroups', () =>
  permissionsApi.byTable(),
);
