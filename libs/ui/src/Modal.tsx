import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog may grow, in px. */
  maxWidth?: number;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** A modal dialog on the native <dialog>: focus stays inside and Escape closes it. */
export function Modal({ open, title, onClose, children, maxWidth = 520 }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Typing starts in the form, not on the close button (unless a field asked for the focus).
      const body = dialog.querySelector('.dn-modal__body');
      const field = body?.querySelector<HTMLElement>(FIRST_FIELD);
      if (field && !body?.contains(document.activeElement)) field.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dn-modal"
      aria-labelledby={titleId}
      style={{ maxWidth }}
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
