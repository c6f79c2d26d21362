import { useTranslation } from 'react-i18next';
import { ACTION, type DayClose } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { formatDate, formatDateTime, useLanguage } from '@dental/i18n';
import { Money } from '@dental/ui';
import { ReadState } from '../common/ReadState';
import { STATISTICS } from '../common/scope';
import { dayCloseApi } from './day-close-api';
import { DayCloseForm } from './DayCloseForm';

/**
 * The day close (clôture de caisse) of a single day: the takings recorded per payment method beside
 * the amounts counted. An open day offers the count and "Clôturer la journée" with CLOTURER on
 * STATISTIQUES_FINANCIERES (the global view alone reads it); a closed day shows who closed it, when, and what was counted.
 */
export function DayClosePanel({ day }: { day: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const read = dayCloseApi.useDayCloseQuery(day);
  const canClose = useCan(ACTION.closeDay, STATISTICS);
  const titleId = `day-close-${day}`;
  return (
    <section className="finance-section dn-card finance-day-close" aria-labelledby={titleId} data-testid="day-close">
      <h2 id={titleId} className="finance-section__title">
        {t('dayClose.title', { day: formatDate(day, language) })}
      </h2>
      <ReadState read={read}>{(data) => (data.closed ? <ClosedDay data={data} /> : <DayCloseForm data={data} canClose={canClose} />)}</ReadState>
    </section>
  );
}

function ClosedDay({ data }: { data: DayClose }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const closed = data.closed!;
  return (
    <>
      <p className="finance-day-close__closed" data-testid="day-closed">
        {t('dayClose.closedBy', { user: closed.by, at: formatDateTime(closed.at, language) })}
      </p>
      <table className="dn-table">
        <caption className="dn-visually-hidden">{t('dayClose.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dayClose.method')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.recorded')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.counted')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.method._id}>
              <th scope="row">{line.method.name}</th>
              <td className="dn-table__number"><Money amount={line.recorded} /></td>
              <td className="dn-table__number">{line.counted === null ? '—' : <Money amount={line.counted} />}</td>
              <td className="dn-table__number">{line.difference === null ? '—' : <Money amount={line.difference} />}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dayClose.total')}</th>
            <td className="dn-table__number"><Money amount={data.totals.recorded} /></td>
            <td className="dn-table__number">{data.totals.counted === null ? '—' : <Money amount={data.totals.counted} />}</td>
            <td className="dn-table__number">{data.totals.difference === null ? '—' : <Money amount={data.totals.difference} />}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}
