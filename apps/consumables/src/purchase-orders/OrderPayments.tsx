import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { typedAmount, type PurchaseOrder } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { AMOUNT_INPUT, ConfirmDialog, type DataColumn, DataTable, ErrorBanners, Money, useMessages } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { consumablesApi } from '../common/consumables-api';
import { today, useFormat } from '../common/format';
import { TimedNotice, useTimedNotice } from '../common/TimedNotice';

type Payment = PurchaseOrder['payments'][number];

interface PaymentValues {
  payment: string;
  /** YYYY-MM-DD */
  createdAt: string;
}

const blank = (): PaymentValues => ({ payment: '', createdAt: today() });

/**
 * The payments of a purchase order: its total, what is paid and the remainder, the payments with
 * change and delete, and a form to add one. A success shows for 1000 ms in a blue block (spec part
 * 2 §8); a refusal ("dépasse le reste à payer"…) stays in red above the form until the user changes
 * the field it names or clicks it, and a refused deletion stays in its confirmation.
 */
export function OrderPayments({ doctorId, order: initial }: { doctorId: string; order: PurchaseOrder }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const rights = useWriteRights('BON_COMMANDE');
  const [order, setOrder] = useState(initial);
  const [editing, setEditing] = useState<Payment | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const deleteErrors = useMessages();
  const notice = useTimedNotice();
  const [add] = consumablesApi.useAddOrderPaymentMutation();
  const [update] = consumablesApi.useUpdateOrderPaymentMutation();
  const [remove, removal] = consumablesApi.useRemoveOrderPaymentMutation();
  const ids = { doctorId, id: order._id };
  const { form, banners, saving, submitWith, fieldState } = useServerForm<PaymentValues>({
    defaultValues: blank(),
    serverFields: {
      payment: ['purchaseOrder.paymentRequired', 'purchaseOrder.paymentInvalid', 'purchaseOrder.paymentTooLarge'],
      createdAt: ['purchaseOrder.dateInvalid'],
    },
    amountFields: { payment: { invalid: 'purchaseOrder.paymentInvalid', positive: true } },
    // A day the browser cannot read (31/02 typed) is refused with the server's words, never sent as "no date" (today).
    dateFields: { createdAt: 'purchaseOrder.dateInvalid' },
  });

  /** The form for `payment`, or for a new payment. */
  const fill = (payment: Payment | null) => {
    setEditing(payment);
    form.reset(payment ? { payment: String(payment.payment), createdAt: payment.createdAt } : blank());
    banners.clear();
  };

  const submit = submitWith(async (values) => {
    const body = { payment: typedAmount(values.payment) as number, createdAt: values.createdAt, supplier: order.supplier._id };
    setOrder(await (editing ? update({ ...ids, paymentId: editing._id, body }) : add({ ...ids, body })).unwrap());
    notice.show(editing ? t('payments.updated') : t('payments.added'));
    fill(null);
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    deleteErrors.clear();
    try {
      setOrder(await remove({ ...ids, paymentId: deleting._id }).unwrap());
      if (editing?._id === deleting._id) fill(null);
      setDeleting(null);
      notice.show(t('payments.deleted'));
    } catch (error) {
      deleteErrors.setMessages(problemMessages(error));
    }
  };

  const describe = (payment: Payment) => `${format.money(payment.payment)} ${format.date(payment.createdAt)}`;
  const columns: DataColumn<Payment>[] = [
    { id: 'amount', header: t('payments.amount'), cell: (payment) => <Money amount={payment.payment} />, numeric: true },
    { id: 'date', header: t('orders.date'), cell: (payment) => format.date(payment.createdAt) },
  ];
  if (rights.canEdit || rights.canDelete) {
    columns.push({
      id: 'actions',
      header: t('common:actions'),
      cell: (payment) => (
        <div className="dn-table__actions">
          {rights.canEdit && (
            <button
              type="button"
              className="dn-icon-button"
              aria-label={`${t('common:edit')} ${describe(payment)}`}
              title={t('common:edit')}
              onClick={() => fill(payment)}
            >
              <Pencil aria-hidden="true" size={18} />
            </button>
          )}
          {rights.canDelete && (
            <button
              type="button"
              className="dn-icon-button"
              aria-label={`${t('common:delete')} ${describe(payment)}`}
              title={t('common:delete')}
              onClick={() => {
                deleteErrors.clear();
                setDeleting(payment);
              }}
            >
              <Trash2 aria-hidden="true" size={18} />
            </button>
          )}
        </div>
      ),
    });
  }

  return (
    <div className="consumables-payments">
      <dl className="consumables-facts">
        <div>
          <dt>{t('orders.supplier')}</dt>
          <dd>{order.supplier.name}</dd>
        </div>
        <div>
          <dt>{t('orders.totalBC')}</dt>
          <dd><Money amount={order.total} /></dd>
        </div>
        <div>
          <dt>{t('orders.paid')}</dt>
          <dd><Money amount={order.paid} /></dd>
        </div>
        <div>
          <dt>{t('orders.remainder')}</dt>
          <dd data-testid="order-remainder"><Money amount={order.remainder} /></dd>
        </div>
      </dl>
      <TimedNotice notice={notice.notice} />
      <DataTable columns={columns} rows={order.payments} rowKey={(payment) => payment._id} caption={t('payments.title')} empty={t('payments.empty')} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('payments.remove')}
        question={deleting ? t('common:deleteQuestionSpaced', { name: describe(deleting) }) : ''}
        busy={removal.isLoading}
        errors={deleteErrors.messages}
        onDismissError={deleteErrors.dismiss}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {(editing ? rights.canEdit : rights.canAdd) && (
        <form className="dn-form consumables-payment-form" onSubmit={submit} noValidate aria-label={editing ? t('payments.editTitle') : t('payments.addTitle')}>
          <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
          <label className="dn-field">
            {t('payments.amount')}
            <input {...form.register('payment')} {...fieldState('payment')} {...AMOUNT_INPUT} />
          </label>
          <label className="dn-field">
            {t('orders.date')}
            <input {...form.register('createdAt')} {...fieldState('createdAt', 'dn-input dn-input--date')} type="date" dir="ltr" />
          </label>
          <div className="dn-form__actions">
            {editing && (
              <button type="button" className="dn-button dn-button--ghost" onClick={() => fill(null)}>
                {t('common:cancel')}
              </button>
            )}
            <button type="submit" className="dn-button" disabled={saving}>
              {editing ? t('common:edit') : t('common:add')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
