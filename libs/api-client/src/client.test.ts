import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { matchRoute } from '@dental/contracts';
import { call, callList, callPage, http } from './client';
import { configureApiClient } from './config';
import { ApiError, errorMessages, NotSignedInError } from './errors';
import { moduleHealthApi } from './endpoints';

type Reply = { status: number; data: unknown; headers?: Record<string, string> } | 'network';

function replyWith(reply: Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { headers: {}, ...reply, statusText: '', config };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return seen;
}

const onSessionExpired = jest.fn();
let token: string | undefined;

beforeEach(() => {
  token = 'token-1';
  configureApiClient({ baseURL: '/api', getToken: () => token, getLanguage: () => 'ar', onSessionExpired });
});

describe('call', () => {
  it('sends the bearer token, the language and no-cache, and reads `success`', async () => {
    const seen = replyWith({ status: 200, data: { success: [{ _id: '1' }] } });
    await expect(call('paymentModes.list')).resolves.toEqual([{ _id: '1' }]);
    const headers = seen[0].headers;
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(matchRoute(seen[0].method!, seen[0].url!)).toEqual({ key: 'paymentModes.list', params: {} });
    expect(seen[0].baseURL).toBe('/api');
  });

  it('sends nothing and returns an empty list without a token', async () => {
    token = undefined;
    const seen = replyWith({ status: 200, data: { success: [{ _id: '1' }] } });
    await expect(callList('paymentModes.list')).resolves.toEqual([]);
    await expect(call('paymentModes.create', { body: {} as never })).rejects.toBeInstanceOf(NotSignedInError);
    expect(seen).toHaveLength(0);
  });

  it('turns status 300 formErrors into the list of messages', async () => {
    replyWith({ status: 300, data: { formErrors: ['Nom obligatoire', 'Code obligatoire'] } });
    await expect(call('paymentModes.create', { body: {} as never })).rejects.toMatchObject({
      messages: ['Nom obligatoire', 'Code obligatoire'],
      status: 300,
    });
  });

  it('wraps a single status 300 error into a one-item list', async () => {
    replyWith({ status: 300, data: { err: 'Existe déjà' } });
    await expect(call('roles.create', { body: {} as never })).rejects.toMatchObject({ messages: ['Existe déjà'] });
    replyWith({ status: 300, data: 'Existe déjà' });
    await expect(call('roles.create', { body: {} as never })).rejects.toMatchObject({ messages: ['Existe déjà'] });
  });

  it('uses the err field of any other failure', async () => {
    replyWith({ status: 403, data: { err: 'AFFICHER : refusé' } });
    const failure = await call('users.list').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messages).toEqual(['AFFICHER : refusé']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the server refuses the token', async () => {
    replyWith({ status: 401, data: { err: 'Session expirée' } });
    await expect(call('users.list')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rethrows network errors as they are', async () => {
    replyWith('network');
    const failure = await call('users.list').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect(errorMessages(failure, { network: 'offline', unexpected: '?', unexpectedWithReference: (id) => `? (${id})` })).toEqual(['offline']);
  });

  it('quotes the request’s reference when the answer explains nothing (a proxy’s error page), and keeps the server’s own words', async () => {
    const fallback = { network: 'offline', unexpected: 'unexpected', unexpectedWithReference: (id: string) => `unexpected (${id})` };
    replyWith({ status: 502, data: '<html>Bad Gateway</html>', headers: { 'x-request-id': '7f3c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6' } });
    const proxy = await call('users.list').catch((error: unknown) => error);
    expect(proxy).toMatchObject({ status: 502, requestId: '7f3c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6' });
    expect(errorMessages(proxy, fallback)).toEqual(['unexpected (7f3c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6)']);

    replyWith({ status: 500, data: { err: 'Erreur du serveur (référence r-1)' }, headers: { 'x-request-id': 'r-1' } });
    expect(errorMessages(await call('users.list').catch((error: unknown) => error), fallback)).toEqual(['Erreur du serveur (référence r-1)']);

    replyWith({ status: 502, data: null, headers: { 'x-request-id': '<script>' } });
    expect(errorMessages(await call('users.list').catch((error: unknown) => error), fallback)).toEqual(['unexpected']);
  });
});

describe('callPage', () => {
  it('reads the list through `success` and the paging beside it', async () => {
    const seen = replyWith({ status: 200, data: { success: [{ _id: '9' }], total: 41, offset: 30, limit: 30 } });
    await expect(callPage('patients.list', { query: { ptType: 'current', offset: 30 } })).resolves.toEqual({ items: [{ _id: '9' }], total: 41, offset: 30, limit: 30 });
    expect(seen[0].params).toEqual({ ptType: 'current', offset: 30 });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends nothing without a token and turns failures into messages', async () => {
    token = undefined;
    const seen = replyWith({ status: 200, data: { success: [{ _id: '9' }], total: 1, offset: 0, limit: 30 } });
    await expect(callPage('patients.list')).resolves.toEqual({ items: [], total: 0, offset: 0, limit: 0 });
    expect(seen).toHaveLength(0);
    token = 'token-1';
    replyWith({ status: 403, data: { err: 'AFFICHER : refusé' } });
    await expect(callPage('patients.list')).rejects.toMatchObject({ messages: ['AFFICHER : refusé'], status: 403 });
  });
});

describe('a module health report', () => {
  const load = { module: 'admin', build: 'bundled', cohort: 'stable', stage: 'mount', ok: true } as const;
  let sent: jest.Mock;
  beforeEach(() => {
    sent = jest.fn(async () => ({ ok: true }) as Response);
    globalThis.fetch = sent as unknown as typeof fetch;
  });

  it('is posted with keepalive, the bearer token and the loads as JSON, to the route of the table', async () => {
    await moduleHealthApi.report([load]);
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] as [string, RequestInit];
    expect(matchRoute('POST', url)).toEqual({ key: 'moduleHealth.report', params: {} });
    expect(url.startsWith('/api/')).toBe(true);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ loads: [load] });
  });

  it('is not sent signed out, and a failure to send is dropped', async () => {
    token = undefined;
    await moduleHealthApi.report([load]);
    expect(sent).not.toHaveBeenCalled();
    token = 'token-1';
    sent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(moduleHealthApi.report([load])).resolves.toBeUndefined();
  });
});
