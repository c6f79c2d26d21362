import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, type PaymentStatistics, type StatisticsPaymentLine } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { isSingleDay, type Period } from '@dental/domain';
import { formatDateTime, useLanguage } from '@dental/i18n';
import { Money, Spinner } from '@dental/ui';
import { ComparedFigure } from '../common/Compared';
import { ReadState } from '../common/ReadState';
import { percentText } from '../common/format';
import { STATISTICS } from '../common/scope';
import { TakingsCharts } from '../charts/TakingsCharts';
import { ApproveAllButton, ApproveButton } from './ApproveButton';
import { PaymentLines } from './PaymentLines';
import { paymentStatisticsApi } from './payments-api';

// The day close is a single day's: it loads when such a day is shown.
const DayClosePanel = lazy(() => import('../day-close/DayClosePanel').then((panel) => ({ default: panel.DayClosePanel })));

export const PAGE_SIZE = 50;
/** The largest page the API gives, for reading every line of a period into its CSV file. */
const CSV_PAGE_SIZE = 1000;

/** Versement: the period's takings beside the previous period's, its lines, the approval, the day's close. */
export function PaymentsTab({ doctor, period }: { doctor?: string; period: Period }) {
  const [offset, setOffset] = useState(0);
  const read = paymentStatisticsApi.usePaymentStatisticsQuery({ doctor, from: period.from, to: period.to, offset, limit: PAGE_SIZE });
  const [readPage] = paymentStatisticsApi.useLazyPaymentStatisticsQuery();
  const allLines = async () => {
    const lines: StatisticsPaymentLine[] = [];
    for (;;) {
      const page = await readPage({ doctor, from: period.from, to: period.to, offset: lines.length, limit: CSV_PAGE_SIZE }, true).unwrap();
      lines.push(...page.lines);
      if (page.lines.length === 0 || lines.length >= page.total) return lines;
    }
  };
  // The day close is clinic-wide: the API shows it with AFFICHER_GLOBAL or CLOTURER only.
  const global = useCan(ACTION.viewGlobal, STATISTICS);
  const canClose = useCan(ACTION.closeDay, STATISTICS);
  const dayClosePanel = isSingleDay(period) && (global || canClose);
  return (
    <ReadState read={read}>
      {(data) => (
        <>
          <PaymentTotals data={data} doctor={doctor} />
          {data.dayClose && !dayClosePanel && <ClosedNote closedBy={data.dayClose.closedBy} closedAt={data.dayClose.closedAt} />}
          <PaymentLines global={doctor === undefined} lines={data.lines} total={data.total} offset={data.offset} limit={data.limit} onPage={setOffset} allLines={allLines} />
          {dayClosePanel && (
            <Suspense fallback={<Spinner />}>
              <DayClosePanel day={period.from} />
            </Suspense>
          )}
          <TakingsCharts data={data} />
        </>
      )}
    </ReadState>
  );
}

/** The day's latest close in force, said to those who do not see the cash panel: the payments it holds can no longer change. */
function ClosedNote({ closedBy, closedAt }: { closedBy: string; closedAt: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="finance-day-close__closed" data-testid="day-closed">
      {t('dayClose.closedBy', { user: closedBy, at: formatDateTime(closedAt, language) })}
    </p>
  );
}

function PaymentTotals({ data, doctor }: { data: PaymentStatistics; doctor?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="finance-section" aria-label={t('payments.totals')}>
      <dl className="finance-figures__list">
        <ComparedFigure testId="collected" label={t('payments.collected')} current={data.collected} previous={data.previous.collected} />
        <div className="finance-figure" data-testid="awaiting-insurer">
          <dt>{t('payments.awaitingInsurer')}</dt>
          <dd className="finance-figure__current">
            <Money amount={data.awaitingInsurer} />
          </dd>
          <dd className="finance-note" data-testid="insurer-paid-day-note">
            {t('payments.insurerPaidDayNote')}
          </dd>
        </div>
        <div className="finance-figure" data-testid="unapproved">
          <dt>{t('payments.unapproved')}</dt>
          <dd className="finance-figure__current">
            {t('payments.unapprovedCount', { count: data.unapproved.count })} · <Money amount={data.unapproved.amount} />
          </dd>
          <dd>{doctor ? <ApproveButton doctorId={doctor} ids={data.unapproved.ids} /> : <ApproveAllButton unapproved={data.unapproved} />}</dd>
        </div>
      </dl>
      {data.dayShares && (
        <table className="dn-table finance-day-shares" data-testid="day-shares">
          <caption>{t('payments.dayShares')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('payments.collected')}</th>
              <td className="dn-table__number">
                <Money amount={data.collected} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('payments.laboratoryRow')}</th>
              <td className="dn-table__number">
                <Money amount={data.dayShares.laboratory} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('payments.doctorRow', { percentage: percentText(data.dayShares.percentage, language) })}</th>
              <td className="dn-table__number" data-testid="day-doctor-share">
                <Money amount={data.dayShares.doctorShare} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('payments.cabinetRow', { percentage: percentText(100 - data.dayShares.percentage, language) })}</th>
              <td className="dn-table__number">
                <Money amount={data.dayShares.cabinetShare} />
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}
