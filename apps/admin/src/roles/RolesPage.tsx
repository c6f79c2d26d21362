import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { Role } from '@dental/contracts';
import { listView, sessionApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { CrudEditor, PageFrame, Spinner, SuccessOverlay, useSuccessOverlay, type DataColumn } from '@dental/ui';
import { ListErrors } from '../common/ListErrors';
import { permissionsCatalogueApi } from '../permissions/permissions-api';
import { roleWritesApi } from './roles-api';
import { RoleForm } from './RoleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';
import './roles.css';

/** /role: the roles (name, how many permissions) with add, edit and delete; a role's permissions open beside the list. */
export function RolesPage() {
  const { t } = useTranslation();
  const { items, loading, loaded, errors } = listView(sessionApi.useRolesQuery());
  const groups = listView(permissionsCatalogueApi.usePermissionGroupsQuery());
  const [createRole] = roleWritesApi.useCreateRoleMutation();
  const [updateRole] = roleWritesApi.useUpdateRoleMutation();
  const [removeRole] = roleWritesApi.useRemoveRoleMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const permissionsSaved = useSuccessOverlay();
  const rights = useWriteRights('ROLES');
  const selected = items.find((role) => role._id === selectedId);
  const columns: DataColumn<Role>[] = [
    { id: 'name', header: t('roles.name'), cell: (role) => role.name },
    { id: 'permissions', header: t('roles.permissions'), cell: (role) => role.permissions.length },
  ];

  return (
    <PageFrame title={t('roles.title')}>
      <ListErrors messages={groups.errors} />
      <div className="admin-roles__layout">
        <CrudEditor
          rows={items}
          rowKey={(role) => role._id}
          columns={columns}
          caption={t('roles.title')}
          rowName={(role) => role.name}
          loading={loading || !loaded}
          errors={errors}
          empty={t('roles.empty')}
          rights={rights}
          texts={{ add: t('roles.add'), edit: t('roles.edit'), remove: t('roles.remove'), question: (role) => t('common:deleteQuestion', { name: role.name }) }}
          remove={(role) => removeRole(role._id).unwrap()}
          form={({ initial, onDone, onCancel }) => (
            <RoleForm
              initial={initial}
              onSubmit={(input) => (initial ? updateRole({ id: initial._id, body: input }) : createRole(input)).unwrap()}
              onDone={onDone}
              onCancel={onCancel}
            />
          )}
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
              onSave={(ids) => updateRole({ id: selected._id, body: { permissions: ids } }).unwrap()}
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
