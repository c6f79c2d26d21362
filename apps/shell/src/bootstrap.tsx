import { createRoot } from 'react-dom/client';
import { addErrorHandler, patchHistoryApi } from 'single-spa';
import { configureApiClient } from '@dental/api-client';
import { createAppStore, endSession } from '@dental/auth';
import { addNamespace, currentLanguage } from '@dental/i18n';
import { App } from './app/App';
import { shellTranslations } from './i18n/translations';
import './shell.css';

// Without this, a module's pushState would not reach the shell's router.
patchHistoryApi();
// A module's lifecycle error is shown in its frame; this keeps single-spa from rethrowing it.
addErrorHandler((error) => console.error(error));

addNamespace('shell', shellTranslations);
const { store, persistor } = createAppStore();

configureApiClient({
  baseURL: '/api',
  getToken: () => store.getState().login.userData?.accessToken,
  getLanguage: currentLanguage,
  onSessionExpired: () => {
    store.dispatch(endSession());
    void persistor.purge();
  },
});

createRoot(document.getElementById('root')!).render(<App store={store} persistor={persistor} />);
