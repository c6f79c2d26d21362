import { useMemo } from 'react';
import { composeDrawer, composeExtensions, composeTiles, localized, type ComposedEntry } from '@dental/module-kit';
import { useLanguage } from '@dental/i18n';
import { HOME_PANELS_SLOT, HOME_SLOT } from '../home/home-widgets';
import { useCatalogue } from '../modules/catalogue-context';
import { useNavigationContext } from './use-navigation-context';

/** The drawer, the home's tiles and widgets, composed from the declarations for this user. */
export function useComposition() {
  const context = useNavigationContext();
  const { declarations, status } = useCatalogue();
  const language = useLanguage();
  return useMemo(() => {
    if (!context) return null;
    const label = (entry: ComposedEntry) => localized(entry.label, language);
    return {
      status,
      label,
      drawer: composeDrawer(declarations, context),
      tiles: composeTiles(declarations, context),
      homeWidgets: composeExtensions(declarations, HOME_SLOT, context),
      homePanels: composeExtensions(declarations, HOME_PANELS_SLOT, context),
    };
  }, [context, declarations, status, language]);
}
