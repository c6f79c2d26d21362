import { useTranslation } from 'react-i18next';
import { paymentModeName } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { formatDate, useLanguage } from '@dental/i18n';
import { ErrorBanners, Money, Spinner } from '@dental/ui';
import { tillApi } from './till-api';
import './till.css';

const hourOf = (iso: string) => new Date(iso).toTimeString().slice(0, 5);

/**
 * The home's "Ma caisse du jour": the drawer payments the signed-in user recorded for today, by
 * method with their totals and the day's total, each payment with the cash close that already holds
 * it ("Clôture 1") or "ouverte" while none does.
 */
export function MyTill() {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const read = tillApi.useMyTillQuery(undefined, { refetchOnMountOrArgChange: true });
  const till = read.data;
  const errors = read.isError ? problemMessages(read.error) : [];
  return (
    <section className="finance-till" aria-labelledby="finance-till-title">
      <h2 id="finance-till-title">{t('till.title')}</h2>
      <ErrorBanners messages={errors} onDismiss={() => read.refetch()} />
      {read.isFetching && !till && <Spinner />}
      {till && till.payments.length === 0 && <p>{t('till.none', { date: formatDate(till.day, language) })}</p>}
      {till && till.payments.length > 0 && (
        <>
          <table className="dn-table finance-till__methods">
            <caption>{t('till.byMethod', { date: formatDate(till.day, language) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('till.method')}</th>
                <th scope="col">{t('till.count')}</th>
                <th scope="col">{t('till.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {till.methods.map((line) => (
                <tr key={line.method._id ?? 'none'}>
                  <th scope="row">{line.method._id === null ? t('till.noMethod') : paymentModeName(line.method.name, language)}</th>
                  <td className="dn-table__number">{line.count}</td>
                  <td className="dn-table__number">
                    <Money amount={line.recorded} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('till.total')}</th>
                <td className="dn-table__number">{till.payments.length}</td>
                <td className="dn-table__number">
                  <Money amount={till.total} />
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="finance-till__closed">
            {t('till.closedPart')} <Money amount={till.closed} />
          </p>
          <details className="finance-till__details">
            <summary>{t('till.payments', { count: till.payments.length })}</summary>
            <ul>
              {till.payments.map((payment) => (
                <li key={payment._id}>
                  <span dir="ltr">{hourOf(payment.createdAt)}</span> <bdi>{payment.patient.name}</bdi> <Money amount={payment.amount} /> {payment.method ? paymentModeName(payment.method.name, language) : t('till.noMethod')} ·{' '}
                  {payment.cashClose ? t('till.inClose', { number: payment.cashClose.number }) : t('till.open')}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
