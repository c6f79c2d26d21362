import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakingsRowData } from '@dental/contracts';
import { DataTable, Money, Spinner } from '@dental/ui';
import { CsvButton } from '../common/CsvButton';
import type { CsvCell } from '../common/csv';

// The chart is drawn by a chunk of its own, loaded when a chart is first shown.
const BarsCanvas = lazy(() => import('./BarsCanvas'));

/** A chart of takings and its numbers as a table (what a screen reader reads, and the CSV). */
export function TakingsChart({
  title,
  rows,
  labelOf,
  name,
  csvKeyOf = labelOf,
}: {
  title: string;
  rows: readonly TakingsRowData[];
  labelOf: (row: TakingsRowData) => string;
  name: string;
  /** The first cell of a row in the CSV file (a date as a date), else its label. */
  csvKeyOf?: (row: TakingsRowData) => CsvCell;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const header = [t('charts.key'), t('charts.count'), t('charts.total')];
  return (
    <figure className="finance-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="finance-section__title">
        {title}
      </figcaption>
      {rows.length > 0 && (
        <Suspense fallback={<Spinner />}>
          <BarsCanvas labels={rows.map(labelOf)} values={rows.map((row) => row.total)} title={title} />
        </Suspense>
      )}
      <details className="finance-chart__table">
        <summary>{t('charts.showTable', { chart: title })}</summary>
        <CsvButton name={name} label={title} header={header} rows={rows.map((row) => [csvKeyOf(row), row.count, { money: row.total }])} />
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.key}
          empty={t('charts.none')}
          columns={[
            { id: 'key', header: header[0], cell: labelOf },
            { id: 'count', header: header[1], numeric: true, cell: (row) => row.count },
            { id: 'total', header: header[2], numeric: true, cell: (row) => <Money amount={row.total} /> },
          ]}
        />
      </details>
    </figure>
  );
}
