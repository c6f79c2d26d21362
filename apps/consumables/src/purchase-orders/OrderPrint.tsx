import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@dental/contracts';
import { useUsername } from '@dental/auth';
import { purchaseOrderTotal } from '@dental/domain';
import { type DataColumn, DataTable, Money, PrintLayout } from '@dental/ui';
import { useFormat } from '../common/format';

type Line = PurchaseOrder['LinePurchaseOrder'][number];

/**
 * A purchase order as printed: who ordered it (the doctor), from whom (the supplier and its phone),
 * when; its lines (name, quantity, unit price, total) and the sum of the totals; then the order's
 * total, what is paid and what remains.
 */
export function OrderPrint({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const doctor = useUsername(order.doctor);
  const sum = purchaseOrderTotal(order.LinePurchaseOrder.map((line) => ({ quantity: line.qty, price: line.price })));
  const columns: DataColumn<Line>[] = [
    { id: 'name', header: t('orders.consumable'), cell: (line) => line.consumable.name, footer: t('orders.total') },
    { id: 'qty', header: t('orders.quantity'), cell: (line) => line.qty, numeric: true, footer: '' },
    { id: 'price', header: t('orders.price'), cell: (line) => <Money amount={line.price} />, numeric: true, footer: '' },
    { id: 'total', header: t('orders.lineTotal'), cell: (line) => <Money amount={line.total} />, numeric: true, footer: <Money amount={sum} /> },
  ];
  const facts: [string, ReactNode][] = [
    [t('orders.doctor'), doctor],
    [t('orders.supplier'), order.supplier.name],
    [t('orders.supplierPhone'), <bdi key="phone" dir="ltr">{order.supplier.phone}</bdi>],
    [t('orders.date'), format.date(order.createdAt)],
  ];
  const sums: [string, number][] = [
    [t('orders.totalBC'), order.total],
    [t('orders.paid'), order.paid],
    [t('orders.remainder'), order.remainder],
  ];
  return (
    <PrintLayout title={t('orders.printTitle', { reference: order.reference })}>
      <dl className="consumables-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable columns={columns} rows={order.LinePurchaseOrder} rowKey={(line) => line._id} caption={t('orders.lines')} empty={t('orders.noLines')} />
      <dl className="consumables-facts consumables-facts--sums">
        {sums.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Money amount={amount} />
            </dd>
          </div>
        ))}
      </dl>
    </PrintLayout>
  );
}
