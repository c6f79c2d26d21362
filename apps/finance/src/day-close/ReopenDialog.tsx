import { useTranslation } from 'react-i18next';
import type { CashClose } from '@dental/contracts';
import { ErrorBanners, FormActions, Modal } from '@dental/ui';
import { useServerForm } from '@dental/ui/form';
import { dayCloseApi } from './day-close-api';

/**
 * "Rouvrir la clôture {n}": its payments can change again and the next close counts them. The reason
 * is required (the server refuses without one, and keeps it in the close and the audit trail).
 */
export function ReopenDialog({ close, onClose }: { close: CashClose; onClose: () => void }) {
  const { t } = useTranslation();
  const [reopen] = dayCloseApi.useReopenCloseMutation();
  const { form, banners, saving, submitWith, fieldState } = useServerForm<{ reason: string }>({
    defaultValues: { reason: '' },
    serverFields: { reason: ['dayClose.reasonRequired', 'dayClose.reasonTooLong'] },
    onDone: onClose,
  });
  const submit = submitWith(async ({ reason }) => {
    await reopen({ id: close._id, body: { reason } }).unwrap();
  });
  return (
    <Modal open title={t('dayClose.reopenTitle', { number: close.number })} onClose={onClose}>
      <form onSubmit={submit} noValidate data-testid="cash-reopen">
        <ErrorBanners messages={banners.messages} onDismiss={banners.dismiss} />
        <p>{t('dayClose.reopenQuestion')}</p>
        <label className="dn-field">
          <span>{t('dayClose.reason')}</span>
          <textarea rows={3} maxLength={1000} aria-required="true" {...form.register('reason')} {...fieldState('reason')} />
        </label>
        <FormActions saving={saving} onCancel={onClose} submitLabel={t('dayClose.reopenConfirm')} />
      </form>
    </Modal>
  );
}
