import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@dental/contracts';
import { purchaseOrderTotal } from '@dental/domain';
import { type DataColumn, DataTable, Money, PrintLayout, usePersonName } from '@dental/ui';
import { useFormat } from '../common/format';

type Line = PurchaseOrder['LinePurchaseOrder'][number];

/** Where the reference goes in the translated title, so that it can be isolated there. */
const REFERENCE_MARK = '\u0000';

/** The title with the reference ("BC-7-2") isolated left to right wherever the language puts it. */
function ReferenceTitle({ text, reference }: { text: string; reference: string }) {
  const [before, after = ''] = text.split(REFERENCE_MARK);
  return (
    <>
      {before}
      <bdi dir="ltr">{reference}</bdi>
      {after}
    </>
  );
}

/**
 * A name or reference as it was written, isolated from the page's direction: in an Arabic print a
 * Latin name keeps its parentheses around their words ("Gants (M)", not ")Gants (M"), and an
 * Arabic one its own order.
 */
const Isolated = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;

/**
 * A purchase order as printed, under the clinic's name, address and phone (PrintLayout): who
 * ordered it (the doctor, by full name when known), from whom (the supplier and its phone), when;
 * its lines (name, quantity, unit price, total) and the sum of the totals; then the order's total,
 * what is paid and what remains. Names and the reference are isolated (`Isolated`).
 */
export function OrderPrint({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const doctor = usePersonName(order.doctor);
  const sum = purchaseOrderTotal(order.LinePurchaseOrder.map((line) => ({ quantity: line.qty, price: line.price })));
  const columns: DataColumn<Line>[] = [
    { id: 'name', header: t('orders.consumable'), cell: (line) => <Isolated>{line.consumable.name}</Isolated>, footer: t('orders.total') },
    { id: 'qty', header: t('orders.quantity'), cell: (line) => line.qty, numeric: true, footer: '' },
    { id: 'price', header: t('orders.price'), cell: (line) => <Money amount={line.price} />, numeric: true, footer: '' },
    { id: 'total', header: t('orders.lineTotal'), cell: (line) => <Money amount={line.total} />, numeric: true, footer: <Money amount={sum} /> },
  ];
  const facts: [string, ReactNode][] = [
    [t('orders.doctor'), <Isolated key="doctor">{doctor}</Isolated>],
    [t('orders.supplier'), <Isolated key="supplier">{order.supplier.name}</Isolated>],
    [t('orders.supplierPhone'), <bdi key="phone" dir="ltr">{order.supplier.phone}</bdi>],
    [t('orders.date'), format.date(order.createdAt)],
  ];
  const sums: [string, number][] = [
    [t('orders.totalBC'), order.total],
    [t('orders.paid'), order.paid],
    [t('orders.remainder'), order.remainder],
  ];
  return (
    <PrintLayout title={<ReferenceTitle text={t('orders.printTitle', { reference: REFERENCE_MARK })} reference={order.reference} />}>
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
