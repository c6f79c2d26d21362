import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, paymentModeName, type CashClose, type DayClose } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { formatDate, formatDateTime, useLanguage } from '@dental/i18n';
import { Money } from '@dental/ui';
import { ReadState } from '../common/ReadState';
import { STATISTICS } from '../common/scope';
import { CashOut } from './CashOut';
import { dayCloseApi } from './day-close-api';
import { DayCloseForm } from './DayCloseForm';
import { ReopenDialog } from './ReopenDialog';

/**
 * The cash of a single day (clôture de caisse, in cash sessions): the open session (the payments
 * recorded since the day's last close in force) with the count and "Clôturer la caisse" for CLOTURER
 * on STATISTIQUES_FINANCIERES, then the day's closes ("Clôture 1", "Clôture 2"...) with who closed,
 * when, per method recorded, counted and difference, the comment, and "Rouvrir" (reason asked).
 * The global view alone reads it.
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
      <ReadState read={read}>
        {(data) => (
          <>
            <OpenSession data={data} canClose={canClose} />
            <DayCloses data={data} canClose={canClose} />
          </>
        )}
      </ReadState>
    </section>
  );
}

function OpenSession({ data, canClose }: { data: DayClose; canClose: boolean }) {
  const { t } = useTranslation();
  const empty = data.lines.every((line) => line.count === 0) && data.labs.count === 0 && data.suppliers.count === 0;
  return (
    <div className="finance-day-close__open" data-testid="cash-open">
      <h3 className="finance-day-close__subtitle">{t('dayClose.openTitle', { number: data.next })}</h3>
      {empty ? (
        <p className="finance-empty" data-testid="cash-nothing-open">
          {t('dayClose.nothingOpen')}
        </p>
      ) : (
        // A new form after each close: its inputs start empty for the next session.
        <DayCloseForm key={data.next} data={data} canClose={canClose} />
      )}
    </div>
  );
}

function DayCloses({ data, canClose }: { data: DayClose; canClose: boolean }) {
  const { t } = useTranslation();
  const [reopening, setReopening] = useState<CashClose | null>(null);
  return (
    <div className="finance-day-close__closes" data-testid="cash-closes">
      <h3 className="finance-day-close__subtitle">{t('dayClose.closesTitle')}</h3>
      {data.closes.length === 0 ? (
        <p className="finance-empty">{t('dayClose.noCloses')}</p>
      ) : (
        data.closes.map((close) => <CloseCard key={close._id} close={close} canClose={canClose} onReopen={() => setReopening(close)} />)
      )}
      {reopening && <ReopenDialog close={reopening} onClose={() => setReopening(null)} />}
    </div>
  );
}

function CloseCard({ close, canClose, onReopen }: { close: CashClose; canClose: boolean; onReopen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `cash-close-${close._id}`;
  return (
    <article className="finance-day-close__close" aria-labelledby={headingId} data-testid={`cash-close-${close.number}`}>
      <h4 id={headingId} className="finance-day-close__close-title" data-testid="day-closed">
        {t('dayClose.closeMeta', { number: close.number, at: formatDateTime(close.at, language), user: close.by })}
      </h4>
      {close.reopened && (
        <p className="finance-day-close__reopened" data-testid="cash-reopened">
          {t('dayClose.reopenedNote', { at: formatDateTime(close.reopened.at, language), user: close.reopened.by, reason: close.reopened.reason })}
        </p>
      )}
      <table className="dn-table">
        <caption className="dn-visually-hidden">{t('dayClose.closeCaption', { number: close.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dayClose.method')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.recorded')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.counted')}</th>
            <th scope="col" className="dn-table__number">{t('dayClose.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {close.lines.map((line, index) => (
            <tr key={`${line.method._id ?? 'none'}-${index}`}>
              <th scope="row">{paymentModeName(line.method.name, language) || '—'}</th>
              <td className="dn-table__number"><Money amount={line.recorded} /></td>
              <td className="dn-table__number">{line.counted === null ? '—' : <Money amount={line.counted} />}</td>
              <td className="dn-table__number">{line.difference === null ? '—' : <Money amount={line.difference} />}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dayClose.total')}</th>
            <td className="dn-table__number"><Money amount={close.totals.recorded} /></td>
            <td className="dn-table__number">{close.totals.counted === null ? '—' : <Money amount={close.totals.counted} />}</td>
            <td className="dn-table__number">{close.totals.difference === null ? '—' : <Money amount={close.totals.difference} />}</td>
          </tr>
        </tfoot>
      </table>
      <CashOut labs={close.labs} suppliers={close.suppliers} />
      {close.comment && <p className="finance-day-close__comment">{t('dayClose.commentOf', { comment: close.comment })}</p>}
      {canClose && !close.reopened && (
        <button type="button" className="dn-button dn-button--ghost" onClick={onReopen} aria-describedby={headingId}>
          {t('dayClose.reopen')}
        </button>
      )}
    </article>
  );
}
