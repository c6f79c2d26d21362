import { useTranslation } from 'react-i18next';
import { paymentModeName, type StatisticsPaymentLine } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { PatientFileLink } from '@dental/module-kit';
import { DataTable, Money, Pager, type DataColumn } from '@dental/ui';
import { CsvButton } from '../common/CsvButton';
import type { CsvCell } from '../common/csv';

interface Props {
  /** The whole clinic: a Médecin column, in the table and its CSV. */
  global: boolean;
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
export function PaymentLines({ global, lines, total, offset, limit, onPage, allLines }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('payments.linesCaption');
  const status = (line: StatisticsPaymentLine) =>
    [
      !line.approved && !line.awaitingInsurer && t('payments.unapprovedLabel'),
      line.awaitingInsurer && t('payments.awaitingInsurerLabel'),
      line.insurerPaidOn && t('payments.insurerPaidOn', { date: formatDate(line.insurerPaidOn, language) }),
    ].filter(Boolean) as string[];
  const method = (line: StatisticsPaymentLine) => (line.method ? paymentModeName(line.method.name, language) : '');
  const columns: DataColumn<StatisticsPaymentLine>[] = [
    { id: 'patient', header: t('payments.patient'), cell: (line) => <PatientFileLink doctorId={line.doctor._id} patient={line.patient} /> },
    ...(global ? [{ id: 'doctor', header: t('payments.doctor'), cell: (line: StatisticsPaymentLine) => line.doctor.username }] : []),
    { id: 'amount', header: t('payments.amount'), numeric: true, cell: (line) => <Money amount={line.amount} /> },
    { id: 'kind', header: t('payments.kind'), cell: (line) => t(`payments.kinds.${line.kind}`) },
    { id: 'method', header: t('payments.method'), cell: (line) => method(line) || '—' },
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
  // The CSV: the columns of the screen, the date as a date and the status in words (its date as the file writes dates).
  const csvStatus = (line: StatisticsPaymentLine) =>
    [!line.approved && !line.awaitingInsurer && t('payments.unapprovedLabel'), line.awaitingInsurer && t('payments.awaitingInsurerLabel'), line.insurerPaidOn && t('payments.insurerPaidOn', { date: line.insurerPaidOn.split('-').reverse().join('/') })]
      .filter(Boolean)
      .join(', ');
  const csvRows = async (): Promise<CsvCell[][]> =>
    (await allLines()).map((line) => [
      line.patient.name,
      ...(global ? [line.doctor.username] : []),
      { money: line.amount },
      t(`payments.kinds.${line.kind}`),
      method(line),
      line.user,
      { date: line.paymentDate },
      csvStatus(line),
    ]);
  return (
    <section className="finance-section" aria-label={caption}>
      <div className="finance-section__head">
        <h2 className="finance-section__title">{caption}</h2>
        <CsvButton name="versement" label={caption} header={columns.map((column) => String(column.header))} rows={csvRows} />
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={lines}
        rowKey={(line) => line._id}
        empty={t('payments.none')}
        rowClassName={(line) => (line.approved || line.awaitingInsurer ? undefined : 'finance-unapproved')}
      />
      <Pager offset={offset} shown={lines.length} total={total} limit={limit} onPage={onPage} label={t('payments.paging')} />
    </section>
  );
}
