import { useState } from 'react';

/**
 * True from the first time `shown` is true on: a lazily loaded dialog stays mounted once opened, so
 * that closing it is the dialog's own close (which gives the focus back to what opened it).
 */
export function useKeptOnceShown(shown: boolean): boolean {
  const [kept, setKept] = useState(shown);
  if (shown && !kept) setKept(true);
  return kept || shown;
}
