import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, signedIn, permissions } from '@dental/auth';
import { configureApiClient } from '@dental/api-client';
import { i18n } from '@dental/i18n';
import type { ModuleProps } from '@dental/module-kit';
import addPatientButton from './add-patient-button';
import quickSearch from './quick-search';
import { ALL_ON_PATIENTS, fakePatientServer, makePatient } from './test-utils';

function propsFor(domElement: HTMLElement): ModuleProps & { domElement: HTMLElement; name: string } {
  localStorage.clear();
  const { store } = createAppStore();
  configureApiClient({ getToken: () => store.getState().login.userData?.accessToken, getLanguage: () => i18n.language });
  store.dispatch(signedIn({ _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 }, dev: false, accessToken: 't' }));
  store.dispatch(permissions.slice.actions.set(ALL_ON_PATIENTS));
  return { moduleName: 'patients', store, user: store.getState().login.userData!, onLogout: jest.fn(), basePaths: ['/patient'], domElement, name: 'patients' };
}

// Lifecycles resolve once React has committed, as in the browser: act() would hold that commit back.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => i18n.changeLanguage('fr'));

test('./QuickSearch is a parcel of its own: search box and hits', async () => {
  fakePatientServer([makePatient({ name: 'Aicha', RegNo: '0042' })]);
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element);
  await quickSearch.bootstrap(props);
  await quickSearch.mount(props as never);
  await userEvent.type(screen.getByRole('combobox', { name: 'Recherche rapide de patient' }), 'aic');
  expect(await screen.findByRole('option', { name: /0042\s*Aicha/ })).toBeInTheDocument();
  await quickSearch.unmount(props as never);
  expect(element).toBeEmptyDOMElement();
});

test('./AddPatientButton is a parcel of its own: "+" opens the add-patient form', async () => {
  fakePatientServer([]);
  const element = document.body.appendChild(document.createElement('div'));
  const props = propsFor(element);
  await addPatientButton.bootstrap(props);
  await addPatientButton.mount(props as never);
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un patient' }));
  const form = await screen.findByRole('dialog', { name: 'Ajouter un patient' });
  await waitFor(() => expect(within(form).getByLabelText('WhatsApp')).toHaveValue('+222'));
  await addPatientButton.unmount(props as never);
  expect(element).toBeEmptyDOMElement();
});
