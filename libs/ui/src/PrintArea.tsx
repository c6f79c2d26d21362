import type { ReactNode } from 'react';

/** What the printer gets: everything else on the page is hidden when printing. */
export function PrintArea({ children }: { children: ReactNode }) {
  return <div className="dn-print-area">{children}</div>;
}
