import { translateMessage, typedAmount, typedAmountMessage } from '@dental/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { PurchaseOrder } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { type DataColumn, DataTable, DateField, Money, NumberField } from '@dental/ui';
import { consumablesApi } from '../common/consumables-api';
import { today, useFormat } from '../common/format';
import { TimedNotice, useTimedNotice } from '../common/TimedNotice';

type Payment = PurchaseOrder['payments'][number];

/**
 * The payments of a purchase order: its total, what is paid and the remainder, the payments with
 * change and delete, and a form to add one. Each outcome shows for 1000 ms in a blue block (an
 * error in a red one), spec part 2 §8.
 */
export function OrderPayments({ doctorId, order: initial }: { doctorId: string; order: PurchaseOrder }) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const rights = useWriteRights('BON_COMMANDE');
  const [order, setOrder] = useState(initial);
  const [editing, setEditing] = useState<Payment | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today());
  const [busy, setBusy] = useState(false);
  const notice = useTimedNotice();
  const [add] = consumablesApi.useAddOrderPaymentMutation();
  const [update] = consumablesApi.useUpdateOrderPaymentMutation();
  const [remove] = consumablesApi.useRemoveOrderPaymentMutation();
  const ids = { doctorId, id: order._id };

  const run = async (action: () => Promise<PurchaseOrder>, success: string) => {
    setBusy(true);
    try {
      setOrder(await action());
      notice.show('success', [success]);
      return true;
    } catch (error) {
      notice.show('error', problemMessages(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setEditing(null);
    setAmount('');
    setDate(today());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A day the browser cannot read (31/02 typed) leaves the input empty: refused here with the
    // server's words, never sent as "no date", which the server would take for today.
    const dateInput = (event.currentTarget as HTMLFormElement).elements.namedItem('createdAt');
    const badDay = date === '' || (dateInput instanceof HTMLInputElement && dateInput.validity.badInput);
    const refused = [
      typedAmountMessage(amount, { invalid: 'purchaseOrder.paymentInvalid', positive: true }, format.language),
      badDay ? translateMessage('purchaseOrder.dateInvalid', format.language) : null,
    ].filter((message): message is string => message !== null);
    if (refused.length > 0) {
      notice.show('error', refused);
      return;
    }
    const body = { payment: typedAmount(amount) as number, createdAt: date, supplier: order.supplier._id };
    const done = editing
      ? await run(() => update({ ...ids, paymentId: editing._id, body }).unwrap(), t('payments.updated'))
      : await run(() => add({ ...ids, body }).unwrap(), t('payments.added'));
    if (done) reset();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const payment = deleting;
    setDeleting(null);
    if (await run(() => remove({ ...ids, paymentId: payment._id }).unwrap(), t('payments.deleted')) && editing?._id === payment._id) reset();
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
              onClick={() => {
                setEditing(payment);
                setAmount(String(payment.payment));
                setDate(payment.createdAt);
              }}
            >
              <Pencil aria-hidden="true" size={18} />
            </button>
          )}
          {rights.canDelete && (
            <button type="button" className="dn-icon-button" aria-label={`${t('common:delete')} ${describe(payment)}`} title={t('common:delete')} onClick={() => setDeleting(payment)}>
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
      {deleting && (
        <div className="consumables-confirm" role="alertdialog" aria-labelledby="payment-delete-question">
          <p id="payment-delete-question">{t('common:deleteQuestionSpaced', { name: describe(deleting) })}</p>
          <div className="dn-form__actions">
            <button type="button" className="dn-button dn-button--ghost" onClick={() => setDeleting(null)} autoFocus>
              {t('common:cancel')}
            </button>
            <button type="button" className="dn-button dn-button--danger" onClick={confirmDelete} disabled={busy}>
              {t('common:confirm')}
            </button>
          </div>
        </div>
      )}
      {(editing ? rights.canEdit : rights.canAdd) && (
        <form className="dn-form consumables-payment-form" onSubmit={submit} noValidate aria-label={editing ? t('payments.editTitle') : t('payments.addTitle')}>
          <NumberField label={t('payments.amount')} name="payment" value={amount} onChange={setAmount} money />
          <DateField label={t('orders.date')} name="createdAt" value={date} onChange={setDate} />
          <div className="dn-form__actions">
            {editing && (
              <button type="button" className="dn-button dn-button--ghost" onClick={reset}>
                {t('common:cancel')}
              </button>
            )}
            <button type="submit" className="dn-button" disabled={busy}>
              {editing ? t('common:edit') : t('common:add')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
