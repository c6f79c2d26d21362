import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { type Role } from '@dental/contracts';
import { rolesApi } from '@dental/api-client';
import { permissions, roles, selectUserData, useAppDispatch, useAppSelector, useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, ErrorBanners, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { permissionGroups } from '../permissions/permission-groups-slice';
import { adminRoles } from './roles-slice';
import { RoleForm } from './RoleForm';
import { RolePermissionsEditor } from './RolePermissionsEditor';
import './roles.css';

export function RolesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUserData);
  const { items, loading, error } = useAppSelector(adminRoles.select);
  const groups = useAppSelector(permissionGroups.select);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const userId = me?._id;

  const refetch = useCallback(() => {
    void dispatch(adminRoles.fetch());
    void dispatch(permissionGroups.fetch());
  }, [dispatch]);
  /** After a change: this list, the session's roles, and the signed-in user's own permissions. */
  const changed = useCallback(() => {
    void dispatch(adminRoles.fetch());
    void dispatch(roles.fetch());
    if (userId) void dispatch(permissions.fetch(userId));
  }, [dispatch, userId]);
  const crud = useCrudDialogs<Role>({ remove: (role) => rolesApi.remove(role._id), onChanged: changed });
  const { editing } = crud;

  useEffect(refetch, [refetch]);

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
      <ErrorBanners messages={error} onDismiss={() => dispatch(adminRoles.actions.clearErrors())} />
      <ErrorBanners messages={groups.error} onDismiss={() => dispatch(permissionGroups.actions.clearErrors())} />
      <div className="admin-roles__layout">
        {loading && items.length === 0 ? (
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
          groups.loading && groups.items.length === 0 ? (
            <Spinner />
          ) : (
            <RolePermissionsEditor
              key={selected._id}
              role={selected}
              groups={groups.items}
              readOnly={!mayEdit}
              onSave={(ids) => rolesApi.update(selected._id, { permissions: ids })}
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
            onSubmit={(input) => (editing.kind === 'edit' ? rolesApi.update(editing.item._id, input) : rolesApi.create(input))}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('roles.remove')} question={(role) => t('common:deleteQuestion', { name: role.name })} />
    </PageFrame>
  );
}
