import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@dental/ui';

/**
 * Closing a quote dialog that holds lines not saved yet (Escape, the close button, "Annuler"):
 * asked first, "Abandonner les lignes saisies ?" (issue 34). `requestClose` closes at once when
 * nothing would be lost.
 */
export function useDiscardGuard(hasUnsaved: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (hasUnsaved ? setAsking(true) : onClose());
  const confirm = (
    <ConfirmDialog
      open={asking}
      title={t('quotes.discardTitle')}
      question={t('quotes.discardQuestion')}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, confirm };
}

