import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** The first row shown, from 0. */
  offset: number;
  /** How many rows this page holds. */
  shown: number;
  total: number;
  /** The list holds more than `total` (it was counted up to a cap). */
  totalCapped?: boolean;
  limit: number;
  onPage: (offset: number) => void;
  /** What the pages are of, for assistive technology ("Pages des paiements"). */
  label: string;
}

/** Previous and next page of a list the server pages, with the rows shown ("21–40 sur 95"); nothing when one page holds all. */
export function Pager({ offset, shown, total, totalCapped = false, limit, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (total <= limit) return null;
  const last = totalCapped ? offset + shown : Math.min(offset + shown, total);
  return (
    <nav className="dn-pager" aria-label={label}>
      <button type="button" className="dn-button dn-button--ghost" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
        {t('common:previousPage')}
      </button>
      <span>{t(totalCapped ? 'common:pageRangeOfMore' : 'common:pageRange', { first: offset + 1, last, total })}</span>
      <button type="button" className="dn-button dn-button--ghost" disabled={shown < limit || (!totalCapped && last >= total)} onClick={() => onPage(offset + limit)}>
        {t('common:nextPage')}
      </button>
    </nav>
  );
}
