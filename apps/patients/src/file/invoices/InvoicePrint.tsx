import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay, sumAmounts } from '@dental/domain';
import { amountInWords } from '@dental/domain/amount-in-words';
import { paymentModeName, type Patient, type PatientInvoice, type Payment } from '@dental/contracts';
import { formatDate, formatMoney, formatPercent, useLanguage } from '@dental/i18n';
import { DataTable, ErrorBanners, Modal, PrintLayout, Tabs, tabPanelProps, type DataColumn } from '@dental/ui';
import { useFileList } from '../payments/file-list';
import { paymentsApi } from '../payments/payments-api';
import { LinesTable } from '../quotes/LinesTable';
import { PrintFacts } from '../quotes/PrintedLines';
import { PrintedFact } from '../quotes/PrintedParties';
import { QUOTE_MODAL_WIDTH } from '../quotes/quote-modal';
import { rowOf } from './invoice-lines';
import './invoices.css';

type PrintView = 'invoice' | 'consultations';

type InvoicePatient = Pick<Patient, '_id' | 'name'> & Partial<Pick<Patient, 'RegNo'>>;

/**
 * The invoice print modal (spec part 2 §2): a switch between the invoice view and the consultation
 * payments view (the patient's consultation payments: date, amount, mode, and their total). Only
 * the view shown prints.
 */
export function InvoicePrint({ invoice, patient, onClose }: { invoice: PatientInvoice; patient: InvoicePatient; onClose: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<PrintView>('invoice');
  const panels = useId();
  const title = t('invoices.printTitle', { number: invoice.numInvoice });
  return (
    <Modal open title={title} onClose={onClose} maxWidth={QUOTE_MODAL_WIDTH}>
      <div className="dn-no-print">
        <Tabs<PrintView>
          items={[
            { id: 'invoice', label: t('invoices.invoiceView') },
            { id: 'consultations', label: t('invoices.consultationsView') },
          ]}
          active={view}
          onChange={setView}
          label={t('invoices.printViews')}
          panelIdPrefix={panels}
        />
      </div>
      <div {...tabPanelProps(panels, view)}>{view === 'invoice' ? <InvoiceDocument invoice={invoice} patient={patient} /> : <ConsultationPayments patient={patient} />}</div>
    </Modal>
  );
}

/**
 * The invoice as printed: the clinic (PrintLayout: name, address, phone), the doctor, the patient and
 * their file number, the date; per line the teeth, unit price, discount and total; then the total,
 * each quote's reduction, the amount due (the figures the server stored when it made the invoice)
 * and the amount due in words in the document's language.
 */
export function InvoiceDocument({ invoice, patient }: { invoice: PatientInvoice; patient: InvoicePatient }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const title = t('invoices.printTitle', { number: invoice.numInvoice });
  const reduced = invoice.quotes.filter((quote) => quote.reduction > 0);
  const footer = (
    <>
      <dl className="patients-quote-sums">
        <div>
          <dt>{t('invoices.total')}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
        {reduced.length === 0 && (
          <div>
            <dt>{t('invoices.reduction')}</dt>
            <dd>{money(invoice.reduction)}</dd>
          </div>
        )}
        {reduced.map((quote) => (
          <div key={quote._id}>
            <dt>{t('invoices.reductionOfQuote', { number: quote.numDevis, percent: formatPercent(quote.reduce, language) })}</dt>
            <dd>{money(quote.reduction)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('invoices.amountDue')}</dt>
          <dd>
            <strong>{money(invoice.amountDue)}</strong>
          </dd>
        </div>
      </dl>
      <p className="patients-amount-words">{t('invoices.inWords', { words: amountInWords(invoice.amountDue, language) })}</p>
    </>
  );
  return (
    <PrintLayout title={title} footer={footer}>
      <div className="patients-print-parties">
        <dl className="patients-print-parties__block" aria-label={t('quotes.doctor')}>
          {invoice.doctorName && <PrintedFact label={t('quotes.doctor')}>{invoice.doctorName}</PrintedFact>}
        </dl>
        <dl className="patients-print-parties__block" aria-label={t('quotes.patient')}>
          <PrintedFact label={t('quotes.patient')}>{patient.name}</PrintedFact>
          <PrintedFact label={t('quotes.regNo')}>{patient.RegNo ?? t('quotes.noRegNo')}</PrintedFact>
          <PrintedFact label={t('quotes.date')}>{formatDate(invoice.createdAt, language)}</PrintedFact>
        </dl>
      </div>
      <LinesTable rows={invoice.LineInvoice.map(rowOf)} caption={t('quotes.lines')} empty={t('quotes.noLine')} />
    </PrintLayout>
  );
}

/** The patient's consultation payments, newest first, with their total (libs/domain, to the cent). */
function ConsultationPayments({ patient }: { patient: InvoicePatient }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useFileList(paymentsApi.usePatientPaymentsQuery({ patientId: patient._id, type: 'consultations' }));
  const payments = [...list.items].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.createdAt.localeCompare(a.createdAt));
  const title = t('invoices.consultationsTitle');
  const columns: DataColumn<Payment>[] = [
    { id: 'date', header: t('payments.paymentDate'), cell: (payment) => formatDate(payment.paymentDate, language) },
    { id: 'amount', header: t('payments.amount'), numeric: true, cell: (payment) => formatMoney(payment.amount, language) },
    { id: 'method', header: t('payments.method'), cell: (payment) => (payment.method ? paymentModeName(payment.method.name, language) : payment.supported ? t('payments.supported') : '') },
  ];
  const footer = (
    <dl className="patients-quote-sums">
      <div>
        <dt>{t('invoices.total')}</dt>
        <dd>
          <strong>{formatMoney(sumAmounts(payments.map((payment) => payment.amount)), language)}</strong>
        </dd>
      </div>
    </dl>
  );
  return (
    <>
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      <PrintLayout title={title} footer={footer}>
        <PrintFacts patientName={patient.name} date={localDay()} />
        <DataTable
          columns={columns}
          rows={payments}
          rowKey={(payment) => payment._id}
          caption={t('invoices.consultationsCaption')}
          loading={list.loading && !list.loaded}
          empty={t('invoices.noConsultation')}
        />
      </PrintLayout>
    </>
  );
}
