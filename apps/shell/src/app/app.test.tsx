import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AxiosError, type AxiosAdapter } from 'axios';
import { ApiError, configureApiClient, http } from '@dental/api-client';
import { matchRoute } from '@dental/contracts';
import type { Persistor } from 'redux-persist';
import { createAppStore, signedIn } from '@dental/auth';
import { addNamespace, i18n, setLanguage } from '@dental/i18n';
import { shellTranslations } from '../i18n/translations';
import { PersistorContext } from '../session/persistor-context';
import { routes } from './routes';
import { rememberSessionExpired } from '../login/session-end';

// Two modules declaring themselves as the registry would serve them; module code is not loaded here.
const testModules = [
  {
    name: 'admin',
    state: 'ready',
    declarations: {
      module: 'admin',
      title: { fr: 'Administration', en: 'Administration', ar: 'الإدارة' },
      routes: ['paymentMode'],
      drawer: [],
      tiles: [
        { id: 'paymentModes', row: 3, order: 40, label: { fr: 'Mode de paiements', en: 'Payment methods', ar: 'طرق الدفع' }, icon: [], gate: { collection: 'MODE_PAIEMENT' }, path: '/paymentMode' },
        { id: 'users', row: 3, order: 10, label: { fr: 'Utilisateurs', en: 'Users', ar: 'المستخدمون' }, icon: [], gate: { collection: 'UTILISATEURS' }, path: '/user' },
        { id: 'permissions', row: 3, order: 50, label: { fr: 'Permissions', en: 'Permissions', ar: 'الصلاحيات' }, icon: [], gate: { dev: true }, path: '/permissions' },
      ],
    },
  },
  {
    name: 'patients',
    state: 'ready',
    declarations: {
      module: 'patients',
      title: { fr: 'Patients', en: 'Patients', ar: 'المرضى' },
      routes: ['patient'],
      tiles: [
        { id: 'consultation', row: 1, order: 10, label: { fr: 'Consultations', en: 'Consultations', ar: 'الاستشارات' }, icon: [], gate: { collection: 'PATIENTS' }, path: '/patient/consultation/:doctorId', doctorScope: 'global', count: 'WaitingCount' },
      ],
      widgets: ['QuickSearch', 'AddPatientButton', 'WaitingCount'],
      extensions: [
        { slot: 'home.search', widget: 'QuickSearch', order: 10, gate: { collection: 'PATIENTS' } },
        { slot: 'home.search', widget: 'AddPatientButton', order: 20, gate: [{ collection: 'PATIENTS' }, { collection: 'PATIENTS', action: 'AJOUTER' }] },
      ],
    },
  },
  { name: 'finance', state: 'unavailable' },
];
let catalogue: unknown[] = testModules;

