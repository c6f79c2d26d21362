import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { Role } from '@dental/contracts';
import { listView, sessionApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { CrudEditor, PageFrame, ReadErrors, Spinner, SuccessOverlay, useSuccessOverlay, type DataColumn } from '@dental/ui';
import { permissionsCatalogueApi } from '../permissions/permissions-api';
import { roleWritesApi } from './roles-api';
import { RoleForm } from './RoleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';
import './roles.css';
import { addScreenTexts } from '../texts';
import { rolesTranslations } from './translations';

addScreenTexts(rolesTranslations);

/** /role: the roles (name, how many permissions) with add, edit and delete; a role's permissions open beside the list. */
export function RolesPage() {
  const { t } = useTranslation();
  const list = listView(sessionApi.useRolesQuery());
  const groups = listView(permissionsCatalogueApi.usePermissionGroupsQuery());
  const [create] = roleWritesApi.useCreateRoleMutation();
  const [update] = roleWritesApi.useUpdateRoleMutation();
  const [remove] = roleWritesApi.useRemoveRoleMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const permissionsSaved = useSuccessOverlay();
  const rights = useWriteRights('ROLES');
  const selected = list.items.find((role) => role._id === selectedId);
  const columns: DataColumn<Role>[] = [
    { id: 'name', header: t('roles.name'), cell: (role) => role.name },
    { id: 'permissions', header: t('roles.permissions'), cell: (role) => role.permissions.length },
  ];

  return (
    <PageFrame title={t('roles.title')}>
      <ReadErrors messages={groups.errors} />
      <div className="admin-roles__layout">
        <CrudEditor
          list={list}
          columns={columns}
          rights={rights}
          texts={{ caption: t('roles.title'), empty: t('roles.empty'), add: t('roles.add'), edit: t('roles.edit'), remove: t('roles.remove') }}
          writes={{ create, update, remove }}
          form={RoleForm}
          rowClassName={(role) => (role._id === selectedId ? 'admin-roles__row--selected' : undefined)}
          rowActions={(role) => (
            <button
              type="button"
              className="dn-button dn-button--ghost admin-roles__permissions-button"
              aria-label={`${t('roles.permissions')} ${role.name}`}
              aria-pressed={role._id === selectedId}
              onClick={() => setSelectedId(role._id)}
            >
              <KeyRound aria-hidden="true" size={16} />
              {t('roles.permissions')}
            </button>
          )}
        />

        {selected ? (
          (groups.loading || !groups.loaded) && groups.items.length === 0 ? (
            <Spinner />
          ) : (
            <RolePermissionsEditor
              key={selected._id}
              role={selected}
              groups={groups.items}
              readOnly={!rights.canEdit}
              onSave={(ids) => update({ id: selected._id, body: { permissions: ids } }).unwrap()}
              onDone={permissionsSaved.show}
              onClose={() => setSelectedId(null)}
            />
          )
        ) : (
          <p className="dn-card admin-roles__hint">{t('roles.choose')}</p>
        )}
      </div>
      <SuccessOverlay visible={permissionsSaved.visible} label={t('common:updatedSuccess')} />
    </PageFrame>
  );
}
