import { useRef, useState } from 'react';
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

/**
 * The focus goes back to the button that opened a dialog once it closes (the dialog is removed,
 * so the browser cannot do it): `remember` when opening, `restore` when closed.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  };
  const restore = () => {
    const element = opener.current;
    opener.current = null;
    // After the dialog has left the page: a modal dialog keeps the focus from the page behind it.
    if (element) window.setTimeout(() => element.isConnected && element.focus(), 0);
  };
  return { remember, restore };
}
