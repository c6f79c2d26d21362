import { useTranslation } from 'react-i18next';
import { quoteSums } from '@dental/domain';
import type { Patient, Quote } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { Modal, PrintLayout } from '@dental/ui';
import { LinesTable } from './LinesTable';
import { savedFigures } from './quote-line';
import { QUOTE_MODAL_WIDTH } from './quote-modal';
import { SumsList } from './SumsList';

/**
 * The printable quote: the clinic's name and logo (PrintLayout), the patient, the date, the lines
 * with their teeth, unit price and total, then the total, reduction and remainder. It follows the
 * page's direction, right to left in Arabic.
 */
export function QuotePrint({ quote, patient, onClose }: { quote: Quote; patient: Pick<Patient, 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('quotes.printTitle', { number: quote.numDevis });
  const rows = quote.LineDevis.map((line) => ({ id: line._id, treatment: line.treatment.name, nums: line.teeth.nums, surface: line.teeth.surface, figures: savedFigures(line) }));
  return (
    <Modal open title={title} onClose={onClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <PrintLayout title={title} footer={<SumsList sums={quoteSums(rows.map((row) => row.figures), quote.reduce)} reduce={quote.reduce} />}>
        <dl className="patients-print-facts">
          <div>
            <dt>{t('quotes.patient')}</dt>
            <dd>{patient.name}</dd>
          </div>
          <div>
            <dt>{t('quotes.date')}</dt>
            <dd>{formatDate(quote.createdAt, language)}</dd>
          </div>
        </dl>
        <LinesTable rows={rows} caption={t('quotes.lines')} empty={t('quotes.noLine')} />
      </PrintLayout>
    </Modal>
  );
}
