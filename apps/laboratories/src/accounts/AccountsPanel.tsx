import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Laboratory, LabAccount } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { useBasePath } from '@dental/module-kit';
import { type DataColumn, DataTable, Money } from '@dental/ui';
import { ReadErrors } from '../common/ReadErrors';
import { labTabPath } from '../laboratory/lab-tabs';
import { accountsApi } from './accounts-api';

/** /laboratory/{labId}/accounts: each doctor and their balance with the lab; a doctor opens their payments. */
export function AccountsPanel({ laboratory }: { laboratory: Laboratory }) {
  const { t } = useTranslation();
  const base = useBasePath('laboratory');
  const query = accountsApi.useLabAccountsQuery(laboratory._id);
  const { items, loading, errors } = listView({ ...query, data: query.currentData });

  const columns: DataColumn<LabAccount>[] = [
    {
      id: 'doctor',
      header: t('accounts.doctor'),
      cell: (account) => (
        <Link to={labTabPath(base, laboratory._id, 'payments', account.doctor._id)} aria-label={t('accounts.paymentsOf', { name: account.doctor.username })}>
          {account.doctor.username}
        </Link>
      ),
    },
    { id: 'balance', header: t('accounts.balance'), numeric: true, cell: (account) => <Money amount={account.balance} /> },
  ];

  return (
    <div className="labs-accounts">
      <ReadErrors messages={errors} />
      <DataTable columns={columns} rows={items} rowKey={(account) => account.doctor._id} caption={t('accounts.caption')} loading={loading || query.isUninitialized} empty={t('accounts.empty')} />
    </div>
  );
}
