import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { quoteSums } from '@dental/domain';
import { listView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import type { Patient, Quote } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { AddButton, CrudOverlays, DataTable, ErrorBanners, RowActions, useCrudDialogs, type DataColumn } from '@dental/ui';
import { EditQuoteModal } from './EditQuoteModal';
import { NewQuoteModal } from './NewQuoteModal';
import { savedFigures, teethText } from './quote-line';
import { QuotePrint } from './QuotePrint';
import { quotesApi } from './quotes-api';
import './quotes.css';
import { addScreenTexts } from '../../screen-texts';
import { quotesTranslations } from './translations';

addScreenTexts(quotesTranslations);

/** A quote's total, reduction and remainder, as libs/domain sums them. */
export const sumsOf = (quote: Quote) => quoteSums(quote.LineDevis.map(savedFigures), quote.reduce);

/** The "Devis" tab: the patient's quotes with their sums; add, edit, delete (as the user's rights on PATIENTS allow) and print. */
export function QuotesTab({ patient }: { patient: Pick<Patient, '_id' | 'name' | 'RegNo'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const view = listView(quotesApi.usePatientQuotesQuery(patient._id));
  // The server guards quotes as the patient's file: PATIENTS.
  const rights = useWriteRights('PATIENTS');
  const [removeQuote] = quotesApi.useRemoveQuoteMutation();
  const crud = useCrudDialogs<Quote>({ remove: (quote) => removeQuote({ patientId: patient._id, devisId: quote._id }).unwrap(), onChanged: () => undefined });
  const [printing, setPrinting] = useState<Quote | null>(null);
  const name = (quote: Quote) => t('quotes.printTitle', { number: quote.numDevis });
  // The quote edited as the list shows it now: each change saved in the modal reads the list again.
  const editedId = crud.editing?.kind === 'edit' ? crud.editing.item._id : null;
  const edited = view.items.find((quote) => quote._id === editedId);

  const columns: DataColumn<Quote>[] = [
    { id: 'number', header: t('quotes.number'), cell: (quote) => quote.numDevis },
    { id: 'date', header: t('quotes.date'), cell: (quote) => formatDate(quote.createdAt, language) },
    {
      id: 'lines',
      header: t('quotes.lines'),
      cell: (quote) => (
        <ul className="patients-quote-list__lines">
          {quote.LineDevis.map((line) => (
            // Each line's treatment and its teeth isolated from each other and from the next line: in
            // Arabic "Soin carie (composite)" then "14, 15, 24", never "14, Soin carie (composite) 15, 24".
            <li key={line._id}>
              <bdi className="patients-quote-list__treatment">{line.treatment.name}</bdi>{' '}
              <bdi dir="ltr" className="patients-quote-list__teeth">
                {teethText(line.teeth.nums, line.teeth.surface)}
              </bdi>
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'total', header: t('quotes.total'), numeric: true, cell: (quote) => money(sumsOf(quote).total) },
    { id: 'reduction', header: t('quotes.reduction'), numeric: true, cell: (quote) => money(sumsOf(quote).reduction) },
    { id: 'remainder', header: t('quotes.remainder'), numeric: true, cell: (quote) => money(sumsOf(quote).remainder) },
    {
      id: 'actions',
      header: <span className="dn-visually-hidden">{t('quotes.actions')}</span>,
      cell: (quote) => (
        <div className="dn-table__actions">
          <button type="button" className="dn-icon-button" aria-label={`${t('common:print')} ${name(quote)}`} title={t('common:print')} onClick={() => setPrinting(quote)}>
            <Printer aria-hidden="true" size={18} />
          </button>
          <RowActions
            name={name(quote)}
            onEdit={rights.canEdit ? () => crud.startEdit(quote) : undefined}
            onDelete={rights.canDelete ? () => crud.startDelete(quote) : undefined}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="patients-documents">
      <div className="patients-documents__bar">
        <h2>{t('sections.devis')}</h2>
        {rights.canAdd && (
          <AddButton label={t('quotes.new')} onClick={crud.startAdd} />
        )}
      </div>
      <ErrorBanners messages={view.errors} onDismiss={() => undefined} />
      <DataTable columns={columns} rows={view.items} rowKey={(quote) => quote._id} caption={t('quotes.listCaption')} loading={view.loading} empty={t('quotes.none')} />
      {crud.editing?.kind === 'add' && (
        <NewQuoteModal
          patientId={patient._id}
          onClose={crud.closeEditor}
          onSaved={crud.saved}
        />
      )}
      {edited && <EditQuoteModal quote={edited} onClose={crud.closeEditor} />}
      {printing && (
        <QuotePrint
          quote={printing}
          patient={patient}
          onClose={() => setPrinting(null)}
        />
      )}
      <CrudOverlays crud={crud} deleteTitle={t('quotes.deleteTitle')} question={(quote) => t('quotes.deleteQuestion', { number: quote.numDevis })} />
    </div>
  );
}
