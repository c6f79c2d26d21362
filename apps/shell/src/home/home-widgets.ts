// Which widgets the home mounts (beside the search, its panels, its tiles' figures), and fetching
// their files as soon as that is known: when the registry and the user's permissions have answered,
// not once the home has been drawn and each widget's frame has asked the federation runtime.
import { selectCabinetDoctors, selectPermissions, selectUserData, type AppStore, type NavigationContext } from '@dental/auth';
import { composeExtensions, composeTiles, declaredModules, preloadWidgetFiles, type CatalogueModule, type ComposedExtension, type ModuleDeclarations } from '@dental/module-kit';

/** The home screen's slot beside the quick search, where modules place widgets. */
export const HOME_SLOT = 'home.search';
/** The home screen's full-width slot under the search, above the tiles (panels such as the day's appointments). */
export const HOME_PANELS_SLOT = 'home.panels';

/** Every widget the home shows this user. */
export function homeWidgetsOf(declarations: readonly ModuleDeclarations[], context: NavigationContext): ComposedExtension[] {
  const figures = composeTiles(declarations, context)
    .flat()
    .flatMap((tile) => (tile.count ? [{ module: tile.module, widget: tile.count }] : []));
  return [...composeExtensions(declarations, HOME_SLOT, context), ...composeExtensions(declarations, HOME_PANELS_SLOT, context), ...figures];
}

function permissionsLoaded(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!store.getState().permissions.loaded) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/** After a sign-in to the home: fetches its widgets' files once the catalogue and the permissions are known. */
export async function preloadHomeWidgets(store: AppStore, userId: string, catalogue: Promise<CatalogueModule[]>): Promise<void> {
  const atHome = () => window.location.pathname === '/';
  if (!atHome()) return;
  const [modules] = await Promise.all([catalogue, permissionsLoaded(store)]);
  const state = store.getState();
  const user = selectUserData(state);
  if (!atHome() || user?._id !== userId) return;
  const context = { user, permissions: selectPermissions(state), cabinetDoctors: selectCabinetDoctors(state) };
  await preloadWidgetFiles(userId, homeWidgetsOf(declaredModules(modules), context));
}
