import { useTranslation } from 'react-i18next';
import { ModuleParcel } from '@dental/module-kit';
import { useAppSelector } from '@dental/auth';
import { DestinationLink, ErrorPanel, Spinner } from '@dental/ui';
import { DeclaredIcon } from '../navigation/DeclaredIcon';
import { useComposition } from '../navigation/use-composition';
import { registryFailureText, useCatalogue } from '../modules/catalogue-context';

/** The home: the widgets modules place beside the search, their panels, then the rows of tiles they declare. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const composition = useComposition();
  const catalogue = useCatalogue();
  const permissionsKnown = useAppSelector((state) => state.permissions.loaded);
  if (!composition) return null;
  const { tiles, homeWidgets, homePanels } = composition;
  // Right after a first sign-in nothing is known yet: what the user may open, and which modules exist.
  const composing = catalogue.status === 'loading' || !permissionsKnown;
  const drawn = tiles.length > 0 || homeWidgets.length > 0 || homePanels.length > 0;
  return (
    <div className="shell-home">
      <h1 className="dn-visually-hidden">{t('drawer.home')}</h1>
      {catalogue.status === 'failed' && <ErrorPanel message={registryFailureText(catalogue, t('modules.registryError'))} onRetry={catalogue.retry} />}
      {homeWidgets.length > 0 && (
        <div className="shell-home__widgets">
          {homeWidgets.map(({ module, widget }) => (
            <ModuleParcel key={`${module}/${widget}`} module={module} expose={widget} compact />
          ))}
        </div>
      )}
      {homePanels.length > 0 && (
        <div className="shell-home__panels">
          {homePanels.map(({ module, widget }) => (
            <ModuleParcel key={`${module}/${widget}`} module={module} expose={widget} compact />
          ))}
        </div>
      )}
      {composing && !drawn && <Spinner />}
      {catalogue.status === 'ready' && permissionsKnown && tiles.length === 0 && <p className="shell-home__nothing">{t('home.nothing')}</p>}
      {tiles.map((row, index) => (
        <div className="shell-home__row" key={index}>
          {row.map((tile) => (
            <div className="shell-tile" key={tile.id} data-tile={tile.id} data-module={tile.module}>
              <DestinationLink destination={tile.destination} className="shell-tile__link">
                <DeclaredIcon node={tile.icon} className="shell-tile__icon" size={34} strokeWidth={1.6} />
                <span className="shell-tile__label">{composition.label(tile)}</span>
              </DestinationLink>
              {tile.count && (
                <span className="shell-tile__count">
                  <ModuleParcel module={tile.module} expose={tile.count} compact silent />
                </span>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
