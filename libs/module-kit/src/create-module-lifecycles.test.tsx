import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { createAppStore, signedIn, type RootState } from '@dental/auth';
import { i18n } from '@dental/i18n';
import { createModuleLifecycles } from './create-module-lifecycles';
import type { ModuleProps } from './types';

const translations = {
  fr: { hello: 'Bonjour depuis le module' },
  en: { hello: 'Hello from the module' },
  ar: { hello: 'مرحبا من الوحدة' },
};

function propsFor(domElement: HTMLElement): ModuleProps & { domElement: HTMLElement; name: string } {
  const { store } = createAppStore();
  store.dispatch(signedIn({ _id: '5', username: 'dr.sidi', doctor: null, dev: false, accessToken: 't' }));
  return { moduleName: 'finance', store, user: store.getState().login.userData!, onLogout: jest.fn(), basePaths: ['/statistics'], domElement, name: 'finance' };
}

let shouldThrow = true;

function Greeting() {
  const { t } = useTranslation();
  const username = useSelector((state: RootState) => state.login.userData?.username);
  return (
    <p>
      {t('hello')} — {username}
    </p>
  );
}

function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

// Lifecycles resolve once React has committed, as in the browser: act() would hold that commit back.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => i18n.changeLanguage('fr'));

test('mounts the module with the shared store and its own translations, and unmounts it', async () => {
  const lifecycles = createModuleLifecycles({ namespace: 'greeting', translations, App: Greeting });
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element);
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props as never);
  expect(screen.getByText('Bonjour depuis le module — dr.sidi')).toBeInTheDocument();
  await i18n.changeLanguage('ar');
  expect(await screen.findByText('مرحبا من الوحدة — dr.sidi')).toBeInTheDocument();
  await lifecycles.unmount(props as never);
  expect(element).toBeEmptyDOMElement();
});

test('a module that throws shows the panel with Retry in its own frame', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const lifecycles = createModuleLifecycles({ namespace: 'fragile', translations, App: Fragile });
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element);
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props as never);
  expect(screen.getByRole('alert')).toHaveTextContent('Le module « Stats Financières » a rencontré une erreur.');
  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(screen.getByText('recovered')).toBeInTheDocument());
  await lifecycles.unmount(props as never);
});
