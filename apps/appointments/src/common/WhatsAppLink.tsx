import type { MouseEvent, ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';

/**
 * A message's WhatsApp link, opened in a new tab; `onOpen` runs on the same click (and may take it
 * over: a reminder opens its tab once its personal link is known). Without a number (null) the row
 * says so (`noNumber`); while the clinic's texts are read (undefined) nothing shows.
 */
export function WhatsAppLink({ href, onOpen, noNumber, children }: { href: string | null | undefined; onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void; noNumber: string; children: ReactNode }) {
  if (href === undefined) return null;
  if (href === null) return <span className="appointments-muted">{noNumber}</span>;
  return (
    <a className="dn-button dn-button--ghost" href={href} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
      <MessageCircle aria-hidden="true" size={18} />
      {children}
    </a>
  );
}
