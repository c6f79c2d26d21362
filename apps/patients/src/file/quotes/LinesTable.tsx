import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteLineTotal, type QuoteLineFigures } from '@dental/domain';
import { formatMoney, useLanguage } from '@dental/i18n';
import { DataTable, type DataColumn } from '@dental/ui';
import { teethText } from './quote-line';

/** A line of a quote or invoice as the tables and the printed documents show it. */
export interface LineRow {
  id: string;
  treatment: string;
  nums: readonly string[];
  surface: string | null;
  figures: QuoteLineFigures;
}

interface LinesTableProps<Row extends LineRow> {
  rows: readonly Row[];
  caption: string;
  empty: ReactNode;
  /** Buttons of a row (edit, delete), none on a printed document. */
  actions?: (row: Row) => ReactNode;
}

/** Treatment, teeth or areas, unit price, discount and the line total of libs/domain. */
export function LinesTable<Row extends LineRow>({ rows, caption, empty, actions }: LinesTableProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const columns: DataColumn<Row>[] = [
    { id: 'treatment', header: t('quotes.treatment'), cell: (row) => row.treatment },
    { id: 'teeth', header: t('quotes.teeth'), cell: (row) => <bdi dir="ltr">{teethText(row.nums, row.surface)}</bdi> },
    { id: 'price', header: t('quotes.unitPrice'), numeric: true, cell: (row) => money(row.figures.price) },
    { id: 'discount', header: t('quotes.discount'), numeric: true, cell: (row) => money(row.figures.discount ?? 0) },
    { id: 'total', header: t('quotes.lineTotal'), numeric: true, cell: (row) => money(quoteLineTotal(row.figures)) },
  ];
  if (actions) columns.push({ id: 'actions', header: <span className="dn-visually-hidden">{t('quotes.actions')}</span>, cell: actions });
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption={caption} empty={empty} />;
}
