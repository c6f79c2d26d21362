import { useTranslation } from 'react-i18next';
import type { InsuranceInvoice } from '@dental/contracts';
import { formatDate, formatMoney, formatPercent, useLanguage } from '@dental/i18n';

/**
 * The insured payments of an invoice, each with its date of care, and a totals footer; the doctor
 * column only on global invoices. Each line's amount is the insurer's part as credited to the
 * patient, and the footer their sum: what the invoice bills (libs/domain `insurerInvoiceTotal`,
 * computed by the API). Numbers and ids never break (a professional id at its hyphen).
 */
export function InvoiceTable({ invoice }: { invoice: InsuranceInvoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const withDoctor = invoice.inCommon;
  const columns = withDoctor ? 8 : 7;
  return (
    <table className="dn-table admin-invoice-table">
      <thead>
        <tr>
          <th>{t('invoices.careDate')}</th>
          <th>{t('invoices.regNo')}</th>
          <th>{t('invoices.patient')}</th>
          <th>{t('invoices.professionalId')}</th>
          <th>{t('invoices.coverage')}</th>
          <th>{t('invoices.type')}</th>
          <th>{t('invoices.coveredAmount')}</th>
          {withDoctor && <th>{t('common:doctor')}</th>}
        </tr>
      </thead>
      <tbody>
        {invoice.payments.length === 0 && (
          <tr>
            <td colSpan={columns}>{t('invoices.empty')}</td>
          </tr>
        )}
        {invoice.payments.map((payment) => (
          <tr key={payment._id}>
            <td className="admin-invoice-table__nowrap">{formatDate(`${payment.paymentDate}T12:00:00`, language)}</td>
            <td className="admin-invoice-table__nowrap">{payment.patient.RegNo ?? '—'}</td>
            <td>{payment.patient.name}</td>
            <td>{payment.patient.professionalId ?? '—'}</td>
            <td>{formatPercent(payment.patient.percentCovered, language)}</td>
            <td>{t(`invoices.types.${payment.type}`)}</td>
            <td className="dn-money">{money(payment.amount)}</td>
            {withDoctor && <td>{payment.doctor.username}</td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={6}>{t('invoices.total', { count: invoice.totals.count })}</td>
          <td className="dn-money">{money(invoice.totals.amount)}</td>
          {withDoctor && <td />}
        </tr>
      </tfoot>
    </table>
  );
}
