// The application after sign-in: the store (persisted session), the API client's token, the
// module platform with its federation host, and the router.
import type { Root } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { addErrorHandler, patchHistoryApi } from 'single-spa';
import { configureApiClient } from '@dental/api-client';
import { loadMessages } from '@dental/contracts';
import { currentLanguage, loadBeforeLanguageChange } from '@dental/i18n';
import { createAppStore, endSession, signedIn as signedInAction } from '@dental/auth';
import { loadCatalogue } from '@dental/module-kit';
import { startModuleFederation } from '../federation/share-scope';
import { preloadHomeWidgets } from '../home/home-widgets';
import { App } from './App';
import type { SignedIn } from './signed-in';
import { rememberSessionExpired } from '../login/session-end';

function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
}

const LOGIN_PATH = '/login';

export async function mountApplication(root: Root, signedIn?: SignedIn): Promise<void> {
  startModuleFederation();
  // Without this, a module's pushState would not reach the shell's router.
  patchHistoryApi();
  // A module's lifecycle error is shown in its frame; this keeps single-spa from rethrowing it.
  addErrorHandler((error) => console.error(error));

  const { store, persistor } = createAppStore({ settings: signedIn?.settings ?? undefined });
  configureApiClient({
    getToken: () => store.getState().login.userData?.accessToken,
    onSessionExpired: () => {
      rememberSessionExpired();
      store.dispatch(endSession());
      void persistor.purge();
    },
  });
  // The user's language's server messages (forms check with them) before any screen can show one,
  // and another language's before a change to it applies.
  loadBeforeLanguageChange(loadMessages);
  await Promise.all([rehydrated(persistor), loadMessages(currentLanguage())]);
  // After rehydration, or the session kept from an earlier visit (none) would replace this one;
  // and stored before the page moves on, so that a reload right away finds the session.
  if (signedIn) {
    store.dispatch(signedInAction(signedIn.user));
    await persistor.flush();
    // Straight to the home: the router's first frame at /login would be an empty redirect.
    if (window.location.pathname === LOGIN_PATH) window.history.replaceState(null, '', '/');
  }
  // The registry (with every build's declarations and manifest) is read while React draws the first
  // frame; the home's CatalogueProvider then gets the same answer instead of asking after its render.
  const userId = store.getState().login.userData?._id;
  if (userId) {
    const catalogue = loadCatalogue(userId);
    catalogue.catch(() => undefined);
    // Right after a sign-in the widgets' files are rarely in the browser's cache yet; a page opened
    // still signed in has them there, and asking again only costs it CPU.
    if (signedIn) void preloadHomeWidgets(store, userId, catalogue).catch(() => undefined);
  }
  root.render(<App store={store} persistor={persistor} />);
}
