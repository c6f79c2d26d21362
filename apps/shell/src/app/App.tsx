import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '@dental/auth';
import { i18n } from '@dental/i18n';
import { PersistorContext } from '../session/persistor-context';
import { ClinicSettings } from './ClinicSettings';
import { routes } from './routes';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <PersistGate persistor={persistor} loading={null}>
          <PersistorContext.Provider value={persistor}>
            <ClinicSettings />
            <RouterProvider router={router} />
          </PersistorContext.Provider>
        </PersistGate>
      </I18nextProvider>
    </Provider>
  );
}
