import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AxiosError, type AxiosAdapter } from 'axios';
import { configureApiClient, http } from '@dental/api-client';
import { createAppStore, login, permissions as permissionsList } from '@dental/auth';
import type { LoginUserData, Permission } from '@dental/contracts';
import { addNamespace, i18n } from '@dental/i18n';
import { translations } from './translations';

addNamespace('admin', translations);

export type Reply = { status: number; data: unknown };
export type Handler = (request: { method: string; url: string; params: Record<string, unknown>; body: unknown }) => Reply;

/** Answers the client's calls with `handler`, as the server would (non-2xx rejects like axios). */
export function serveApi(handler: Handler) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = config.method!.toUpperCase();
    calls.push(`${method} ${config.url}`);
    const reply = handler({ method, url: config.url!, params: config.params ?? {}, body: config.data ? JSON.parse(config.data) : undefined });
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status < 200 || reply.status >= 300) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

export const ok = (data: unknown): Reply => ({ status: 200, data: { success: data } });
export const formErrors = (...messages: string[]): Reply => ({ status: 300, data: { formErrors: messages } });

const ADMIN: LoginUserData = { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' };

/** Every action on each collection named. */
export function allActionsOn(...collections: string[]): Permission[] {
  return collections.flatMap((collectionName) =>
    ['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER', 'SUPPRIMER', 'FACTURE_GLOBAL'].map((name, i) => ({
      _id: `${collectionName}-${i}`,
      name,
      collectionName,
      createdAt: '',
      updatedAt: '',
    })),
  );
}

/** Renders a page of the admin module at `path` (matched by `pattern`) with a signed-in user. */
export function renderPage(page: ReactElement, options: { path?: string; pattern?: string; permissions?: Permission[]; user?: LoginUserData } = {}) {
  // Persisted state of an earlier test would rehydrate over what this one sets.
  localStorage.clear();
  const { store } = createAppStore();
  configureApiClient({ getToken: () => store.getState().login.userData?.accessToken, getLanguage: () => i18n.language });
  store.dispatch(login.fulfilled(options.user ?? ADMIN, 'r', { username: '', password: '' }));
  store.dispatch(permissionsList.slice.actions.set(options.permissions ?? []));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n} defaultNS="admin">
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.pattern ?? '*'} element={page} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store };
}
