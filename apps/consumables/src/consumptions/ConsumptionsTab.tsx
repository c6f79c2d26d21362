import { useTranslation } from 'react-i18next';
import type { Consumption } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, type DataColumn, DataTable, Modal, Money, RowActions, useCrudDialogs } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { useFormat } from '../common/format';
import { ReadErrors } from '../common/ReadErrors';
import { ConsumptionForm } from './ConsumptionForm';

/** A doctor's consumptions (CONSOMMATIONS): note, amount, date, with add, edit and delete. */
export function ConsumptionsTab({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const { items, loading, errors } = listView(consumablesApi.useConsumptionsQuery(doctorId));
  const [create] = consumablesApi.useCreateConsumptionMutation();
  const [update] = consumablesApi.useUpdateConsumptionMutation();
  const [remove] = consumablesApi.useRemoveConsumptionMutation();
  const crud = useCrudDialogs<Consumption>({ remove: (item) => remove(item._id).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('CONSOMMATIONS');
  const { editing } = crud;

  const columns: DataColumn<Consumption>[] = [
    { id: 'note', header: t('consumptions.note'), cell: (row) => row.note },
    { id: 'amount', header: t('consumptions.amount'), cell: (row) => <Money amount={row.amount} />, numeric: true },
    { id: 'date', header: t('consumptions.date'), cell: (row) => format.date(row.createdAt) },
  ];
  if (canEdit || canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (row) => <RowActions name={row.note} onEdit={canEdit ? () => crud.startEdit(row) : undefined} onDelete={canDelete ? () => crud.startDelete(row) : undefined} />,
    });
  }

  return (
    <section aria-label={t('tabs.consumptions')}>
      <div className="consumables-toolbar">{canAdd && <AddButton onClick={crud.startAdd} label={t('consumptions.add')} />}</div>
      <ReadErrors messages={errors} />
      <DataTable columns={columns} rows={items} rowKey={(row) => row._id} caption={t('tabs.consumptions')} loading={loading} empty={t('consumptions.empty')} />
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('consumptions.edit') : t('consumptions.add')} onClose={crud.closeEditor}>
        {editing && (
          <ConsumptionForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            doctorId={doctorId}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) => (editing.kind === 'edit' ? update({ id: editing.item._id, body: input }) : create(input)).unwrap()}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('consumptions.remove')} question={(item) => t('common:deleteQuestionSpaced', { name: item.note })} />
    </section>
  );
}
