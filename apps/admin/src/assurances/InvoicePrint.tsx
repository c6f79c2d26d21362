import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import type { Assurance, InsuranceInvoice } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { useAppSelector } from '@dental/auth';
import { Modal, PrintArea } from '@dental/ui';
import { InvoiceTable } from './InvoiceTable';

interface Props {
  open: boolean;
  onClose: () => void;
  assurance: Assurance;
  invoice: InsuranceInvoice;
  doctorName: string | null;
}

/** The invoice as it is printed for the insurer: clinic, insurer, number, doctor, lines and totals. */
export function InvoicePrint({ open, onClose, assurance, invoice, doctorName }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const clinicName = useAppSelector((state) => state.settings.data?.clinicName);
  return (
    <Modal open={open} title={t('invoices.invoice', { num: invoice.numInvoice })} onClose={onClose} maxWidth={960}>
      <PrintArea>
        <header className="admin-print__header">
          <div>
            <strong>{clinicName}</strong>
            <div>{t('invoices.printedOn', { date: formatDate(new Date(), language) })}</div>
          </div>
          <div className="admin-print__title">
            <h2>{assurance.name}</h2>
            <div>{t('invoices.invoice', { num: invoice.numInvoice })}</div>
            {doctorName && <div>{t('invoices.doctor', { name: doctorName })}</div>}
            {invoice.inCommon && <div>{t('invoices.global')}</div>}
          </div>
        </header>
        <InvoiceTable invoice={invoice} />
      </PrintArea>
      <div className="dn-form__actions dn-no-print">
        <button type="button" className="dn-button" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          {t('invoices.print')}
        </button>
      </div>
    </Modal>
  );
}
