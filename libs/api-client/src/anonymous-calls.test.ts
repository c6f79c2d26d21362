import { routeUrl } from '@dental/contracts';
import { readClinicSettings, signIn } from './anonymous-calls';
import { configureApiClient } from './config';
import { ApiError, errorMessages, NetworkError } from './errors';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ baseURL: '/api', getLanguage: () => 'ar', getToken: () => undefined, onSessionExpired: jest.fn() });
});

const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

describe('the login screen\'s calls (fetch, before axios loads)', () => {
  it('signs in with the route table\'s path and method, in the user\'s language', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: { _id: '1', username: 'admin', accessToken: 't' } }));
    await expect(signIn({ username: 'admin', password: 'admin' })).resolves.toMatchObject({ accessToken: 't' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/${routeUrl('auth.login')}`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ username: 'admin', password: 'admin' }));
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('ar');
  });

  it('carries the server\'s refusal as an ApiError with its messages', async () => {
    fetchMock.mockResolvedValue(answer(401, { err: 'Wrong Data !' }));
    const failure = await signIn({ username: 'a', password: 'b' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messages).toEqual(['Wrong Data !']);
  });

  it('reads the form errors of a status 300', async () => {
    fetchMock.mockResolvedValue(answer(300, { formErrors: ['Nom requis', 'Mot de passe requis'] }));
    await expect(signIn({ username: '', password: '' })).rejects.toMatchObject({ messages: ['Nom requis', 'Mot de passe requis'] });
  });

  it('turns an unreachable server into a network error, explained as such', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await readClinicSettings().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(errorMessages(failure, { network: 'hors ligne', unexpected: '?', unexpectedWithReference: (id) => `? (${id})` })).toEqual(['hors ligne']);
  });

  it('explains an answer that is not the API\'s (a proxy\'s HTML page) as unexpected', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError('html')) } as Response);
    const failure = await readClinicSettings().catch((error: unknown) => error);
    expect(errorMessages(failure, { network: 'hors ligne', unexpected: 'inattendu', unexpectedWithReference: (id) => `inattendu (${id})` })).toEqual(['inattendu']);
  });
});
