import { useTranslation } from 'react-i18next';
import type { StatisticsPaymentLine } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { PatientFileLink } from '@dental/module-kit';
import { DataTable, Money, Pager, type DataColumn } from '@dental/ui';
import { CsvButton } from '../common/CsvButton';

interface Props {
  lines: readonly StatisticsPaymentLine[];
  total: number;
  offset: number;
  limit: number;
  onPage: (offset: number) => void;
  /** Every line of the period, for the CSV file. */
  allLines: () => Promise<readonly StatisticsPaymentLine[]>;
}

/**
 * The period's payment lines, a page at a time: an unapproved payment stands out by its colour and
 * says so in words; an insurance payment whose insurer has not paid is marked too (not counted).
 */
export function PaymentLines({ lines, total, offset, limit, onPage, allLines }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('payments.linesCaption');
  const status = (line: StatisticsPaymentLine) =>
    [!line.approved && t('payments.unapprovedLabel'), line.awaitingInsurer && t('payments.awaitingInsurerLabel')].filter(Boolean) as string[];
  const columns: DataColumn<StatisticsPaymentLine>[] = [
    { id: 'patient', header: t('payments.patient'), cell: (line) => <PatientFileLink doctorId={line.doctor._id} patient={line.patient} /> },
    { id: 'amount', header: t('payments.amount'), numeric: true, cell: (line) => <Money amount={line.amount} /> },
    { id: 'kind', header: t('payments.kind'), cell: (line) => t(`payments.kinds.${line.kind}`) },
    { id: 'method', header: t('payments.method'), cell: (line) => line.method?.name ?? '—' },
    { id: 'user', header: t('payments.user'), cell: (line) => line.user },
    { id: 'date', header: t('payments.date'), cell: (line) => formatDate(line.paymentDate, language) },
    {
      id: 'status',
      header: t('payments.status'),
      cell: (line) =>
        status(line).map((text) => (
          <span key={text} className="dn-badge finance-badge">
            {text}
          </span>
        )),
    },
  ];
  const csvRows = async () => (await allLines()).map((line) => [line.patient.name, { money: line.amount }, t(`payments.kinds.${line.kind}`), line.method?.name ?? '', line.user, formatDate(line.paymentDate, language), status(line).join(', ')]);
  return (
    <section className="finance-section" aria-label={caption}>
      <div className="finance-section__head">
        <h2 className="finance-section__title">{caption}</h2>
        <CsvButton filename="versements.csv" label={caption} header={columns.map((column) => String(column.header))} rows={csvRows} />
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={lines}
        rowKey={(line) => line._id}
        empty={t('payments.none')}
        rowClassName={(line) => (line.approved ? undefined : 'finance-unapproved')}
      />
      <Pager offset={offset} shown={lines.length} total={total} limit={limit} onPage={onPage} label={t('payments.paging')} />
    </section>
  );
}
