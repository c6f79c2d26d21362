import { useEffect, useId, useInsertionEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { dialogKeys } from './dialog-keys';
import { focusFirstField, focusIsLost, tabStops } from './focus';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog may grow, in px. */
  maxWidth?: number;
}

function show(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function hide(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** Typing starts in the form, not on the close button (unless a field asked for the focus); a dialog without fields takes it on its first stop. */
function focusInside(dialog: HTMLDialogElement) {
  const body = dialog.querySelector('.dn-modal__body');
  if (body?.contains(document.activeElement) || focusFirstField(body)) return;
  if (!dialog.contains(document.activeElement)) tabStops(dialog)[0]?.focus();
}

/**
 * A modal dialog on the native <dialog>: the page behind is out of reach, Tab goes round the
 * dialog's own controls, Escape closes it, and once it closes (or leaves the page) the focus goes
 * back to the element that had it before, unless something else has taken it since.
 */
export function Modal({ open, title, onClose, children, maxWidth = 520 }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const { t } = useTranslation();

  // Read before the content's own effects run: a field inside with autoFocus takes the focus as it mounts.
  useInsertionEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    const back = opener.current;
    if (!open || !dialog) return;
    show(dialog);
    focusInside(dialog);
    // On closing, and on leaving the page with the dialog open.
    return () => {
      hide(dialog);
      if (back?.isConnected && (focusIsLost() || dialog.contains(document.activeElement))) back.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dn-modal"
      aria-labelledby={titleId}
      style={{ maxWidth }}
      onKeyDown={dialogKeys(onClose)}
      onCancel={(event) => {
        // Escape in a dialog opened inside this one (a confirmation) closes that one only: React
        // hands its cancel event on up the component tree, here too.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="dn-modal__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dn-icon-button" aria-label={t('common:close')} onClick={onClose}>
              <X aria-hidden="true" size={20} />
            </button>
          </header>
          <div className="dn-modal__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
