import { useMemo } from 'react';
import { UserRoundCheck, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { DoctorSummary, User } from '@dental/contracts';
import { listView, problemMessages, sessionApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, ErrorBanners, Modal, PageFrame, ReadErrors, RowActions, Spinner, useCrudDialogs, useMessages } from '@dental/ui';
import { userWritesApi } from './users-api';
import { UserForm } from './UserForm';
import './users.css';
import { addScreenTexts } from '../texts';
import { usersTranslations } from './translations';

addScreenTexts(usersTranslations);

/** Without the view on UTILISATEURS the server answers doctor summaries only: those are not listed here. */
function isFullUser(user: User | DoctorSummary): user is User {
  return 'roles' in user && Array.isArray(user.roles);
}

export function UsersPage() {
  const { t } = useTranslation();
  const usersList = listView(sessionApi.useUsersQuery());
  const rolesList = listView(sessionApi.useRolesQuery());
  const [createUser] = userWritesApi.useCreateUserMutation();
  const [updateUser] = userWritesApi.useUpdateUserMutation();
  const [removeUser] = userWritesApi.useRemoveUserMutation();
  const [setActive, activation] = userWritesApi.useSetUserActiveMutation();
  const activationErrors = useMessages();
  const toggleActive = (user: User) => {
    activationErrors.clear();
    setActive({ id: user._id, active: !user.active })
      .unwrap()
      .catch((error: unknown) => activationErrors.setMessages(problemMessages(error)));
  };
  // The lists read again through their tags after a change.
  const crud = useCrudDialogs<User>({ remove: (user) => removeUser(user._id).unwrap(), onChanged: () => undefined });
  const { editing } = crud;

  const { canAdd: mayAdd, canEdit: mayEdit, canDelete: mayDelete } = useWriteRights('UTILISATEURS');

  // Developer accounts never appear in the table (spec part 1 §2).
  const shown = useMemo(() => usersList.items.filter(isFullUser).filter((user) => !user.dev), [usersList.items]);
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
      <ReadErrors messages={usersList.errors} />
      <ReadErrors messages={rolesList.errors} />
      <ErrorBanners messages={activationErrors.messages} onDismiss={activationErrors.dismiss} />
      {(usersList.loading || !usersList.loaded) && shown.length === 0 ? (
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
                <th>{t('users.status')}</th>
                <th>{t('common:actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 && (
                <tr>
                  <td colSpan={6}>{t('users.empty')}</td>
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
                  <td>{user.active ? t('users.active') : <span className="dn-badge">{t('users.inactive')}</span>}</td>
                  <td>
                    <span className="admin-users__actions">
                      <RowActions
                        name={user.username}
                        onEdit={mayEdit ? () => crud.startEdit(user) : undefined}
                        onDelete={mayDelete ? () => crud.startDelete(user) : undefined}
                      />
                      {mayEdit && (
                        <button
                          type="button"
                          className="dn-button dn-button--ghost"
                          disabled={activation.isLoading}
                          aria-label={t(user.active ? 'users.deactivateOf' : 'users.reactivateOf', { name: user.username })}
                          onClick={() => toggleActive(user)}
                        >
                          {user.active ? <UserRoundX aria-hidden="true" size={16} /> : <UserRoundCheck aria-hidden="true" size={16} />}
                          {t(user.active ? 'users.deactivate' : 'users.reactivate')}
                        </button>
                      )}
                    </span>
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
              (editing.kind === 'edit' ? updateUser({ id: editing.item._id, body: payload }) : createUser(payload)).unwrap()
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
