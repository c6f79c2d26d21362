import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { directionOf, type PurchaseOrder, type SupplierPayment } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useCanView } from '@dental/auth';
import { sumAmounts } from '@dental/domain';
import { useBasePath } from '@dental/module-kit';
import { type DataColumn, DataTable, Modal, Money, PageFrame, ReadErrors, Spinner } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { useFormat } from '../common/format';
import { useDoctorScope } from '../common/use-doctor-scope';
import { OrderPrint } from '../purchase-orders/OrderPrint';
import '../consumables.css';
import { addScreenTexts } from '../texts';
import { purchaseOrdersTranslations } from '../purchase-orders/translations';

addScreenTexts(purchaseOrdersTranslations);

/**
 * A button that shows or hides the section it controls: its arrow points down when open, else
 * towards the text that follows it (right in French and English, left in Arabic).
 */
function Toggle({ open, controls, onToggle, label }: { open: boolean; controls: string; onToggle: () => void; label: string }) {
  const { language } = useFormat();
  const Closed = directionOf(language) === 'rtl' ? ChevronLeft : ChevronRight;
  const Icon = open ? ChevronDown : Closed;
  return (
    <button type="button" className="consumables-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Icon aria-hidden="true" size={18} className="consumables-toggle__icon" />
      {label}
    </button>
  );
}

/**
 * /Consumables/{doctorId}/suppliers/{supplierId}: the supplier's purchase orders of this doctor
 * (a click opens the printable order) and the history of what was paid to them, each behind a toggle.
 */
export function SupplierPage() {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const { doctorId = '', supplierId = '' } = useParams();
  const base = useBasePath('Consumables');
  const scope = useDoctorScope('FOURNISSEURS');
  const canView = useCanView('FOURNISSEURS');
  const suppliers = listView(consumablesApi.useSuppliersQuery(doctorId));
  const orders = listView(consumablesApi.useSupplierOrdersQuery({ doctorId, supplier: supplierId }));
  const [showOrders, setShowOrders] = useState(true);
  const [showHistory, setShowHistory] = useState(false);
  const [printing, setPrinting] = useState<PurchaseOrder | null>(null);
  const backTo = `${base}/${encodeURIComponent(doctorId)}/suppliers`;

  if (canView && !scope.global && scope.ownId && doctorId !== scope.ownId) {
    return <Navigate to={`${base}/${encodeURIComponent(scope.ownId)}/suppliers/${encodeURIComponent(supplierId)}`} replace />;
  }
  const supplier = suppliers.items.find((item) => item._id === supplierId);
  const title = supplier?.name ?? t('titles.supplier');

  const orderColumns: DataColumn<PurchaseOrder>[] = [
    { id: 'num', header: '#', cell: (order) => order.num, numeric: true, footer: t('orders.total') },
    { id: 'name', header: t('suppliers.name'), cell: (order) => order.supplier.name, footer: '' },
    {
      id: 'reference',
      header: t('orders.reference'),
      cell: (order) => (
        <button type="button" className="consumables-link-button" onClick={() => setPrinting(order)} aria-label={t('orders.openLines', { reference: order.reference })}>
          {order.reference}
        </button>
      ),
      footer: '',
    },
    { id: 'total', header: t('orders.totalBC'), cell: (order) => <Money amount={order.total} />, numeric: true, footer: <Money amount={sumAmounts(orders.items.map((o) => o.total))} /> },
    { id: 'paid', header: t('orders.paid'), cell: (order) => <Money amount={order.paid} />, numeric: true, footer: <Money amount={sumAmounts(orders.items.map((o) => o.paid))} /> },
    { id: 'remainder', header: t('orders.remainder'), cell: (order) => <Money amount={order.remainder} />, numeric: true, footer: <Money amount={sumAmounts(orders.items.map((o) => o.remainder))} /> },
    { id: 'date', header: t('orders.date'), cell: (order) => format.date(order.createdAt), footer: '' },
  ];
  const historyColumns: DataColumn<SupplierPayment>[] = [
    { id: 'reference', header: t('suppliers.bc'), cell: (payment) => payment.reference },
    { id: 'amount', header: t('suppliers.amount'), cell: (payment) => <Money amount={payment.payment} />, numeric: true },
    { id: 'date', header: t('orders.date'), cell: (payment) => format.date(payment.createdAt) },
  ];

  // No such supplier (or not read yet): its name's place holds the spinner, the refusal or "not found" alone.
  if (!supplier) {
    return (
      <PageFrame title={title} backTo={backTo}>
        <ReadErrors messages={suppliers.errors} />
        {suppliers.loading && <Spinner />}
        {!suppliers.loading && suppliers.errors.length === 0 && (
          <p className="consumables-muted" role="status">
            {t('suppliers.notFound')}
          </p>
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title} backTo={backTo}>
      <ReadErrors messages={suppliers.errors} />
      <p className="consumables-summary">
        <span dir="ltr">{supplier.phone}</span>
        <span>
          {t('suppliers.balance')} : <strong><Money amount={supplier.balance} /></strong>
        </span>
      </p>
      <div className="consumables-section">
        <Toggle open={showOrders} controls="supplier-orders" onToggle={() => setShowOrders((open) => !open)} label={t('suppliers.ordersToggle')} />
        <div id="supplier-orders" hidden={!showOrders}>
          <ReadErrors messages={orders.errors} />
          <DataTable columns={orderColumns} rows={orders.items} rowKey={(order) => order._id} caption={t('suppliers.ordersToggle')} loading={orders.loading} empty={t('orders.empty')} />
        </div>
      </div>
      <div className="consumables-section">
        <Toggle open={showHistory} controls="supplier-history" onToggle={() => setShowHistory((open) => !open)} label={t('suppliers.historyToggle')} />
        <div id="supplier-history" hidden={!showHistory}>
          <DataTable
            columns={historyColumns}
            rows={supplier.historyPayment}
            rowKey={(payment) => payment._id}
            caption={t('suppliers.historyToggle')}
            loading={suppliers.loading}
            empty={t('suppliers.noPayment')}
          />
        </div>
      </div>
      <Modal open={printing !== null} title={printing ? t('orders.printTitle', { reference: printing.reference }) : ''} onClose={() => setPrinting(null)} maxWidth={800}>
        {printing && <OrderPrint order={printing} />}
      </Modal>
    </PageFrame>
  );
}
