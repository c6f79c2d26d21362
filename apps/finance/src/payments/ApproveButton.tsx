import { useTranslation } from 'react-i18next';
import { ACTION } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { ReadErrors } from '@dental/ui';
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
