import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@dental/i18n';
import { PrintLayout } from '@dental/ui';
import { LinesTable, type LineRow } from './LinesTable';

interface LinesDocumentProps {
  title: string;
  patientName: string;
  date: string;
  rows: LineRow[];
  footer: ReactNode;
}

/** The patient's name and the document's date, on top of a printed document. */
export function PrintFacts({ patientName, date }: { patientName: string; date: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="patients-print-facts">
      <div>
        <dt>{t('quotes.patient')}</dt>
        <dd>{patientName}</dd>
      </div>
      <div>
        <dt>{t('quotes.date')}</dt>
        <dd>{formatDate(date, language)}</dd>
      </div>
    </dl>
  );
}

/**
 * A printable document of treatment lines (a quote, an invoice): the clinic's name and logo
 * (PrintLayout), the patient, the date, the lines with their teeth, then `footer` (the sums).
 * It follows the page's direction, right to left in Arabic.
 */
export function LinesDocument({ title, patientName, date, rows, footer }: LinesDocumentProps) {
  const { t } = useTranslation();
  return (
    <PrintLayout title={title} footer={footer}>
      <PrintFacts patientName={patientName} date={date} />
      <LinesTable rows={rows} caption={t('quotes.lines')} empty={t('quotes.noLine')} />
    </PrintLayout>
  );
}
