import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import { API_ROUTES, routeUrl, type HasParams, type RouteBody, type RouteData, type RouteKey, type RouteParams, type RouteQuery } from '@dental/contracts';
import { config } from './config';
import { ApiError, messagesOf, NotSignedInError, requestIdOf } from './errors';

export const http: AxiosInstance = axios.create({
  baseURL: config().baseURL,
  headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
});

http.interceptors.request.use((request) => {
  request.baseURL = config().baseURL;
  request.headers.set('Accept-Language', config().getLanguage());
  const token = config().getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Calls that need no token: sign-in and the clinic settings of the login screen. */
  anonymous?: boolean;
}

/**
 * Sends a call and reads its `success` field. Status 300 and other failures become an ApiError
 * carrying the messages; errors without a response (network) are rethrown as they are.
 */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = config().getToken();
  if (!options.anonymous && !token) throw new NotSignedInError();
  try {
    const response = await http.request<{ success: T }>({
      method,
      url: path,
      params: options.params,
      data: options.body,
      // The token of the moment of the call: a sign-out clears the store before interceptors run.
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      // Status 300 is the contract's validation answer, not a redirect to follow.
      validateStatus: (status) => status >= 200 && status < 300,
      maxRedirects: 0,
    });
    return response.data.success;
  } catch (error) {
    throw toApiError(error, Boolean(options.anonymous));
  }
}

/** A failure with an answer becomes an ApiError (a refused token ends the session); others stay as they are. */
function toApiError(error: unknown, anonymous: boolean): unknown {
  return error instanceof AxiosError && error.response ? refusalOf(error.response, anonymous) : error;
}

/** A refused answer as an ApiError with the server's messages; a refused token ends the session, unless the call needed none. */
export function refusalOf({ status, data, headers }: Pick<AxiosResponse, 'status' | 'data' | 'headers'>, anonymous: boolean): ApiError {
  if (status === 401 && !anonymous) config().onSessionExpired();
  return new ApiError(messagesOf(status, data), status, requestIdOf(headers?.['x-request-id']));
}

/**
 * A page of a list: `success` holds the list, `total`, `offset` and `limit` stand beside it, and
 * `totalEstimated: true` when the total is an estimate.
 */
export interface Page<T> {
  items: T[];
  total: number;
  totalEstimated?: true;
  offset: number;
  limit: number;
  /** The sum of the amounts of the whole period listed, where the route gives it (consumptions). */
  sum?: number;
}

/** GET of one page of a list; with no token no request is sent and the page is empty. */
export async function requestPage<T>(path: string, params?: RequestOptions['params']): Promise<Page<T>> {
  if (!config().getToken()) return { items: [], total: 0, offset: 0, limit: 0 };
  try {
    const { data } = await http.get<{ success: T[]; total: number; totalEstimated?: true; offset: number; limit: number; sum?: number }>(path, { params });
    const page: Page<T> = { items: data.success, total: data.total, offset: data.offset, limit: data.limit };
    return { ...page, ...(data.totalEstimated === true && { totalEstimated: true }), ...(typeof data.sum === 'number' && { sum: data.sum }) };
  } catch (error) {
    throw toApiError(error, false);
  }
}

/** GET of a list: with no token no request is sent and the list is empty. */
export async function requestList<T>(path: string, params?: RequestOptions['params']): Promise<T[]> {
  if (!config().getToken()) return [];
  return request<T[]>('GET', path, { params });
}

/** What a call of the route table takes: its path parameters, query and body, typed from the table. */
export type CallArgs<K extends RouteKey> = (HasParams<K> extends true ? { params: RouteParams<K> } : { params?: undefined }) &
  (RouteQuery<K> extends undefined ? { query?: undefined } : { query?: RouteQuery<K> }) &
  (RouteBody<K> extends undefined ? { body?: undefined } : { body: RouteBody<K> }) & {
    /** Calls that need no token: sign-in and the clinic settings of the login screen. */
    anonymous?: boolean;
  };

type Query = RequestOptions['params'];

/** The arguments may be left out when none is required. */
export type ArgsOf<K extends RouteKey> = Partial<CallArgs<K>> extends CallArgs<K> ? [CallArgs<K>?] : [CallArgs<K>];

/** The URL and options of a call of the route table. */
function target<K extends RouteKey>(key: K, args: CallArgs<K>): { method: Method; url: string; options: RequestOptions } {
  const { method } = API_ROUTES[key];
  const url = (routeUrl as (key: RouteKey, params?: Record<string, string>) => string)(key, args.params);
  return { method, url, options: { params: args.query as Query, body: args.body, anonymous: args.anonymous } };
}

/** Sends the call `key` of the route table and answers its `success`, typed from the table. */
export function call<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): Promise<RouteData<K>> {
  const { method, url, options } = target(key, (args ?? {}) as CallArgs<K>);
  return request<RouteData<K>>(method, url, options);
}

/** A list call of the route table: with no token no request is sent and the list is empty. */
export function callList<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): Promise<RouteData<K>> {
  const { url, options } = target(key, (args ?? {}) as CallArgs<K>);
  return requestList(url, options.params) as Promise<RouteData<K>>;
}

/**
 * Sends the call `key` with `keepalive`, so it completes even while the page unloads (sendBeacon
 * cannot carry the bearer token). For reports nobody waits for: nothing is sent signed out, the
 * answer is not read and a failure is dropped.
 */
export async function sendKeepalive<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): Promise<void> {
  const token = config().getToken();
  if (!token) return;
  const { method, url, options } = target(key, (args ?? {}) as CallArgs<K>);
  try {
    await fetch(`${config().baseURL.replace(/\/$/, '')}/${url}`, {
      method,
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': config().getLanguage(), 'content-type': 'application/json' },
      body: JSON.stringify(options.body),
    });
  } catch {
    // Offline or refused: the report is lost, never retried.
  }
}

/** A paged list call of the route table (the list in `success`, the paging beside it). */
export function callPage<K extends RouteKey>(key: K, ...[args]: ArgsOf<K>): Promise<Page<RouteData<K> extends (infer T)[] ? T : never>> {
  const { url, options } = target(key, (args ?? {}) as CallArgs<K>);
  return requestPage(url, options.params);
}
