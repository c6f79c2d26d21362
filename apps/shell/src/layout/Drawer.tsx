import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { DestinationLink } from '@dental/ui';
import { DeclaredIcon } from '../navigation/DeclaredIcon';
import { useComposition } from '../navigation/use-composition';

/** The shell's own home entry, then every module's declared entries the user may see, in order. */
export function Drawer({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const composition = useComposition();
  if (!composition) return null;
  return (
    <nav className={`shell-drawer${open ? ' shell-drawer--open' : ''}`} aria-label={t('header.menu')}>
      <ul>
        <li data-entry="home">
          <DestinationLink destination={{ kind: 'link', to: '/' }} className="shell-drawer__link" onNavigate={onNavigate}>
            <House aria-hidden="true" size={18} />
            <span>{t('drawer.home')}</span>
          </DestinationLink>
        </li>
        {composition.drawer.map((entry) => (
          <li key={entry.id} data-entry={entry.id} data-module={entry.module}>
            <DestinationLink destination={entry.destination} className="shell-drawer__link" onNavigate={onNavigate}>
              <DeclaredIcon node={entry.icon} size={18} />
              <span>{composition.label(entry)}</span>
            </DestinationLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
