import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, type PaymentStatistics } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Modal, Money, ReadErrors } from '@dental/ui';
import { paymentStatisticsApi } from './payments-api';

/**
 * "Valider": approves every unapproved payment of the period at once (PUT payment/approve), shown
 * only with APPROUVER on PAIEMENTS_PATIENTS; the lines then read again and show approved.
 */
export function ApproveButton({ doctorId, ids }: { doctorId: string; ids: readonly string[] }) {
  const { t } = useTranslation();
  const allowed = useCan(ACTION.approve, 'PAIEMENTS_PATIENTS');
  const [approve, state] = paymentStatisticsApi.useApprovePaymentsMutation();
  if (!allowed || ids.length === 0) return null;
  return (
    <>
      <button type="button" className="dn-button" disabled={state.isLoading} onClick={() => approve({ doctorId, payments: [...ids] })}>
        {t('payments.approve', { count: ids.length })}
      </button>
      {state.isError && <ReadErrors messages={problemMessages(state.error)} />}
    </>
  );
}

/**
 * The whole clinic's "Valider les paiements": lists, per doctor, the payments it will approve, then
 * approves them all at once (PUT statistics/payments/approve, which checks each doctor). Insurance
 * payments that only await their insurer are not among them.
 */
export function ApproveAllButton({ unapproved }: { unapproved: PaymentStatistics['unapproved'] }) {
  const { t } = useTranslation();
  const allowed = useCan(ACTION.approve, 'PAIEMENTS_PATIENTS');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [approve, state] = paymentStatisticsApi.useApproveAllPaymentsMutation();
  if (!allowed || unapproved.ids.length === 0) return null;
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const confirm = async () => {
    const result = await approve({ payments: [...unapproved.ids] });
    if (!('error' in result)) close();
  };
  return (
    <>
      <button ref={opener} type="button" className="dn-button" onClick={() => setOpen(true)}>
        {t('payments.approve', { count: unapproved.ids.length })}
      </button>
      <Modal open={open} title={t('payments.approveAllTitle')} onClose={close}>
        {state.isError && <ReadErrors messages={problemMessages(state.error)} />}
        <p>{t('payments.approveAllQuestion', { count: unapproved.count })}</p>
        <table className="dn-table" data-testid="approve-all-list">
          <caption className="dn-visually-hidden">{t('payments.approveAllTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.doctor')}</th>
              <th scope="col" className="dn-table__number">{t('payments.approveAllCount')}</th>
              <th scope="col" className="dn-table__number">{t('payments.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {unapproved.byDoctor.map((row) => (
              <tr key={row.doctor._id}>
                <th scope="row">{row.doctor.username || t('charts.unknown')}</th>
                <td className="dn-table__number">{row.count}</td>
                <td className="dn-table__number">
                  <Money amount={row.amount} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('dayClose.total')}</th>
              <td className="dn-table__number">{unapproved.count}</td>
              <td className="dn-table__number">
                <Money amount={unapproved.amount} />
              </td>
            </tr>
          </tfoot>
        </table>
        <div className="dn-form__actions">
          <button type="button" className="dn-button dn-button--ghost" onClick={close}>
            {t('common:cancel')}
          </button>
          <button type="button" className="dn-button" disabled={state.isLoading} onClick={() => void confirm()}>
            {t('payments.approveAllConfirm', { count: unapproved.ids.length })}
          </button>
        </div>
      </Modal>
    </>
  );
}
