import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { translateMessage, type Quote } from '@dental/contracts';
import { formatMoney, formatPercent, useLanguage } from '@dental/i18n';
import { ErrorBanners, FormActions, Modal } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { billedSums } from './invoice-lines';
import './invoices.css';

interface ChooseQuotesDialogProps {
  open: boolean;
  /** The patient's quotes with only their lines not yet invoiced (GET invoice/{patientId}/getAllDevis). */
  quotes: readonly Quote[];
  /** Creates the invoice of the chosen quotes; rejects with the server's refusal. */
  onCreate: (quoteIds: string[]) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * "Créer la facture": which quote(s) to bill, each with its lines left to bill and its Reste, and
 * the amount the invoice will ask (libs/domain invoiceSums, the rule of the server) before it is made.
 */
export function ChooseQuotesDialog({ open, quotes, onCreate, onDone, onCancel }: ChooseQuotesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('invoices.chooseTitle')} onClose={onCancel} maxWidth={640}>
      {open && <ChooseQuotesForm quotes={quotes} onCreate={onCreate} onDone={onDone} onCancel={onCancel} />}
    </Modal>
  );
}

function ChooseQuotesForm({ quotes, onCreate, onDone, onCancel }: Omit<ChooseQuotesDialogProps, 'open'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const legend = useId();
  const { form, banners, saving, submitWith } = useServerForm<{ devis: string[] }>({
    // Every quote with lines left is ticked: the invoice the empty body would make.
    defaultValues: { devis: quotes.map((quote) => quote._id) },
    onDone,
  });
  const chosen = useWatch({ control: form.control, name: 'devis' }) ?? [];
  const chosenIds = Array.isArray(chosen) ? chosen : [chosen];
  const sums = billedSums(quotes.filter((quote) => chosenIds.includes(quote._id)));
  const submit = submitWith(async ({ devis }) => onCreate(Array.isArray(devis) ? devis : [devis]));

  return (
    <form className="dn-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
      <fieldset className="patients-invoice-choice" aria-labelledby={legend}>
        <legend id={legend}>{t('invoices.chooseLegend')}</legend>
        {quotes.map((quote) => (
          <label key={quote._id} className="dn-field dn-field--inline">
            <input
              type="checkbox"
              value={quote._id}
              {...form.register('devis', { validate: (value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)) || translateMessage('patientInvoice.quotesInvalid', language) })}
            />
            <span>
              <span>{t('invoices.quoteChoice', { number: quote.numDevis, remainder: money(quote.remainder) })}</span>{' '}
              <span className="patients-muted">
                {t('invoices.quoteChoiceDetail', { count: quote.LineDevis.length, total: money(quote.total), percent: formatPercent(quote.reduce, language) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <dl className="patients-quote-sums" aria-live="polite">
        <div>
          <dt>{t('invoices.total')}</dt>
          <dd>{money(sums.total)}</dd>
        </div>
        <div>
          <dt>{t('invoices.reduction')}</dt>
          <dd>{money(sums.reduction)}</dd>
        </div>
        <div>
          <dt>{t('invoices.willBill')}</dt>
          <dd>
            <strong>{money(sums.amountDue)}</strong>
          </dd>
        </div>
      </dl>
      <FormActions saving={saving} onCancel={onCancel} submitLabel={t('invoices.create')} />
    </form>
  );
}
