import { useTranslation } from 'react-i18next';
import type { QuoteSums } from '@dental/domain';
import { formatMoney, formatPercent, useLanguage } from '@dental/i18n';

/** Total, reduction (with its percent) and remainder of a quote, as libs/domain sums them. */
export function SumsList({ sums, reduce }: { sums: QuoteSums; reduce: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <dl className="patients-quote-sums">
      <div>
        <dt>{t('quotes.total')}</dt>
        <dd>{money(sums.total)}</dd>
      </div>
      <div>
        <dt>{t('quotes.reductionOf', { percent: formatPercent(reduce, language) })}</dt>
        <dd>{money(sums.reduction)}</dd>
      </div>
      <div>
        <dt>{t('quotes.remainder')}</dt>
        <dd>
          <strong>{money(sums.remainder)}</strong>
        </dd>
      </div>
    </dl>
  );
}
