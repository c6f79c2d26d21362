import { useTranslation } from 'react-i18next';
import type { Assurance, InsuranceInvoice } from '@dental/contracts';
import { formatDate, formatMoney, useLanguage } from '@dental/i18n';
import { Modal, PrintLayout } from '@dental/ui';
import { InvoiceTable } from './InvoiceTable';
import { useInvoiceStateText } from './InvoiceStates';

interface Props {
  open: boolean;
  onClose: () => void;
  assurance: Assurance;
  invoice: InsuranceInvoice;
  doctorName: string | null;
}

/** Wide enough for the lines of a global invoice, and within a 1280 px screen with its margins. */
export const INVOICE_PRINT_WIDTH = 1100;

/**
 * The invoice as it is printed for the insurer: the clinic's name, address and phone (PrintLayout),
 * the insurer, number, doctor, state (with the date paid), the lines and what is billed.
 */
export function InvoicePrint({ open, onClose, assurance, invoice, doctorName }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stateText = useInvoiceStateText();
  const title = t('invoices.invoice', { num: invoice.numInvoice });
  return (
    <Modal open={open} title={title} onClose={onClose} maxWidth={INVOICE_PRINT_WIDTH}>
      {open && (
        <div className="admin-invoice-print">
          <PrintLayout
            title={
              <>
                {assurance.name}
                <span className="admin-invoice-print__number">{title}</span>
              </>
            }
            footer={
              <dl className="admin-invoice-print__sums">
                <div>
                  <dt>{t('invoices.billed')}</dt>
                  <dd>
                    <strong>{formatMoney(invoice.totals.amount, language)}</strong>
                  </dd>
                </div>
              </dl>
            }
          >
            <dl className="admin-invoice-print__facts">
              <div>
                <dt>{t('common:doctor')}</dt>
                <dd>{invoice.inCommon ? t('invoices.global') : doctorName}</dd>
              </div>
              <div>
                <dt>{t('invoices.state')}</dt>
                <dd>{stateText(invoice)}</dd>
              </div>
            </dl>
            <p className="admin-muted">{t('invoices.printedOn', { date: formatDate(new Date(), language) })}</p>
            <InvoiceTable invoice={invoice} />
          </PrintLayout>
        </div>
      )}
    </Modal>
  );
}
