import { useTranslation } from 'react-i18next';
import { skipToken } from '@dental/api-client';
import { selectUserData, useAppSelector, useCan } from '@dental/auth';
import { recallApi } from '../data/recall-api';
import { NAMESPACE } from '../texts';

/**
 * The number of patients due for a check-up, for the home's "Rappels" tile: every doctor's with the
 * view of every agenda, else the signed-in doctor's own; nothing for anybody else or before the answer.
 */
export function RecallCount() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUserData);
  const everyDoctor = useCan('AFFICHER_GLOBAL', 'RDV');
  const scope = everyDoctor ? {} : user?.doctor ? { doctor: user._id } : null;
  const read = recallApi.useRecallListQuery(scope ? { ...scope, window: 'all', contacted: 'all', limit: 1 } : skipToken);
  if (!scope || read.data === undefined) return null;
  const count = read.data.totalCapped ? `${read.data.total}+` : String(read.data.total);
  return (
    <span className="dn-badge dn-badge--count" data-testid="recall-count" role="status" aria-label={t('recall.countLabel', { count })}>
      {count}
    </span>
  );
}
