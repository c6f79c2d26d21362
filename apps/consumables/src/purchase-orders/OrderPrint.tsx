import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@dental/contracts';
import { purchaseOrderTotal } from '@dental/domain';
import { type DataColumn, DataTable, Money, PrintLayout } from '@dental/ui';
import { useFormat } from '../common/format';

type Line = PurchaseOrder['LinePurchaseOrder'][number];

/** A purchase order as printed: its lines (name, quantity, unit price, total) and the sum of the totals. */
export function OrderPrint({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const sum = purchaseOrderTotal(order.LinePurchaseOrder.map((line) => ({ quantity: line.qty, price: line.price })));
  const columns: DataColumn<Line>[] = [
    { id: 'name', header: t('orders.consumable'), cell: (line) => line.consumable.name, footer: t('orders.total') },
    { id: 'qty', header: t('orders.quantity'), cell: (line) => line.qty, numeric: true, footer: '' },
    { id: 'price', header: t('orders.price'), cell: (line) => <Money amount={line.price} />, numeric: true, footer: '' },
    { id: 'total', header: t('orders.lineTotal'), cell: (line) => <Money amount={line.total} />, numeric: true, footer: <Money amount={sum} /> },
  ];
  return (
    <PrintLayout title={t('orders.printTitle', { reference: order.reference })}>
      <dl className="consumables-facts">
        <div>
          <dt>{t('orders.supplier')}</dt>
          <dd>{order.supplier.name}</dd>
        </div>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>{format.date(order.createdAt)}</dd>
        </div>
      </dl>
      <DataTable columns={columns} rows={order.LinePurchaseOrder} rowKey={(line) => line._id} caption={t('orders.lines')} empty={t('orders.noLines')} />
    </PrintLayout>
  );
}
