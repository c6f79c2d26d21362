import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { type User } from '@dental/contracts';
import { usersApi } from '@dental/api-client';
import { permissions, selectUserData, useAppDispatch, useAppSelector, users, useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, ErrorBanners, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { adminRoles } from '../roles/roles-slice';
import { adminUsers } from './users-slice';
import { UserForm } from './UserForm';
import './users.css';

export function UsersPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUserData);
  const { items, loading, error } = useAppSelector(adminUsers.select);
  const rolesList = useAppSelector(adminRoles.select);
  const userId = me?._id;

  const refetch = useCallback(() => {
    void dispatch(adminUsers.fetch());
    void dispatch(adminRoles.fetch());
  }, [dispatch]);
  /** After a change: this list, and the session's users (doctor menus) and own permissions. */
  const changed = useCallback(() => {
    void dispatch(adminUsers.fetch());
    void dispatch(users.fetch());
    if (userId) void dispatch(permissions.fetch(userId));
  }, [dispatch, userId]);
  const crud = useCrudDialogs<User>({ remove: (user) => usersApi.remove(user._id), onChanged: changed });
  const { editing } = crud;

  useEffect(refetch, [refetch]);

  const { canAdd: mayAdd, canEdit: mayEdit, canDelete: mayDelete } = useWriteRights('UTILISATEURS');

  // Developer accounts never appear in the table (spec part 1 §2).
  const shown = useMemo(() => items.filter((user) => !user.dev), [items]);
  const roleNames = useMemo(() => new Map(rolesList.items.map((role) => [role._id, role.name])), [rolesList.items]);

  return (
    <PageFrame
      title={t('users.title')}
      actions={
        mayAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <ErrorBanners messages={error} onDismiss={() => dispatch(adminUsers.actions.clearErrors())} />
      <ErrorBanners messages={rolesList.error} onDismiss={() => dispatch(adminRoles.actions.clearErrors())} />
      {loading && items.length === 0 ? (
        <Spinner />
      ) : (
        <div className="admin-users__scroll">
          <table className="dn-table admin-users__table">
            <thead>
              <tr>
                <th>{t('users.username')}</th>
                <th>{t('users.phone')}</th>
                <th>{t('users.doctor')}</th>
                <th>{t('users.roles')}</th>
                <th>{t('common:actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('users.empty')}</td>
                </tr>
              )}
              {shown.map((user) => (
                <tr key={user._id}>
                  <td>{user.username}</td>
                  <td>
                    <bdi dir="ltr">{user.phone}</bdi>
                  </td>
                  <td>
                    {user.doctor ? (
                      <span className="admin-users__doctor-cell">
                        {t('common:yes')}
                        {user.doctor.cabinet && <span className="dn-badge">{t('users.cabinet')}</span>}
                        <span className="dn-badge">{t('users.percentageValue', { value: user.doctor.percentage })}</span>
                      </span>
                    ) : (
                      t('common:no')
                    )}
                  </td>
                  <td>
                    {user.roles
                      .map((id) => roleNames.get(id))
                      .filter((name): name is string => Boolean(name))
                      .join(', ')}
                  </td>
                  <td>
                    <RowActions
                      name={user.username}
                      onEdit={mayEdit ? () => crud.startEdit(user) : undefined}
                      onDelete={mayDelete ? () => crud.startDelete(user) : undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('users.edit') : t('users.add')} onClose={crud.closeEditor}>
        {editing && (
          <UserForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            roles={rolesList.items}
            onSubmit={(payload) =>
              editing.kind === 'edit' ? usersApi.update(editing.item._id, payload) : usersApi.create(payload)
            }
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('users.remove')} question={(user) => t('common:deleteQuestion', { name: user.username })} />
    </PageFrame>
  );
}
