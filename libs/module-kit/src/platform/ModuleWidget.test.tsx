import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, signedIn } from '@dental/auth';
import { i18n } from '@dental/i18n';
import { createModuleLifecycles } from '../create-module-lifecycles';
import { ModuleHost } from './host';
import { IncompatibleModuleError } from './lib-versions';
import { ModuleParcel } from './ModuleParcel';
import { ModuleWidget } from './ModuleWidget';
import { loadModule } from './registry';

jest.mock('./registry', () => ({ ...jest.requireActual('./registry'), loadModule: jest.fn() }));
const load = loadModule as jest.MockedFunction<typeof loadModule>;

const translations = { fr: { save: 'Enregistrer le patient' }, en: { save: 'Save the patient' }, ar: { save: 'حفظ' } };

/** A stand-in for the patients module's widget: a button that reports through onSaved. */
function FakeAddButton({ onSaved }: { onSaved?: () => void }) {
  return (
    <button type="button" onClick={onSaved}>
      {i18n.t('widget:save')}
    </button>
  );
}

// Lifecycles resolve once React has committed, as in the browser: act() would hold that commit back.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => i18n.changeLanguage('fr'));

test('mounts another module’s widget by (module, widget) with its props, and retries a failed load in place', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = createAppStore();
  store.dispatch(signedIn({ _id: '5', username: 'dr.sidi', doctor: null, dev: false, accessToken: 't' }));
  load.mockRejectedValueOnce(new Error('offline'));
  load.mockResolvedValueOnce(createModuleLifecycles({ namespace: 'widget', translations, App: FakeAddButton }));
  const onSaved = jest.fn();

  render(
    <Provider store={store}>
      <ModuleHost onLogout={() => undefined}>
        <ModuleWidget module="patients" widget="AddPatientButton" props={{ onSaved }} />
      </ModuleHost>
    </Provider>,
  );

  expect(await screen.findByRole('alert')).toHaveTextContent("Le module « Patients » n'a pas pu être chargé.");
  expect(load).toHaveBeenLastCalledWith('5', 'patients', { expose: 'AddPatientButton', rereadRegistry: false });
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer le patient' }));
  expect(onSaved).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenLastCalledWith('5', 'patients', { expose: 'AddPatientButton', rereadRegistry: true });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('a silent widget (a tile’s count) that cannot be loaded shows nothing, not even a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = createAppStore();
  store.dispatch(signedIn({ _id: '5', username: 'dr.sidi', doctor: null, dev: false, accessToken: 't' }));
  load.mockRejectedValueOnce(new Error('offline'));

  const { container } = render(
    <Provider store={store}>
      <ModuleHost onLogout={() => undefined}>
        <ModuleParcel module="appointments" expose="RecallCount" compact silent />
      </ModuleHost>
    </Provider>,
  );

  await waitFor(() => expect(load).toHaveBeenLastCalledWith('5', 'appointments', { expose: 'RecallCount', rereadRegistry: false }));
  await waitFor(() => expect(console.error).toHaveBeenCalled());
  await new Promise((settle) => setTimeout(settle, 50));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(container).toHaveTextContent('');
});

test('a build that imports names the page does not give is not mounted: the panel names them, in the user’s language', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = createAppStore();
  store.dispatch(signedIn({ _id: '5', username: 'dr.sidi', doctor: null, dev: false, accessToken: 't' }));
  const incompatible = new IncompatibleModuleError('finance', [], [{ lib: 'react-router-dom', names: ['useBlocker', 'useFetcher'] }]);
  load.mockRejectedValue(incompatible);

  const view = (
    <Provider store={store}>
      <ModuleHost onLogout={() => undefined}>
        <ModuleParcel module="finance" />
      </ModuleHost>
    </Provider>
  );
  const { unmount } = render(view);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Le module « Stats Financières » utilise useBlocker, useFetcher de react-router-dom, que cette page ne lui fournit pas : l'application doit être mise à jour.",
  );
  unmount();
  await i18n.changeLanguage('ar');
  render(view);
  expect(await screen.findByRole('alert')).toHaveTextContent('useBlocker, useFetcher من react-router-dom، ولا توفرها لها هذه الصفحة');
  load.mockReset();
});
