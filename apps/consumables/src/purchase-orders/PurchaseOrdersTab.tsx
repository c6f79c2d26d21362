import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer, Wallet } from 'lucide-react';
import { isViewDenied, type PurchaseOrder } from '@dental/contracts';
import { listView, problemMessages, type ApiFailure } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AddButton, CrudOverlays, type DataColumn, DataTable, Modal, Money, ReadErrors, RowActions, useCrudDialogs } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { useFormat } from '../common/format';
import { sortByName } from '../consumable-list/sort';
import { OrderPayments } from './OrderPayments';
import { OrderPrint } from './OrderPrint';
import { PurchaseOrderForm } from './PurchaseOrderForm';
import { addScreenTexts } from '../texts';
import { purchaseOrdersTranslations } from './translations';

addScreenTexts(purchaseOrdersTranslations);

/**
 * A doctor's purchase orders (BON_COMMANDE), newest first and a page at a time: reference
 * BC-{num}-{month}, supplier, total, paid, remainder, date; create and edit with lines, payments,
 * print and delete.
 */
export function PurchaseOrdersTab({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const pages = consumablesApi.useOrderPagesInfiniteQuery(doctorId);
  const errors = pages.isError && !pages.isFetching ? problemMessages(pages.error) : [];
  // A refused view (AFFICHER…) empties the list, as every list does.
  const orders = errors.length > 0 && isViewDenied(errors[0]) ? [] : (pages.data?.pages.flatMap((page) => page.items) ?? []);
  // A doctor of the address who does not exist (404): the message alone, nothing to list or add.
  const unknownDoctor = pages.isError && (pages.error as ApiFailure | undefined)?.status === 404;
  const suppliers = listView(consumablesApi.useSuppliersQuery(doctorId));
  const consumables = listView(consumablesApi.useConsumablesQuery());
  const [create] = consumablesApi.useCreateOrderMutation();
  const [update] = consumablesApi.useUpdateOrderMutation();
  const [remove] = consumablesApi.useRemoveOrderMutation();
  const crud = useCrudDialogs<PurchaseOrder>({ remove: (order) => remove({ doctorId, id: order._id }).unwrap(), onChanged: () => undefined });
  const [paying, setPaying] = useState<PurchaseOrder | null>(null);
  const [printing, setPrinting] = useState<PurchaseOrder | null>(null);
  const { canAdd, canEdit, canDelete } = useWriteRights('BON_COMMANDE');
  const { editing } = crud;

  const columns: DataColumn<PurchaseOrder>[] = [
    { id: 'reference', header: t('orders.reference'), cell: (order) => order.reference },
    { id: 'supplier', header: t('orders.supplier'), cell: (order) => order.supplier.name },
    { id: 'total', header: t('orders.totalBC'), cell: (order) => <Money amount={order.total} />, numeric: true },
    { id: 'paid', header: t('orders.paid'), cell: (order) => <Money amount={order.paid} />, numeric: true },
    { id: 'remainder', header: t('orders.remainder'), cell: (order) => <Money amount={order.remainder} />, numeric: true },
    { id: 'date', header: t('orders.date'), cell: (order) => format.date(order.createdAt) },
    {
      id: 'actions',
      header: t('common:actions'),
      cell: (order) => (
        <div className="dn-table__actions">
          <button type="button" className="dn-icon-button" aria-label={t('orders.paymentsOf', { reference: order.reference })} title={t('payments.title')} onClick={() => setPaying(order)}>
            <Wallet aria-hidden="true" size={18} />
          </button>
          <button type="button" className="dn-icon-button" aria-label={t('orders.printOf', { reference: order.reference })} title={t('common:print')} onClick={() => setPrinting(order)}>
            <Printer aria-hidden="true" size={18} />
          </button>
          <RowActions name={order.reference} onEdit={canEdit ? () => crud.startEdit(order) : undefined} onDelete={canDelete ? () => crud.startDelete(order) : undefined} />
        </div>
      ),
    },
  ];

  const total = pages.data?.pages.at(-1)?.total;
  return (
    <section aria-label={t('tabs.purchase-order')}>
      {!unknownDoctor && <div className="consumables-toolbar">{canAdd && <AddButton onClick={crud.startAdd} label={t('orders.add')} />}</div>}
      <ReadErrors messages={errors} />
      {!unknownDoctor && (
        <DataTable columns={columns} rows={orders} rowKey={(order) => order._id} caption={t('tabs.purchase-order')} loading={pages.isFetching && orders.length === 0} empty={t('orders.empty')} />
      )}
      {!unknownDoctor && orders.length > 0 && total !== undefined && (
        <div className="consumables-more">
          <span className="consumables-muted">{t('orders.shown', { shown: orders.length, total })}</span>
          {pages.hasNextPage && (
            <button type="button" className="dn-button dn-button--ghost" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {pages.isFetchingNextPage ? t('common:loading') : t('orders.more')}
            </button>
          )}
        </div>
      )}
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('orders.edit', { reference: editing.item.reference }) : t('orders.add')} onClose={crud.closeEditor} maxWidth={900}>
        {editing && (
          <>
            <ReadErrors messages={[...suppliers.errors, ...consumables.errors]} />
            <PurchaseOrderForm
              key={editing.kind === 'edit' ? editing.item._id : 'new'}
              initial={editing.kind === 'edit' ? editing.item : undefined}
              suppliers={sortByName(suppliers.items, format.language)}
              consumables={sortByName(consumables.items, format.language)}
              onSubmit={(input) => (editing.kind === 'edit' ? update({ doctorId, id: editing.item._id, body: input }) : create({ doctorId, body: input })).unwrap()}
              onDone={crud.saved}
              onCancel={crud.closeEditor}
            />
          </>
        )}
      </Modal>
      <Modal open={paying !== null} title={paying ? t('orders.paymentsOf', { reference: paying.reference }) : ''} onClose={() => setPaying(null)} maxWidth={700}>
        {paying && <OrderPayments key={paying._id} doctorId={doctorId} order={paying} />}
      </Modal>
      <Modal open={printing !== null} title={printing ? t('orders.printTitle', { reference: printing.reference }) : ''} onClose={() => setPrinting(null)} maxWidth={800}>
        {printing && <OrderPrint order={printing} />}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('orders.remove')} question={(order) => t('common:deleteQuestionSpaced', { name: order.reference })} />
    </section>
  );
}
