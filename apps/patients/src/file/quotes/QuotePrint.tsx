import { useTranslation } from 'react-i18next';
import { quoteLineTotal, quoteSums } from '@dental/domain';
import type { Patient, Quote, QuoteLine } from '@dental/contracts';
import { formatMoney, useLanguage } from '@dental/i18n';
import { DataTable, Modal, PrintLayout, type DataColumn } from '@dental/ui';
import { PrintedParties, useDoctorNames } from './PrintedParties';
import { savedFigures, teethText } from './quote-line';
import { QUOTE_MODAL_WIDTH } from './quote-modal';
import { SumsList } from './SumsList';

/**
 * The lines as printed: treatment, teeth and how many, unit price, discount per tooth and the line
 * total, (unit price − discount) × teeth, so each printed line adds up on paper.
 */
function PrintedQuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const columns: DataColumn<QuoteLine>[] = [
    { id: 'treatment', header: t('quotes.treatment'), cell: (line) => line.treatment.name },
    { id: 'teeth', header: t('quotes.teeth'), cell: (line) => <span dir="ltr">{teethText(line.teeth.nums, line.teeth.surface)}</span> },
    { id: 'count', header: t('quotes.teethCount'), numeric: true, cell: (line) => line.teeth.nums.length },
    { id: 'price', header: t('quotes.unitPrice'), numeric: true, cell: (line) => money(line.price) },
    { id: 'discount', header: t('quotes.discountPerTooth'), numeric: true, cell: (line) => money(line.discount) },
    { id: 'total', header: t('quotes.lineTotal'), numeric: true, cell: (line) => money(quoteLineTotal(savedFigures(line))) },
  ];
  return (
    <div className="patients-quote-print">
      <DataTable columns={columns} rows={lines} rowKey={(line) => line._id} caption={t('quotes.lines')} empty={t('quotes.noLine')} />
    </div>
  );
}

/**
 * The printable quote: the clinic (name, address, phone) and its doctors, the patient with their
 * registration number, the date, the lines, then the total, the reduction and what remains, as
 * libs/domain sums them. It follows the page's direction, right to left in Arabic.
 */
export function QuotePrint({ quote, patient, onClose }: { quote: Quote; patient: Pick<Patient, 'name' | 'RegNo'>; onClose: () => void }) {
  const { t } = useTranslation();
  const doctors = useDoctorNames(quote.LineDevis.map((line) => line.doctor));
  const title = t('quotes.printTitle', { number: quote.numDevis });
  const sums = quoteSums(quote.LineDevis.map(savedFigures), quote.reduce);
  return (
    <Modal open title={title} onClose={onClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <PrintLayout title={title} footer={<SumsList sums={sums} reduce={quote.reduce} />}>
        <PrintedParties doctors={doctors} patient={patient} date={quote.createdAt} />
        <PrintedQuoteLines lines={quote.LineDevis} />
      </PrintLayout>
    </Modal>
  );
}
