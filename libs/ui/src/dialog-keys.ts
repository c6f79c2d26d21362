import type { KeyboardEvent } from 'react';
import { tabStops } from './focus';

/** Whether `other` comes before `node` in the page's order (an element holding `node` does), or after it. */
const precedes = (other: Node, node: Node) => (node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
const follows = (other: Node, node: Node) => (node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * Tab past the last stop of `dialog` goes to its first, Shift+Tab before the first to its last. A
 * modal <dialog> keeps the focus from the page behind it but lets Tab out to the browser's own
 * controls; between stops the browser moves the focus as usual.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement) {
  const from = event.target as Node;
  const stops = tabStops(dialog);
  const onward = event.shiftKey ? stops.some((stop) => precedes(stop, from)) : stops.some((stop) => follows(stop, from));
  if (onward) return;
  event.preventDefault();
  (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
}

/**
 * The keys a modal dialog answers itself, as its `onKeyDown`: Escape closes it (here rather than on
 * the browser's cancel, which a browser may stop asking for after a refused one), Tab and Shift+Tab
 * go round its stops. A key a control inside has used already (Escape closing a list of
 * suggestions), or pressed in a dialog opened inside this one, is left to them.
 */
export function dialogKeys(onClose: () => void) {
  return (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.defaultPrevented || !(event.target instanceof Element) || event.target.closest('dialog') !== dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      wrapTab(event, dialog);
    }
  };
}
