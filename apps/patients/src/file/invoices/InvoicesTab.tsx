import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { listView, problemMessages } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import type { Patient, PatientInvoice } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { CrudOverlays, DataTable, ErrorBanners, RowActions, useCrudDialogs, useMessages, type DataColumn } from '@dental/ui';
import { LinesTable } from '../quotes/LinesTable';
import '../quotes/quotes.css';
import { InvoicePrint } from './InvoicePrint';
import { rowOf, totalOf } from './invoice-lines';
import { invoicesApi } from './invoices-api';
import { addScreenTexts } from '../../screen-texts';
import { invoicesTranslations } from './translations';
import { quotesTranslations } from '../quotes/translations';
import { paymentsTranslations } from '../payments/translations';

addScreenTexts(invoicesTranslations);
addScreenTexts(quotesTranslations);
addScreenTexts(paymentsTranslations);

/**
 * The "Factures" tab: the quote lines not invoiced yet and the button that bills them all under the
 * next number; the patient's invoices, each viewed and printed, or deleted (refused once acts were
 * recorded against it).
 */
export function InvoicesTab({ patient }: { patient: Pick<Patient, '_id' | 'name'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The server guards invoices as the patient's file: PATIENTS.
  const rights = useWriteRights('PATIENTS');
  const invoices = listView(invoicesApi.usePatientInvoicesQuery(patient._id));
  const invoiceable = listView(invoicesApi.useInvoiceableQuotesQuery(patient._id));
  const [createInvoice, creating] = invoicesApi.useCreateInvoiceMutation();
  const [removeInvoice] = invoicesApi.useRemoveInvoiceMutation();
  const crud = useCrudDialogs<PatientInvoice>({ remove: (invoice) => removeInvoice({ patientId: patient._id, invoiceId: invoice._id }).unwrap(), onChanged: () => undefined });
  const [viewing, setViewing] = useState<PatientInvoice | null>(null);
  const errors = useMessages();
  const toInvoiceTitle = useId();
  const name = (invoice: PatientInvoice) => t('invoices.printTitle', { number: invoice.numInvoice });

  const create = async () => {
    errors.clear();
    try {
      await createInvoice({ patientId: patient._id }).unwrap();
      crud.success.show();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    }
  };

  const columns: DataColumn<PatientInvoice>[] = [
    { id: 'number', header: t('quotes.number'), cell: (invoice) => invoice.numInvoice },
    { id: 'date', header: t('quotes.date'), cell: (invoice) => formatDate(invoice.createdAt, language) },
    { id: 'lines', header: t('quotes.lines'), cell: (invoice) => invoice.LineInvoice.map((line) => line.treatment.name).join(', ') },
    { id: 'total', header: t('invoices.total'), numeric: true, cell: (invoice) => formatMoney(totalOf(invoice.LineInvoice), language) },
    {
      id: 'actions',
      header: <span className="dn-visually-hidden">{t('quotes.actions')}</span>,
      cell: (invoice) => (
        <div className="dn-table__actions">
          <button type="button" className="dn-icon-button" aria-label={`${t('invoices.view')} ${name(invoice)}`} title={t('invoices.view')} onClick={() => setViewing(invoice)}>
            <FileText aria-hidden="true" size={18} />
          </button>
          <RowActions name={name(invoice)} onDelete={rights.canDelete ? () => crud.startDelete(invoice) : undefined} />
        </div>
      ),
    },
  ];

  const pending = invoiceable.items.filter((quote) => quote.LineDevis.length > 0);
  return (
    <div className="patients-documents">
      <ErrorBanners messages={[...errors.messages, ...invoiceable.errors, ...invoices.errors]} onDismiss={errors.dismiss} />
      <section className="patients-documents" aria-labelledby={toInvoiceTitle}>
        <div className="patients-documents__bar">
          <h2 id={toInvoiceTitle}>{t('invoices.toInvoice')}</h2>
          {rights.canAdd && (
            <button type="button" className="dn-button" disabled={pending.length === 0 || creating.isLoading} onClick={() => void create()}>
              {t('invoices.create')}
            </button>
          )}
        </div>
        {invoiceable.loaded && pending.length === 0 && <p className="patients-muted">{t('invoices.nothingToInvoice')}</p>}
        {pending.map((quote) => (
          <div key={quote._id}>
            <h3 className="patients-quote-modal__subtitle">{t('quotes.printTitle', { number: quote.numDevis })}</h3>
            <LinesTable rows={quote.LineDevis.map(rowOf)} caption={`${t('invoices.toInvoiceCaption')} – ${t('quotes.printTitle', { number: quote.numDevis })}`} empty={t('quotes.noLine')} />
          </div>
        ))}
      </section>
      <div className="patients-documents__bar">
        <h2>{t('sections.invoices')}</h2>
      </div>
      <DataTable columns={columns} rows={invoices.items} rowKey={(invoice) => invoice._id} caption={t('invoices.listCaption')} loading={invoices.loading} empty={t('invoices.none')} />
      {viewing && <InvoicePrint invoice={viewing} patient={patient} onClose={() => setViewing(null)} />}
      <CrudOverlays crud={crud} deleteTitle={t('invoices.deleteTitle')} question={(invoice) => t('invoices.deleteQuestion', { number: invoice.numInvoice })} />
    </div>
  );
}
