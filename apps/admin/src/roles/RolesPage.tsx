import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { type Role } from '@dental/contracts';
import { listView, sessionApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { ListErrors } from '../common/ListErrors';
import { permissionsCatalogueApi } from '../permissions/permissions-api';
import { roleWritesApi } from './roles-api';
import { RoleForm } from './RoleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';
import './roles.css';

export function RolesPage() {
  const { t } = useTranslation();
  const { items, loading, loaded, errors } = listView(sessionApi.useRolesQuery());
  const groups = listView(permissionsCatalogueApi.usePermissionGroupsQuery());
  const [createRole] = roleWritesApi.useCreateRoleMutation();
  const [updateRole] = roleWritesApi.useUpdateRoleMutation();
  const [removeRole] = roleWritesApi.useRemoveRoleMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The lists read again through their tags after a change.
  const crud = useCrudDialogs<Role>({ remove: (role) => removeRole(role._id).unwrap(), onChanged: () => undefined });
  const { editing } = crud;

  const { canAdd: mayAdd, canEdit: mayEdit, canDelete: mayDelete } = useWriteRights('ROLES');
  const selected = items.find((role) => role._id === selectedId);

  return (
    <PageFrame
      title={t('roles.title')}
      actions={
        mayAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <ListErrors messages={errors} />
      <ListErrors messages={groups.errors} />
      <div className="admin-roles__layout">
        {(loading || !loaded) && items.length === 0 ? (
          <Spinner />
        ) : (
          <table className="dn-table admin-roles__table">
            <thead>
              <tr>
                <th>{t('roles.name')}</th>
                <th>{t('roles.permissions')}</th>
                <th>{t('common:actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.length === 0 && (
                <tr>
                  <td colSpan={3}>{t('roles.empty')}</td>
                </tr>
              )}
              {items.map((role) => (
                <tr key={role._id} className={role._id === selectedId ? 'admin-roles__row--selected' : undefined}>
                  <td>{role.name}</td>
                  <td>{role.permissions.length}</td>
                  <td>
                    <div className="admin-roles__actions">
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
                      <RowActions
                        name={role.name}
                        onEdit={mayEdit ? () => crud.startEdit(role) : undefined}
                        onDelete={mayDelete ? () => crud.startDelete(role) : undefined}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {selected ? (
          (groups.loading || !groups.loaded) && groups.items.length === 0 ? (
            <Spinner />
          ) : (
            <RolePermissionsEditor
              key={selected._id}
              role={selected}
              groups={groups.items}
              readOnly={!mayEdit}
              onSave={(ids) => updateRole({ id: selected._id, body: { permissions: ids } }).unwrap()}
              onDone={crud.saved}
              onClose={() => setSelectedId(null)}
            />
          )
        ) : (
          <p className="dn-card admin-roles__hint">{t('roles.choose')}</p>
        )}
      </div>

      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('roles.edit') : t('roles.add')} onClose={crud.closeEditor}>
        {editing && (
          <RoleForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) => (editing.kind === 'edit' ? updateRole({ id: editing.item._id, body: input }) : createRole(input)).unwrap()}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('roles.remove')} question={(role) => t('common:deleteQuestion', { name: role.name })} />
    </PageFrame>
  );
}
