import { useTranslation } from 'react-i18next';
import { ACTION } from '@dental/contracts';
import { useCan, useCanView } from '@dental/auth';
import { RemoteParcel } from '../remotes/RemoteParcel';
import { homeTiles } from '../navigation/home-tiles';
import { DestinationLink } from '@dental/ui';
import { useNavigationContext } from '../navigation/use-navigation-context';

export function HomePage() {
  const { t } = useTranslation('shell');
  const context = useNavigationContext();
  const canSeePatients = useCanView('PATIENTS');
  const canAddPatients = useCan(ACTION.create, 'PATIENTS');
  if (!context) return null;
  const rows = homeTiles(context);
  return (
    <div className="shell-home">
      <h1 className="dn-visually-hidden">{t('drawer.home')}</h1>
      {canSeePatients && (
        <div className="shell-home__patients">
          <RemoteParcel name="patients" expose="QuickSearch" compact />
          {canAddPatients && <RemoteParcel name="patients" expose="AddPatientButton" compact />}
        </div>
      )}
      {rows.length === 0 && <p className="shell-home__nothing">{t('home.nothing')}</p>}
      {rows.map((row, index) => (
        <div className="shell-home__row" key={index}>
          {row.map((tile) => (
            <div className="shell-tile" key={tile.id} data-tile={tile.id}>
              <DestinationLink destination={tile.destination} className="shell-tile__link">
                <tile.icon className="shell-tile__icon" aria-hidden="true" size={34} strokeWidth={1.6} />
                <span className="shell-tile__label">{t(tile.label)}</span>
              </DestinationLink>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
