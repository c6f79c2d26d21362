import { configureStore } from '@reduxjs/toolkit';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { matchRoute } from '@dental/contracts';
import { dentalApi, listRequest, listTags, pageRequest, routeRequest, writeTags, type Answer } from './api';
import type { Page } from './client';
import { http } from './client';
import { configureApiClient } from './config';
import { listView } from './list-view';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | 'network';

function serve(handler: Handler) {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const route = matchRoute(config.method!, config.url!);
    seen.push(route?.key ?? `${config.method} ${config.url}`);
    const reply = handler(config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { ...reply, statusText: '', headers: {}, config };
    if (config.validateStatus && !config.validateStatus(reply.status)) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return seen;
}

const modesApi = dentalApi.injectEndpoints({
  endpoints: (build) => ({
    testModes: build.query<Answer<'paymentModes.list'>, void>({
      query: () => listRequest('paymentModes.list'),
      providesTags: listTags('PaymentMode'),
    }),
    testPatientPage: build.query<Page<Answer<'patients.list'>[number]>, number>({
      query: (offset) => pageRequest('patients.list', { query: { ptType: 'current', offset } }),
    }),
    testAddMode: build.mutation<Answer<'paymentModes.create'>, { name: string }>({
      query: (body) => routeRequest('paymentModes.create', { body: { name: body.name, code: 0, archive: false } as never }),
      invalidatesTags: writeTags('PaymentMode'),
    }),
  }),
});

const mode = (name: string) => ({ _id: name, name, code: 0, archive: false });

function newStore() {
  return configureStore({
    reducer: { [dentalApi.reducerPath]: dentalApi.reducer },
    middleware: (getDefault) => getDefault().concat(dentalApi.middleware),
  });
}

beforeEach(() => configureApiClient({ getToken: () => 'token', getLanguage: () => 'fr' }));

describe('the shared API', () => {
  it('reloads a list a write invalidated', async () => {
    const modes = [mode('Espèces')];
    const seen = serve((config) => {
      if (config.method === 'post') {
        modes.push(mode('Chèque'));
        return { status: 200, data: { success: modes.at(-1) } };
      }
      return { status: 200, data: { success: [...modes] } };
    });
    const store = newStore();
    const subscription = store.dispatch(modesApi.endpoints.testModes.initiate());
    await subscription;
    await store.dispatch(modesApi.endpoints.testAddMode.initiate({ name: 'Chèque' }));
    const names = () => modesApi.endpoints.testModes.select()(store.getState()).data?.map((m) => m.name);
    for (let tries = 0; names()?.length !== 2 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen).toEqual(['paymentModes.list', 'paymentModes.create', 'paymentModes.list']);
    expect(names()).toEqual(['Espèces', 'Chèque']);
    subscription.unsubscribe();
  });

  it('answers the formErrors of a status 300 as the failure messages', async () => {
    serve(() => ({ status: 300, data: { formErrors: ['Nom obligatoire'] } }));
    const failure = await newStore().dispatch(modesApi.endpoints.testAddMode.initiate({ name: '' })).unwrap().catch((error: unknown) => error);
    expect(failure).toEqual({ status: 300, messages: ['Nom obligatoire'] });
  });

  it('sends no read without a token and answers an empty list; writes fail as not signed in', async () => {
    configureApiClient({ getToken: () => undefined });
    const seen = serve(() => ({ status: 200, data: { success: [mode('x')] } }));
    const store = newStore();
    await expect(store.dispatch(modesApi.endpoints.testModes.initiate(undefined, { subscribe: false })).unwrap()).resolves.toEqual([]);
    await expect(store.dispatch(modesApi.endpoints.testAddMode.initiate({ name: 'x' })).unwrap()).rejects.toMatchObject({ status: 'NOT_SIGNED_IN' });
    expect(seen).toEqual([]);
  });

  it('reads a page of a list with the paging beside it, and an empty page without a token', async () => {
    const seen = serve(() => ({ status: 200, data: { success: [], total: 41, offset: 30, limit: 30 } }));
    const store = newStore();
    await expect(store.dispatch(modesApi.endpoints.testPatientPage.initiate(30, { subscribe: false })).unwrap()).resolves.toEqual({ items: [], total: 41, offset: 30, limit: 30 });
    configureApiClient({ getToken: () => undefined });
    await expect(store.dispatch(modesApi.endpoints.testPatientPage.initiate(60, { subscribe: false })).unwrap()).resolves.toEqual({ items: [], total: 0, offset: 0, limit: 0 });
    expect(seen).toEqual(['patients.list']);
  });

  it("shows a translated unexpected error, never a proxy's error page, when the answer explains nothing", async () => {
    serve(() => ({ status: 502, data: '<html><body>Bad gateway</body></html>' }));
    const failure = await newStore().dispatch(modesApi.endpoints.testModes.initiate(undefined, { subscribe: false })).unwrap().catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, messages: [expect.not.stringContaining('<')] });
    expect((failure as { messages: string[] }).messages).toHaveLength(1);
  });

  it('tells a network failure apart', async () => {
    serve(() => 'network');
    const failure = await newStore().dispatch(modesApi.endpoints.testModes.initiate(undefined, { subscribe: false })).unwrap().catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 'NETWORK' });
  });
});

describe('listView', () => {
  const base = { isFetching: false, isError: false, isSuccess: true };

  it('shows the list of a success', () => {
    expect(listView({ ...base, data: [1, 2] })).toEqual({ items: [1, 2], loading: false, errors: [], loaded: true });
  });

  it('keeps the list on an ordinary failure and empties it when the view is refused', () => {
    const failed = { ...base, isSuccess: false, isError: true, data: [1] };
    expect(listView({ ...failed, error: { status: 500, messages: ['Erreur'] } })).toMatchObject({ items: [1], errors: ['Erreur'] });
    expect(listView({ ...failed, error: { status: 403, messages: ['AFFICHER : refusé'] } })).toMatchObject({ items: [], errors: ['AFFICHER : refusé'] });
  });

  it('is loading and not loaded before the first answer', () => {
    expect(listView({ isFetching: true, isError: false, isSuccess: false })).toEqual({ items: [], loading: true, errors: [], loaded: false });
  });
});
