import type { ReactNode } from 'react';
import './print.css';

/**
 * What the printer gets: while one is on the page, printing leaves out everything else (the
 * shell's header and drawer, the page around, the dialog's frame). See the print rules of styles.css.
 */
export function PrintArea({ children }: { children: ReactNode }) {
  return <div className="dn-print-area">{children}</div>;
}
