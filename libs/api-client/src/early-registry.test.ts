import { routeUrl } from '@dental/contracts';
import type { AxiosAdapter } from 'axios';
import { http } from './client';
import { configureApiClient } from './config';
import { readRegistryEarly } from './early-registry';
import { registryApi } from './endpoints';

const EARLY = [{ name: 'admin', url: '/modules/admin/mf-manifest.json', canary: null }];
const ASKED = [{ name: 'finance', url: '/modules/finance/mf-manifest.json', canary: null }];

let token: string | undefined;
let asked: number;

beforeEach(() => {
  token = 'token-1';
  asked = 0;
  const adapter: AxiosAdapter = async (config) => {
    asked += 1;
    return { status: 200, statusText: '', headers: {}, config, data: { success: ASKED } };
  };
  http.defaults.adapter = adapter;
  configureApiClient({ baseURL: '/api', getToken: () => token, getLanguage: () => 'ar' });
});

const fetchAnswering = (answer: Promise<Partial<Response>>) => {
  globalThis.fetch = jest.fn(() => answer) as unknown as typeof fetch;
  return globalThis.fetch as jest.Mock;
};

test('the registry read at the start of a signed-in page is the loader’s answer, once; the next read asks again', async () => {
  const fetched = fetchAnswering(Promise.resolve({ ok: true, status: 200, json: async () => ({ success: EARLY }) }));
  readRegistryEarly('token-1');
  expect(fetched).toHaveBeenCalledWith(`/api/${routeUrl('registry.list')}`, { method: 'GET', headers: { Authorization: 'Bearer token-1', 'Accept-Language': 'ar', 'Cache-Control': 'no-cache' } });
  expect(await registryApi.list()).toEqual(EARLY);
  expect(asked).toBe(0);
  expect(await registryApi.list()).toEqual(ASKED);
  expect(asked).toBe(1);
});

test('an early read that failed, or was made for another session, is not used: the registry is asked for as usual', async () => {
  fetchAnswering(Promise.resolve({ ok: false, status: 401, json: async () => ({ err: 'expired' }) }));
  readRegistryEarly('token-1');
  expect(await registryApi.list()).toEqual(ASKED);

  fetchAnswering(Promise.reject(new TypeError('offline')));
  readRegistryEarly('token-1');
  expect(await registryApi.list()).toEqual(ASKED);

  fetchAnswering(Promise.resolve({ ok: true, status: 200, json: async () => ({ success: EARLY }) }));
  readRegistryEarly('token-0');
  expect(await registryApi.list()).toEqual(ASKED);
  expect(asked).toBe(3);
});
