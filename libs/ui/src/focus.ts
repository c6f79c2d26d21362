/** The enabled fields a user types or chooses in: where the focus goes first in a form. */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** What Tab may stop at, before the checks of `tabStops`. */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Focuses the first field inside `container`; false when it holds none. */
export function focusFirstField(container: ParentNode | null | undefined): boolean {
  const field = container?.querySelector<HTMLElement>(FIELD);
  field?.focus();
  return Boolean(field);
}

/** Whether the focus is nowhere: the element that held it left the page, or nothing took it. */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** Shown on screen: jsdom, which lays nothing out, has no checkVisibility and takes every element as shown. */
const isShown = (element: HTMLElement) => !('checkVisibility' in element) || element.checkVisibility({ visibilityProperty: true });

/**
 * The elements of `dialog` that Tab stops at, in page order: neither disabled, out of the tab
 * order, hidden, inert, nor in another dialog opened inside this one.
 */
export function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    // The closest of these around the element must be this dialog: no [hidden], [inert] or inner dialog between them.
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.closest('dialog, [hidden], [inert]') === dialog && isShown(element),
  );
}
