import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay, sumAmounts } from '@dental/domain';
import type { Patient, PatientInvoice, Payment } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { DataTable, ErrorBanners, Modal, PrintLayout, Tabs, tabPanelProps, type DataColumn } from '@dental/ui';
import { useFileList } from '../payments/file-list';
import { paymentsApi } from '../payments/payments-api';
import { LinesDocument, PrintFacts } from '../quotes/PrintedLines';
import { QUOTE_MODAL_WIDTH } from '../quotes/quote-modal';
import { rowOf, totalOf } from './invoice-lines';

type PrintView = 'invoice' | 'consultations';

/**
 * The invoice print modal (spec part 2 §2): a switch between the invoice view (the clinic, the
 * patient, the date, the quote lines billed and the total) and the consultation payments view (the
 * patient's consultation payments: date, amount, mode, and their total). Only the view shown prints.
 */
export function InvoicePrint({ invoice, patient, onClose }: { invoice: PatientInvoice; patient: Pick<Patient, '_id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [view, setView] = useState<PrintView>('invoice');
  const panels = useId();
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
      <div {...tabPanelProps(panels, view)}>
        {view === 'invoice' ? (
          <LinesDocument title={title} patientName={patient.name} date={invoice.createdAt} rows={invoice.LineInvoice.map(rowOf)} footer={footer} />
        ) : (
          <ConsultationPayments patient={patient} />
        )}
      </div>
    </Modal>
  );
}

/** The patient's consultation payments, newest first, with their total (libs/domain, to the cent). */
function ConsultationPayments({ patient }: { patient: Pick<Patient, '_id' | 'name'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useFileList(paymentsApi.usePatientPaymentsQuery({ patientId: patient._id, type: 'consultations' }));
  const payments = [...list.items].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.createdAt.localeCompare(a.createdAt));
  const title = t('invoices.consultationsTitle');
  const columns: DataColumn<Payment>[] = [
    { id: 'date', header: t('payments.paymentDate'), cell: (payment) => formatDate(payment.paymentDate, language) },
    { id: 'amount', header: t('payments.amount'), numeric: true, cell: (payment) => formatMoney(payment.amount, language) },
    { id: 'method', header: t('payments.method'), cell: (payment) => payment.method?.name ?? (payment.supported ? t('payments.supported') : '') },
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
