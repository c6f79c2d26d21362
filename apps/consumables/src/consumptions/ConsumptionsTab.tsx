import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isViewDenied, type Consumption } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, type DataColumn, DataTable, Modal, Money, ReadErrors, RowActions, useCrudDialogs } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { useFormat } from '../common/format';
import { ConsumptionForm } from './ConsumptionForm';

/**
 * A doctor's consumptions (CONSOMMATIONS): note, amount, date, newest first and a page at a time,
 * between two days, with the period's total; add, edit and delete.
 */
export function ConsumptionsTab({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const pages = consumablesApi.useConsumptionPagesInfiniteQuery({ doctor: doctorId, ...period });
  const errors = pages.isError && !pages.isFetching ? problemMessages(pages.error) : [];
  // A refused view (AFFICHER…) empties the list, as every list does.
  const items = errors.length > 0 && isViewDenied(errors[0]) ? [] : (pages.data?.pages.flatMap((page) => page.items) ?? []);
  const last = pages.data?.pages.at(-1);
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
      <div className="consumables-toolbar">
        <label className="dn-field consumables-period">
          {t('consumptions.from')}
          <input className="dn-input dn-input--date" type="date" dir="ltr" value={period.from} max={period.to || undefined} onChange={(e) => setPeriod({ ...period, from: e.target.value })} />
        </label>
        <label className="dn-field consumables-period">
          {t('consumptions.to')}
          <input className="dn-input dn-input--date" type="date" dir="ltr" value={period.to} min={period.from || undefined} onChange={(e) => setPeriod({ ...period, to: e.target.value })} />
        </label>
        {canAdd && <AddButton onClick={crud.startAdd} label={t('consumptions.add')} />}
      </div>
      <ReadErrors messages={errors} />
      {last?.sum !== undefined && (
        <p className="consumables-period-total" aria-live="polite">
          {t('consumptions.periodTotal', { amount: format.money(last.sum) })}
        </p>
      )}
      <DataTable columns={columns} rows={items} rowKey={(row) => row._id} caption={t('tabs.consumptions')} loading={pages.isFetching && items.length === 0} empty={t('consumptions.empty')} />
      {items.length > 0 && last && (
        <div className="consumables-more">
          <span className="consumables-muted">{t('consumptions.shown', { shown: items.length, total: last.total })}</span>
          {pages.hasNextPage && (
            <button type="button" className="dn-button dn-button--ghost" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {pages.isFetchingNextPage ? t('common:loading') : t('consumptions.more')}
            </button>
          )}
        </div>
      )}
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