jest.mock('@dental/module-kit', () => ({
  ...jest.requireActual('@dental/module-kit'),
  ModuleParcel: ({ module, expose = 'Module' }: { module: string; expose?: string }) => <div>{`${module} ${expose}`}</div>,
  loadCatalogue: () => (catalogue instanceof Promise ? catalogue : Promise.resolve(catalogue)),
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
  // The login screen's calls go through fetch (they are sent before axios loads).
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const reply = handler(init.method ?? 'GET', url.replace(/^\/api\//, ''), init.body ? JSON.parse(String(init.body)) : undefined);
    return { ok: reply.status < 300, status: reply.status, json: () => Promise.resolve(reply.data) } as Response;
  }) as typeof fetch;
}

const adminPermissions = [
  { _id: '1', name: 'AFFICHER', collectionName: 'PATIENTS' },
  { _id: '2', name: 'AFFICHER', collectionName: 'MODE_PAIEMENT' },
];

const api: Handler = (method, url, body) => {
  const route = matchRoute(method, url)?.key;
  if (route === 'auth.login') {
    const { username, password } = body as { username: string; password: string };
    if (username === 'admin' && password === 'admin') {
      return { status: 200, data: { success: { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' } } };
    }
    return { status: 401, data: { err: 'Wrong Data !' } };
  }
  if (route === 'permissions.list') return { status: 200, data: { success: adminPermissions } };
  if (route === 'users.list') return { status: 200, data: { success: [] } };
  if (route === 'settings.get') return { status: 200, data: { success: { clinicName: 'Cabinet Test', mainColor: '#00b894', logo: null, openingHours: '' } } };
  return { status: 404, data: { err: 'not found' } };
};

/** Each test's persistor: stopped after the test, so that a late write cannot sign the next test in. */
const persistors: Persistor[] = [];

function renderAt(path: string, asSignedIn = false) {
  const { store, persistor } = createAppStore();
  persistors.push(persistor);
  configureApiClient({ getToken: () => store.getState().login.userData?.accessToken, getLanguage: () => i18n.language });
  if (asSignedIn) {
    store.dispatch(signedIn({ _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' }));
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

afterEach(async () => {
  for (const persistor of persistors.splice(0)) {
    await persistor.flush();
    persistor.pause();
  }
});

beforeEach(async () => {
  localStorage.clear();
  catalogue = testModules.filter((module) => module.name !== 'finance');
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
    expect(screen.getByText("Nom d'utilisateur ou mot de passe incorrect")).toBeInTheDocument();
    await userEvent.click(banner);
    expect(screen.queryByText('Wrong Data !')).not.toBeInTheDocument();
    expect(screen.queryByText("Nom d'utilisateur ou mot de passe incorrect")).not.toBeInTheDocument();
  });

  it('says why after the server ended the session ("Session expirée, veuillez vous reconnecter"), once', async () => {
    rememberSessionExpired();
    const { router } = renderAt('/patients');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Session expirée, veuillez vous reconnecter')).toBeInTheDocument();
    cleanup();
    renderAt('/login');
    expect(screen.getByLabelText("Nom d'utilisateur")).toBeInTheDocument();
    expect(screen.queryByText('Session expirée, veuillez vous reconnecter')).not.toBeInTheDocument();
  });

  it('stops an empty username or password on screen: nothing is sent', async () => {
    const sent: string[] = [];
    serve((method, url, body) => {
      sent.push(matchRoute(method, url)?.key ?? url);
      return api(method, url, body);
    });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    expect(await screen.findByText("Saisissez votre nom d'utilisateur")).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((key) => key === 'auth.login')).toEqual([]);
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(sent.filter((key) => key === 'auth.login')).toHaveLength(1));
  });

  it('signs in, lands home and shows the tiles the permissions open', async () => {
    const { router } = renderAt('/login');
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Mode de paiements')).toBeInTheDocument();
    expect(screen.getByText('Consultations')).toBeInTheDocument();
    // A tile's count is its module's widget, drawn in the tile.
    expect(screen.getByText('patients WaitingCount').closest('[data-tile]')).toHaveAttribute('data-tile', 'consultation');
    expect(screen.queryByText('Utilisateurs')).not.toBeInTheDocument();
    expect(screen.getByText('Permissions')).toBeInTheDocument();
    // The patients module's quick search is mounted on the home; adding needs AJOUTER.
    expect(await screen.findByText('patients QuickSearch')).toBeInTheDocument();
    expect(screen.queryByText('patients AddPatientButton')).not.toBeInTheDocument();
  });

  it('says the home is loading until the modules and the permissions are known, never that no module is open', async () => {
    let answerCatalogue: (modules: unknown[]) => void = () => undefined;
    catalogue = new Promise((resolve) => (answerCatalogue = resolve)) as unknown as unknown[];
    let permissionsAsked = false;
    serve((method, url, body) => {
      if (matchRoute(method, url)?.key === 'permissions.list') permissionsAsked = true;
      return api(method, url, body);
    });
    renderAt('/', true);
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement');
    await waitFor(() => expect(permissionsAsked).toBe(true));
    expect(screen.queryByText("Aucun module n'est ouvert à votre compte. Demandez à un administrateur.")).not.toBeInTheDocument();
    await act(async () => answerCatalogue(testModules.filter((module) => module.name !== 'finance')));
    expect(await screen.findByText('Mode de paiements')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('after sign-in the focus is in the main content, which a skip link first in the page also reaches', async () => {
    const { router } = renderAt('/login');
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'admin');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveFocus(), { timeout: 3000 });
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(document.querySelector('a')).toBe(skip);
  });

  it('sends a signed-in user away from /login, replacing the entry', () => {
    const { router } = renderAt('/login', true);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows 404 Page Not Found on an unknown path', async () => {
    renderAt('/nowhere/at/all', true);
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('hands module paths to the module frame of the module that declares them', async () => {
    renderAt('/paymentMode', true);
    expect(await screen.findByText('admin Module')).toBeInTheDocument();
  });

  it('composes the drawer and tiles from the declarations, in the user’s language', async () => {
    renderAt('/', true);
    expect(await screen.findByText('Mode de paiements')).toBeInTheDocument();
    await act(() => setLanguage('ar'));
    expect(await screen.findByText('طرق الدفع')).toBeInTheDocument();
  });

  it('draws the drawer and home from the declarations last read in this browser while the fresh ones are read', async () => {
    localStorage.setItem('moduleDeclarations', JSON.stringify({ admin: testModules[0].declarations }));
    catalogue = new Promise(() => undefined) as unknown as unknown[];
    renderAt('/', true);
    expect(await screen.findByText('Mode de paiements')).toBeInTheDocument();
  });

  it('a module that cannot declare itself: its paths show the panel with Retry, which reads the registry again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    catalogue = testModules;
    renderAt('/statistics/1/payments', true);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent("Le module « Stats Financières » n'a pas pu être chargé.");
    // Everything else keeps working, and an unknown path is still a 404 once every module declared itself.
    expect(screen.getByText("page d'accueil")).toBeInTheDocument();
    catalogue = testModules.filter((module) => module.name !== 'finance');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('a registry that cannot be read: the banner says why, with the server’s reference, and Retry reads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    catalogue = Promise.reject(new ApiError(['Erreur du serveur, réessayez plus tard (référence 5b1e)'], 500, '5b1e')) as unknown as unknown[];
    renderAt('/', true);
    expect(await screen.findByRole('alert')).toHaveTextContent("La liste des modules n'a pas pu être lue. Erreur du serveur, réessayez plus tard (référence 5b1e)");
    catalogue = testModules;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Mode de paiements')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to Arabic, right to left, and keeps the choice', async () => {
    renderAt('/login');
    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'ar');
    // The language change settles asynchronously (i18next, then the document's direction).
    expect(await screen.findByRole('button', { name: 'دخول' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('lang')).toBe('ar');
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
