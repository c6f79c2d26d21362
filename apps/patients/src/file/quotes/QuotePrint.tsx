import { useTranslation } from 'react-i18next';
import { quoteSums } from '@dental/domain';
import type { Patient, Quote } from '@dental/contracts';
import { PrintedLines } from './PrintedLines';
import { savedFigures } from './quote-line';
import { SumsList } from './SumsList';

/**
 * The printable quote: the clinic's name and logo (PrintLayout), the patient, the date, the lines
 * with their teeth, unit price and total, then the total, reduction and remainder. It follows the
 * page's direction, right to left in Arabic.
 */
export function QuotePrint({ quote, patient, onClose }: { quote: Quote; patient: Pick<Patient, 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const title = t('quotes.printTitle', { number: quote.numDevis });
  const rows = quote.LineDevis.map((line) => ({ id: line._id, treatment: line.treatment.name, nums: line.teeth.nums, surface: line.teeth.surface, figures: savedFigures(line) }));
  return (
    <PrintedLines
      title={title}
      patientName={patient.name}
      date={quote.createdAt}
      rows={rows}
      footer={<SumsList sums={quoteSums(rows.map((row) => row.figures), quote.reduce)} reduce={quote.reduce} />}
      onClose={onClose}
    />
  );
}
