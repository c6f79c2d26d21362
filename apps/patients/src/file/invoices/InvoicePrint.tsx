import { useTranslation } from 'react-i18next';
import type { Patient, PatientInvoice } from '@dental/contracts';
import { formatMoney, useLanguage } from '@dental/i18n';
import { PrintedLines } from '../quotes/PrintedLines';
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
    <PrintedLines title={title} patientName={patient.name} date={invoice.createdAt} rows={invoice.LineInvoice.map(rowOf)} footer={footer} onClose={onClose} />
  );
}
