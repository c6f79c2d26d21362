import type { AxiosAdapter } from 'axios';
import { configureApiClient, http, sessionApi } from '@dental/api-client';
import { roles } from './session-slices';
import { createAppStore } from './store';

function answer(status: number, data: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    const response = { status, data, statusText: '', headers: {}, config };
    if (config.validateStatus && !config.validateStatus(status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
}

const role = (name: string) => ({ _id: name, name, permissions: [] as string[], createdAt: '', updatedAt: '' });

async function loadRoles(store: ReturnType<typeof createAppStore>['store']) {
  await store.dispatch(sessionApi.endpoints.roles.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

describe('a persisted mirror of a list endpoint', () => {
  beforeEach(() => configureApiClient({ getToken: () => 'token' }));

  it('stores the list the endpoint answered', async () => {
    const { store } = createAppStore();
    answer(200, { success: [role('Docteur')] });
    await loadRoles(store);
    expect(store.getState().roles).toEqual({ items: [role('Docteur')], loading: false, error: [], loaded: true });
  });

  it('keeps the list and stores the messages on an ordinary failure', async () => {
    const { store } = createAppStore();
    store.dispatch(roles.slice.actions.set([role('kept')]));
    answer(500, { err: 'Erreur du serveur' });
    await loadRoles(store);
    expect(store.getState().roles).toEqual({ items: [role('kept')], loading: false, error: ['Erreur du serveur'], loaded: true });
  });

  it('empties the list when the view is denied (message beginning with AFFICHER)', async () => {
    const { store } = createAppStore();
    store.dispatch(roles.slice.actions.set([role('secret')]));
    answer(403, { err: 'AFFICHER : refusé' });
    await loadRoles(store);
    expect(store.getState().roles).toEqual({ items: [], loading: false, error: ['AFFICHER : refusé'], loaded: true });
  });

  it('sends nothing without a token and holds an empty list', async () => {
    configureApiClient({ getToken: () => undefined });
    const { store } = createAppStore();
    const adapter = jest.fn();
    http.defaults.adapter = adapter;
    await loadRoles(store);
    expect(adapter).not.toHaveBeenCalled();
    expect(store.getState().roles.items).toEqual([]);
  });
});
