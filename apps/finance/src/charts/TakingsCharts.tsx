import { useTranslation } from 'react-i18next';
import { paymentModeName, type PaymentStatistics, type TakingsRowData } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { TakingsChart } from './TakingsChart';

/** Takings per day or month, per payment method, and per doctor for the whole clinic. */
export function TakingsCharts({ data }: { data: PaymentStatistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const byDay = data.byDate.unit === 'day';
  // A day's key is YYYY-MM-DD, a month's YYYY-MM: both written as the screens write dates.
  const dateLabel = (row: TakingsRowData) => (byDay ? formatDate(row.key, language) : formatDate(`${row.key}-01`, language).slice(3));
  const named = (row: TakingsRowData) => row.label || t('charts.unknown');
  const methodNamed = (row: TakingsRowData) => (row.label ? paymentModeName(row.label, language) : t('charts.unknown'));
  return (
    <section className="finance-charts" aria-label={t('charts.title')}>
      <TakingsChart title={t(byDay ? 'charts.byDay' : 'charts.byMonth')} rows={data.byDate.rows} labelOf={dateLabel} csvKeyOf={(row) => ({ date: row.key })} name="encaissements-par-date" />
      <TakingsChart title={t('charts.byMethod')} rows={data.byMethod} labelOf={methodNamed} name="encaissements-par-mode" />
      {data.byDoctor.length > 0 && <TakingsChart title={t('charts.byDoctor')} rows={data.byDoctor} labelOf={named} name="encaissements-par-medecin" />}
    </section>
  );
}
