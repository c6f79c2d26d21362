import { useMemo } from 'react';
import { composeDrawer, composeExtensions, composeTiles, localized, type ComposedEntry } from '@dental/module-kit';
import { useLanguage } from '@dental/i18n';
import { useCatalogue } from '../modules/catalogue-context';
import { useNavigationContext } from './use-navigation-context';

/** The home screen's slot beside the quick search, where modules place widgets. */
export const HOME_SLOT = 'home.search';
/** The home screen's full-width slot under the search, above the tiles (panels such as the day's appointments). */
export const HOME_PANELS_SLOT = 'home.panels';

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
