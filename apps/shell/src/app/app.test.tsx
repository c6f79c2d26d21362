import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AxiosError, type AxiosAdapter } from 'axios';
import { configureApiClient, http } from '@dental/api-client';
import { createAppStore, login } from '@dental/auth';
import { addNamespace, i18n, setLanguage } from '@dental/i18n';
import { shellTranslations } from '../i18n/translations';
import { PersistorContext } from '../session/persistor-context';
import { routes } from './routes';

jest.mock('../remotes/RemoteParcel', () => ({
  RemoteParcel: ({ name, expose = 'Module' }: { name: string; expose?: string }) => <div>{`${name} ${expose}`}</div>,
}));

addNamespace('shell', shellTranslations);

type Handler = (method: string, url: string, body: unknown) => { status: number; data: unknown };

function serve(handler: Handler) {
  const adapter: AxiosAdapter = async (config) => {
    const reply = handler(config.method!.toUpperCase(), config.url!, config.data ? JSON.parse(config.data) : undefined);
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 300) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
}

const adminPermissions = [
  { _id: '1', name: 'AFFICHER', collectionName: 'PATIENTS' },
  { _id: '2', name: 'AFFICHER', collectionName: 'MODE_PAIEMENT' },
];

const api: Handler = (method, url, body) => {
  if (method === 'POST' && url === 'auth/login') {
    const { username, password } = body as { username: string; password: string };
    if (username === 'admin' && password === 'admin') {
      return { status: 200, data: { success: { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' } } };
    }
    return { status: 401, data: { err: 'Wrong Data !' } };
  }
  if (url === 'permission') return { status: 200, data: { success: adminPermissions } };
  if (url === 'user') return { status: 200, data: { success: [] } };
  if (url === 'setting') return { status: 200, data: { success: { clinicName: 'Cabinet Test', mainColor: '#00b894', logo: null, openingHours: '' } } };
  return { status: 404, data: { err: 'not found' } };
};

function renderAt(path: string, signedIn = false) {
  const { store, persistor } = createAppStore();
  configureApiClient({ getToken: () => store.getState().login.userData?.accessToken, getLanguage: () => i18n.language });
  if (signedIn) {
    store.dispatch(login.fulfilled({ _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' }, 'r', { username: '', password: '' }));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <PersistorContext.Provider value={persistor}>
          <RouterProvider router={router} />
        </PersistorContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, persistor };
}

beforeEach(async () => {
  localStorage.clear();
  serve(api);
  await act(() => setLanguage('fr'));
});

describe('the shell', () => {
  it('sends a signed-out visitor of a protected path to the login screen', () => {
    const { router } = renderAt('/paymentMode');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText("Nom d'utilisateur")).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeInTheDocument();
  });

  it('shows "Wrong Data !" as a banner a click dismisses', async () => {
    renderAt('/login');
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    const banner = await screen.findByText('Wrong Data !');
    await userEvent.click(banner);
    expect(screen.queryByText('Wrong Data !')).not.toBeInTheDocument();
  });

  it('signs in, lands home and shows the tiles the permissions open', async () => {
    const { router } = renderAt('/login');
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Mode de paiements')).toBeInTheDocument();
    expect(screen.getByText('Consultations')).toBeInTheDocument();
    expect(screen.queryByText('Utilisateurs')).not.toBeInTheDocument();
    expect(screen.getByText('Permissions')).toBeInTheDocument();
    // The patients module's quick search is mounted on the home; adding needs AJOUTER.
    expect(screen.getByText('patients QuickSearch')).toBeInTheDocument();
    expect(screen.queryByText('patients AddPatientButton')).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from /login, replacing the entry', () => {
    const { router } = renderAt('/login', true);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows 404 Page Not Found on an unknown path', () => {
    renderAt('/nowhere/at/all', true);
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('hands module paths to the module frame', () => {
    renderAt('/paymentMode', true);
    expect(screen.getByText('admin Module')).toBeInTheDocument();
  });

  it('switches to Arabic, right to left, and keeps the choice', async () => {
    renderAt('/login');
    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(screen.getByRole('button', { name: 'دخول' })).toBeInTheDocument();
  });

  it('signs out: clears the session and its persisted copy, then goes to /login', async () => {
    const { store, router, persistor } = renderAt('/', true);
    await persistor.flush();
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(store.getState().login.userData).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    await persistor.flush();
    const persisted = localStorage.getItem('persist:root') ?? '';
    expect(persisted).not.toContain('admin');
    expect(persisted).not.toContain('accessToken');
  });
});
