import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Permission } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { selectUserData, useAppSelector } from '@dental/auth';
import { AddButton, CrudOverlays, Modal, NotFound, PageFrame, ReadErrors, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { permissionsCatalogueApi } from './permissions-api';
import { PermissionForm } from './PermissionForm';
import './permissions.css';
import { addScreenTexts } from '../texts';
import { permissionsTranslations } from './translations';

addScreenTexts(permissionsTranslations);

const label = (permission: Permission) => `${permission.name} ${permission.collectionName}`;

/** The permission catalogue is for developer-flag users only; anybody else finds nothing here. */
export function PermissionsPage() {
  const user = useAppSelector(selectUserData);
  return user?.dev ? <PermissionsCatalogue /> : <NotFound />;
}

function PermissionsCatalogue() {
  const { t } = useTranslation();
  const { items, loading, loaded, errors } = listView(permissionsCatalogueApi.usePermissionGroupsQuery());
  const [createPermission] = permissionsCatalogueApi.useCreatePermissionMutation();
  const [updatePermission] = permissionsCatalogueApi.useUpdatePermissionMutation();
  const [removePermission] = permissionsCatalogueApi.useRemovePermissionMutation();
  // The catalogue, the roles and the user's own permissions read again through their tags after a change.
  const crud = useCrudDialogs<Permission>({ remove: (permission) => removePermission(permission._id).unwrap(), onChanged: () => undefined });
  const { editing } = crud;

  const collections = useMemo(() => items.map((group) => group._id), [items]);

  return (
    <PageFrame
      title={t('permissions.title')}
      actions={
        <AddButton onClick={crud.startAdd} />
      }
    >
      <ReadErrors messages={errors} />
      {(loading || !loaded) && items.length === 0 ? (
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
              (editing.kind === 'edit' ? updatePermission({ id: editing.item._id, body: input }) : createPermission(input)).unwrap()
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
