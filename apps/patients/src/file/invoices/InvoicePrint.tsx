import { useTranslation } from 'react-i18next';
import type { Patient, PatientInvoice } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { Modal, PrintLayout } from '@dental/ui';
import { LinesTable } from '../quotes/LinesTable';
import { QUOTE_MODAL_WIDTH } from '../quotes/quote-modal';
import { rowOf, totalOf } from './invoice-lines';

/** The invoice view, printable: the clinic, the patient, the date, the quote lines billed and the total. */
export function InvoicePrint({ invoice, patient, onClose }: { invoice: PatientInvoice; patient: Pick<Patient, 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('invoices.printTitle', { number: invoice.numInvoice });
  const footer = (
    <dl className="patients-quote-sums">
      <div>
        <dt>{t('invoices.total')}</dt>
        <dd>
          <strong>{formatMoney(totalOf(invoice.LineInvoice), language)}</strong>
        </dd>
      </div>
    </dl>
  );
  return (
    <Modal open title={title} onClose={onClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <PrintLayout title={title} footer={footer}>
        <dl className="patients-print-facts">
          <div>
            <dt>{t('quotes.patient')}</dt>
            <dd>{patient.name}</dd>
          </div>
          <div>
            <dt>{t('quotes.date')}</dt>
            <dd>{formatDate(invoice.createdAt, language)}</dd>
          </div>
        </dl>
        <LinesTable rows={invoice.LineInvoice.map(rowOf)} caption={t('quotes.lines')} empty={t('quotes.noLine')} />
      </PrintLayout>
    </Modal>
  );
}
