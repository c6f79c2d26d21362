import { useTranslation } from 'react-i18next';
import { drawerEntries } from '../navigation/drawer-entries';
import { DestinationLink } from '@dental/ui';
import { useNavigationContext } from '../navigation/use-navigation-context';

export function Drawer({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const context = useNavigationContext();
  if (!context) return null;
  return (
    <nav className={`shell-drawer${open ? ' shell-drawer--open' : ''}`} aria-label={t('header.menu')}>
      <ul>
        {drawerEntries(context).map((entry) => (
          <li key={entry.id} data-entry={entry.id}>
            <DestinationLink destination={entry.destination} className="shell-drawer__link" onNavigate={onNavigate}>
              <entry.icon aria-hidden="true" size={18} />
              <span>{t(entry.label)}</span>
            </DestinationLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
