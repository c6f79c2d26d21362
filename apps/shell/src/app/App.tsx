import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '@dental/auth';
import { i18n } from '@dental/i18n';
import { PersistorContext } from '../session/persistor-context';
import { ClinicSettings } from './ClinicSettings';
import { routes } from './routes';

/**
 * The signed-in application. It is mounted once the persisted session has been read back
 * (mountApplication waits for it), so no gate is needed: a gate's first frame would be empty.
 */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <PersistorContext.Provider value={persistor}>
          <ClinicSettings />
          <RouterProvider router={router} />
        </PersistorContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
