import { useRef } from 'react';
import { focusFirstField } from '../focus';

/**
 * The focus on a line just added to a form ("Ajouter une ligne"): `added(key)` as the line is
 * added, `rowRef(key)` as each line's ref; the new line's first field takes the focus once the line
 * is on the page, so typing goes on there.
 */
export function useNewRowFocus<Key>() {
  const awaited = useRef<Key | null>(null);
  return {
    added: (key: Key) => {
      awaited.current = key;
    },
    rowRef: (key: Key) => (row: HTMLElement | null) => {
      if (row === null || awaited.current !== key) return;
      awaited.current = null;
      focusFirstField(row);
    },
  };
}
