import { useTranslation } from 'react-i18next';
import type { InsuranceInvoice } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';

/** An invoice's state in words: open (receiving payments), closed and unpaid, or paid on its date. */
export function useInvoiceStateText(): (invoice: InsuranceInvoice) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (invoice) =>
    invoice.state === 'paid'
      ? t('invoices.states.paid', { date: invoice.payedAt ? formatDate(invoice.payedAt, language) : '' })
      : t(`invoices.states.${invoice.state}`);
}

/**
 * The scope's invoices at a glance: number, state, what each bills and when it was paid; the
 * selected one is marked, and a number opens it.
 */
export function InvoiceStates({ invoices, selectedId, onSelect }: { invoices: readonly InsuranceInvoice[]; selectedId: string | undefined; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stateText = useInvoiceStateText();
  return (
    <table className="dn-table admin-invoice-states">
      <caption className="dn-visually-hidden">{t('invoices.listCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoices.number')}</th>
          <th scope="col">{t('invoices.state')}</th>
          <th scope="col">{t('invoices.billed')}</th>
          <th scope="col">{t('invoices.payedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice._id} aria-current={invoice._id === selectedId ? 'true' : undefined} className={invoice._id === selectedId ? 'admin-invoice-states__selected' : undefined}>
            <th scope="row">
              <button type="button" className="admin-link-button" onClick={() => onSelect(invoice._id)}>
                {t('invoices.invoice', { num: invoice.numInvoice })}
              </button>
            </th>
            <td>
              <span className={`dn-badge admin-invoice-state admin-invoice-state--${invoice.state}`}>{stateText(invoice)}</span>
            </td>
            <td className="dn-money">{formatMoney(invoice.totals.amount, language)}</td>
            <td>{invoice.payedAt ? formatDate(invoice.payedAt, language) : t('invoices.notPayed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
