import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consumable } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { AddButton, CrudOverlays, DataTable, Modal, RowActions, useCrudDialogs, type DataColumn } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { ReadErrors } from '../common/ReadErrors';
import { ConsumableForm } from './ConsumableForm';
import { sortByName } from './sort';

/** The consumable list (LIST_CONSOMMABLE): names in alphabetical order, edit and delete icons, one-field add modal. */
export function ConsumableListTab() {
  const { t } = useTranslation('consumables');
  const language = useLanguage();
  const { items, loading, errors } = listView(consumablesApi.useConsumablesQuery());
  const sorted = useMemo(() => sortByName(items, language), [items, language]);
  const [create] = consumablesApi.useCreateConsumableMutation();
  const [update] = consumablesApi.useUpdateConsumableMutation();
  const [remove] = consumablesApi.useRemoveConsumableMutation();
  const crud = useCrudDialogs<Consumable>({ remove: (item) => remove(item._id).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('LIST_CONSOMMABLE');
  const { editing } = crud;

  const columns: DataColumn<Consumable>[] = [{ id: 'name', header: t('consumableList.name'), cell: (row) => row.name }];
  if (canEdit || canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (row) => <RowActions name={row.name} onEdit={canEdit ? () => crud.startEdit(row) : undefined} onDelete={canDelete ? () => crud.startDelete(row) : undefined} />,
    });
  }

  return (
    <section aria-label={t('tabs.consumable_list')}>
      <div className="consumables-toolbar">{canAdd && <AddButton onClick={crud.startAdd} label={t('consumableList.add')} />}</div>
      <ReadErrors messages={errors} />
      <DataTable columns={columns} rows={sorted} rowKey={(row) => row._id} caption={t('tabs.consumable_list')} loading={loading} empty={t('consumableList.empty')} />
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('consumableList.edit') : t('consumableList.add')} onClose={crud.closeEditor}>
        {editing && (
          <ConsumableForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) => (editing.kind === 'edit' ? update({ id: editing.item._id, body: input }) : create(input)).unwrap()}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('consumableList.remove')} question={(item) => t('common:deleteQuestionSpaced', { name: item.name })} />
    </section>
  );
}
