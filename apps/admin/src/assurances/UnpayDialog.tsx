import { useTranslation } from 'react-i18next';
import { UNPAY_REASON_MAX_LENGTH, type InsuranceInvoice } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { ErrorBanners, Modal } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';

interface Props {
  invoice: InsuranceInvoice;
  onUnpay: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Undoes an insurer's payment recorded by mistake: says what happens, asks the reason (required,
 * as the server does) and keeps the server's refusal (a closed cash session) in the dialog.
 */
export function UnpayDialog({ invoice, onUnpay, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ reason: string }>({
    defaultValues: { reason: '' },
    serverFields: { reason: ['invoice.reasonRequired', 'invoice.reasonTooLong'] },
    onDone,
  });
  const submit = submitWith(({ reason }) => onUnpay(reason.trim()));
  return (
    <Modal open title={t('invoices.unpayTitle', { num: invoice.numInvoice })} onClose={onCancel}>
      <form className="dn-form" onSubmit={submit} noValidate>
        <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
        <p className="dn-confirm__question">{t('invoices.unpayExplain', { date: invoice.payedAt ? formatDate(invoice.payedAt, language) : '' })}</p>
        <label className="dn-field">
          {t('invoices.reason')}
          <textarea
            {...form.register('reason', { validate: (value) => value.trim() !== '' || t('invoices.reasonRequired') })}
            {...fieldState('reason')}
            rows={3}
            maxLength={UNPAY_REASON_MAX_LENGTH}
            required
          />
        </label>
        <div className="dn-form__actions">
          <button type="button" className="dn-button dn-button--ghost" onClick={onCancel}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="dn-button dn-button--danger" disabled={saving}>
            {saving ? t('common:saving') : t('invoices.unpay')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
