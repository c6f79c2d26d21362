import { useTranslation } from 'react-i18next';
import { ErrorBanners } from './ErrorBanners';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  busy?: boolean;
  errors?: readonly string[];
  onDismissError?: (index: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; errors stay inside the dialog. */
export function ConfirmDialog({ open, title, question, busy, errors = [], onDismissError, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <ErrorBanners messages={errors} onDismiss={onDismissError ?? (() => undefined)} />
      <p className="dn-confirm__question">{question}</p>
      <div className="dn-form__actions">
        <button type="button" className="dn-button dn-button--ghost" onClick={onCancel}>
          {t('common:cancel')}
        </button>
        <button type="button" className="dn-button dn-button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? t('common:saving') : t('common:confirm')}
        </button>
      </div>
    </Modal>
  );
}
