import { useTranslation } from 'react-i18next';

/** Previous and next page of a list the server pages, with the rows shown ("21–40 sur 95"). */
export function Pager({ offset, shown, total, limit, onPage }: { offset: number; shown: number; total: number; limit: number; onPage: (offset: number) => void }) {
  const { t } = useTranslation('appointments');
  if (total <= limit) return null;
  const last = Math.min(offset + shown, total);
  return (
    <nav className="appointments-pager" aria-label={t('pager.label')}>
      <button type="button" className="dn-button dn-button--ghost" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.range', { first: offset + 1, last, total })}</span>
      <button type="button" className="dn-button dn-button--ghost" disabled={last >= total} onClick={() => onPage(offset + limit)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
