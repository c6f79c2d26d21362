import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Permission } from '@dental/contracts';
import { permissionsApi } from '@dental/api-client';
import { permissions, selectUserData, useAppDispatch, useAppSelector } from '@dental/auth';
import { AddButton, CrudOverlays, ErrorBanners, Modal, NotFound, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { permissionGroups } from './permission-groups-slice';
import { PermissionForm } from './PermissionForm';
import './permissions.css';

const label = (permission: Permission) => `${permission.name} ${permission.collectionName}`;

/** The permission catalogue is for developer-flag users only; anybody else finds nothing here. */
export function PermissionsPage() {
  const user = useAppSelector(selectUserData);
  return user?.dev ? <PermissionsCatalogue userId={user._id} /> : <NotFound />;
}

function PermissionsCatalogue({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items, loading, error } = useAppSelector(permissionGroups.select);

  const refetch = useCallback(() => void dispatch(permissionGroups.fetch()), [dispatch]);
  /** After a change: the catalogue, and the signed-in user's own permissions that gate the screens. */
  const changed = useCallback(() => {
    void dispatch(permissionGroups.fetch());
    void dispatch(permissions.fetch(userId));
  }, [dispatch, userId]);
  const crud = useCrudDialogs<Permission>({ remove: (permission) => permissionsApi.remove(permission._id), onChanged: changed });
  const { editing } = crud;

  useEffect(refetch, [refetch]);

  const collections = useMemo(() => items.map((group) => group._id), [items]);

  return (
    <PageFrame
      title={t('permissions.title')}
      actions={
        <AddButton onClick={crud.startAdd} />
      }
    >
      <ErrorBanners messages={error} onDismiss={() => dispatch(permissionGroups.actions.clearErrors())} />
      {loading && items.length === 0 ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="dn-card">{t('permissions.empty')}</p>
      ) : (
        <div className="admin-permissions__groups">
          {items.map((group) => (
            <section key={group._id} className="dn-card admin-permissions__group" aria-label={group._id}>
              <h2 className="admin-permissions__collection">{group._id}</h2>
              <ul className="admin-permissions__list">
                {group.data.map((permission) => (
                  <li key={permission._id} className="admin-permissions__item">
                    <span className="admin-permissions__name">{permission.name}</span>
                    <RowActions
                      name={label(permission)}
                      onEdit={() => crud.startEdit(permission)}
                      onDelete={() => crud.startDelete(permission)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <Modal
        open={editing !== null}
        title={editing?.kind === 'edit' ? t('permissions.edit') : t('permissions.add')}
        onClose={crud.closeEditor}
      >
        {editing && (
          <PermissionForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            collections={collections}
            onSubmit={(input) =>
              editing.kind === 'edit' ? permissionsApi.update(editing.item._id, input) : permissionsApi.create(input)
            }
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays
        crud={crud}
        deleteTitle={t('permissions.remove')}
        question={(permission) => t('common:deleteQuestion', { name: label(permission) })}
      />
    </PageFrame>
  );
}
