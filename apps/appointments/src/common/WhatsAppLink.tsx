import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';

/**
 * A message's WhatsApp link, opened in a new tab; `onOpen` runs on the same click. Without a number
 * (null) the row says so (`noNumber`); while the clinic's texts are read (undefined) nothing shows.
 */
export function WhatsAppLink({ href, onOpen, noNumber, children }: { href: string | null | undefined; onOpen?: () => void; noNumber: string; children: ReactNode }) {
  if (href === undefined) return null;
  if (href === null) return <span className="appointments-muted">{noNumber}</span>;
  return (
    <a className="dn-button dn-button--ghost" href={href} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
      <MessageCircle aria-hidden="true" size={18} />
      {children}
    </a>
  );
}
