// The two calls of the login screen, sent with fetch: the screen loads before axios, the store and
// RTK Query, which arrive while the user types. Same wire as every other call: the route table's
// path, the user's language, and an ApiError carrying the server's messages when refused.
import { API_ROUTES, routeUrl, type LoginInput, type RouteData } from '@dental/contracts';
import { config } from './config';
import { ApiError, messagesOf, NetworkError, requestIdOf } from './errors';

async function callAnonymously<K extends 'auth.login' | 'settings.get'>(key: K, body?: unknown): Promise<RouteData<K>> {
  const { baseURL, getLanguage } = config();
  let response: Response;
  try {
    response = await fetch(`${baseURL.replace(/\/$/, '')}/${routeUrl(key)}`, {
      method: API_ROUTES[key].method,
      headers: { 'Accept-Language': getLanguage(), 'Cache-Control': 'no-cache', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Status 300 is the contract's validation answer, not a redirect to follow.
      redirect: 'manual',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(messagesOf(response.status, answer), response.status, requestIdOf(response.headers?.get('x-request-id')));
  return (answer as { success: RouteData<K> }).success;
}

/** Signs in: the user's data and access token, or an ApiError with the server's refusal. */
export const signIn = (input: LoginInput) => callAnonymously('auth.login', input);

/** The clinic's public settings (name, colour, logo) the login screen shows. */
export const readClinicSettings = () => callAnonymously('settings.get');
