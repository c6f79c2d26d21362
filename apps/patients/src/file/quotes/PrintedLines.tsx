import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLanguage } from '@dental/i18n';
import { Modal, PrintLayout } from '@dental/ui';
import { LinesTable, type LineRow } from './LinesTable';
import { QUOTE_MODAL_WIDTH } from './quote-modal';

/**
 * A printable document of treatment lines (a quote, an invoice): the clinic's name and logo
 * (PrintLayout), the patient, the date, the lines with their teeth, then `footer` (the sums).
 * It follows the page's direction, right to left in Arabic.
 */
export function PrintedLines({ title, patientName, date, rows, footer, onClose }: { title: string; patientName: string; date: string; rows: LineRow[]; footer: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Modal open title={title} onClose={onClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <PrintLayout title={title} footer={footer}>
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
        <LinesTable rows={rows} caption={t('quotes.lines')} empty={t('quotes.noLine')} />
      </PrintLayout>
    </Modal>
  );
}
