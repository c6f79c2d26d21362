import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import type { Patient, PatientInvoice } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { CrudOverlays, DataTable, ReadErrors, RowActions, Spinner, useCrudDialogs, type DataColumn } from '@dental/ui';
import { LinesTable } from '../quotes/LinesTable';
import '../quotes/quotes.css';
import { ChooseQuotesDialog } from './ChooseQuotesDialog';
import { rowOf } from './invoice-lines';
import { invoicesApi } from './invoices-api';
import { addScreenTexts } from '../../screen-texts';
import { invoicesTranslations } from './translations';
import { quotesTranslations } from '../quotes/translations';
import { paymentsTranslations } from '../payments/translations';

addScreenTexts(invoicesTranslations);
addScreenTexts(quotesTranslations);
addScreenTexts(paymentsTranslations);

// The printed invoice writes its amount in words: that code loads when an invoice is opened.
const InvoicePrint = lazy(() => import('./InvoicePrint').then((module) => ({ default: module.InvoicePrint })));

/**
 * The "Factures" tab: the quote lines not invoiced yet and the button that asks which quote(s) to
 * bill (with the amount the invoice will ask) and bills them under the next number; the patient's
 * invoices, each viewed and printed, or deleted (refused once acts were recorded against it).
 */
export function InvoicesTab({ patient }: { patient: Pick<Patient, '_id' | 'name' | 'RegNo'> }) {
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
  const [choosing, setChoosing] = useState(false);
  const toInvoiceTitle = useId();
  const name = (invoice: PatientInvoice) => t('invoices.printTitle', { number: invoice.numInvoice });

  const columns: DataColumn<PatientInvoice>[] = [
    { id: 'number', header: t('quotes.number'), cell: (invoice) => invoice.numInvoice },
    { id: 'date', header: t('quotes.date'), cell: (invoice) => formatDate(invoice.createdAt, language) },
    { id: 'lines', header: t('quotes.lines'), cell: (invoice) => invoice.LineInvoice.map((line) => line.treatment.name).join(', ') },
    { id: 'total', header: t('invoices.total'), numeric: true, cell: (invoice) => formatMoney(invoice.total, language) },
    { id: 'amountDue', header: t('invoices.amountDue'), numeric: true, cell: (invoice) => formatMoney(invoice.amountDue, language) },
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
      <ReadErrors messages={[...invoiceable.errors, ...invoices.errors]} />
      <section className="patients-documents" aria-labelledby={toInvoiceTitle}>
        <div className="patients-documents__bar">
          <h2 id={toInvoiceTitle}>{t('invoices.toInvoice')}</h2>
          {rights.canAdd && (
            <button type="button" className="dn-button" disabled={pending.length === 0 || creating.isLoading} onClick={() => setChoosing(true)}>
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
      <ChooseQuotesDialog
        open={choosing}
        quotes={pending}
        onCreate={(devis) => createInvoice({ patientId: patient._id, devis }).unwrap()}
        onDone={() => {
          setChoosing(false);
          crud.success.show();
        }}
        onCancel={() => setChoosing(false)}
      />
      {viewing && (
        <Suspense fallback={<Spinner />}>
          <InvoicePrint invoice={viewing} patient={patient} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      <CrudOverlays crud={crud} deleteTitle={t('invoices.deleteTitle')} question={(invoice) => t('invoices.deleteQuestion', { number: invoice.numInvoice })} />
    </div>
  );
}
