import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, type AxiosAdapter } from 'axios';
import { configureApiClient, http } from '@dental/api-client';
import { createAppStore, signedIn, permissions as permissionsList, type AppStore } from '@dental/auth';
import { DEFAULT_WHATSAPP_PREFIX, matchRoute, type LoginUserData, type Patient, type Permission, type RouteData, type RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';

import type { Reply } from './reply';

export type { Reply } from './reply';
export type ApiRequest = {
  method: string;
  url: string;
  /** The call of the route table the request makes (libs/contracts `API_ROUTES`), if any: fakes answer by key, never by path. */
  route: RouteKey | undefined;
  /** Its path parameters by name (`{ AssId: '7', invoiceId: '3' }`). */
  pathParams: Record<string, string>;
  /** The query string. */
  params: Record<string, unknown>;
  body: unknown;
};
export type Handler = (request: ApiRequest) => Reply;

/** Answers the client's calls with `handler`, as the server would (non-2xx rejects like axios). */
export function serveApi(handler: Handler): ApiRequest[] {
  const calls: ApiRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = config.method!.toUpperCase();
    const match = matchRoute(method, config.url!);
    const request: ApiRequest = {
      method,
      url: config.url!,
      route: match?.key,
      pathParams: match?.params ?? {},
      params: (config.params ?? {}) as Record<string, unknown>,
      body: config.data ? JSON.parse(config.data) : undefined,
    };
    calls.push(request);
    const reply = handler(request);
    // What travels is a copy, as over the network: the store freezes what it receives.
    const response = { status: reply.status, data: JSON.parse(JSON.stringify(reply.data)), statusText: '', headers: {}, config };
    if (reply.status < 200 || reply.status >= 300) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  serveFetch(handler, calls);
  return calls;
}

/** The calls sent with fetch (the login screen's: signing in, the clinic's settings), answered by the same handler. */
function serveFetch(handler: Handler, calls: ApiRequest[]): void {
  const otherwise = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const address = String(input);
    if (!address.startsWith('/api/')) return otherwise(input, init);
    const [url, query = ''] = address.slice('/api/'.length).split('?');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = matchRoute(method, url);
    const request: ApiRequest = {
      method,
      url,
      route: match?.key,
      pathParams: match?.params ?? {},
      params: Object.fromEntries(new URLSearchParams(query)),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(request);
    const reply = handler(request);
    const data: unknown = JSON.parse(JSON.stringify(reply.data));
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: () => Promise.resolve(data) } as Response;
  }) as typeof fetch;
}

export const ok = (data: unknown): Reply => ({ status: 200, data: { success: data } });
/** The success answer of a call, typed from the route table. */
export const answer = <K extends RouteKey>(_route: K, data: RouteData<K>): Reply => ok(data);
/** A page of a list as the API sends it: the list in `success`, the paging beside it. */
export const page = (items: unknown[], paging: { total: number; offset: number; limit: number }): Reply => ({
  status: 200,
  data: { success: items, ...paging },
});
export const formErrors = (...messages: string[]): Reply => ({ status: 300, data: { formErrors: messages } });
export const refused = (message: string, status = 400): Reply => ({ status, data: { err: message } });

export const ADMIN: LoginUserData = { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 't' };

export function permission(name: string, collectionName: string): Permission {
  return { _id: `${collectionName}-${name}`, name, collectionName, createdAt: '', updatedAt: '' };
}

/** Every action on each collection named. */
export function allActionsOn(...collections: string[]): Permission[] {
  return collections.flatMap((collection) =>
    ['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER', 'SUPPRIMER', 'FACTURE_GLOBAL'].map((name) => permission(name, collection)),
  );
}

/** The address the router is at, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <span hidden data-testid="location">
      {location.pathname + location.search}
    </span>
  );
}

/** Where the router is now. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export interface SessionRenderOptions {
  /** The module's i18n namespace. */
  namespace: string;
  path?: string;
  /** Route pattern the page is mounted at, so that its params resolve. */
  pattern?: string;
  permissions?: Permission[];
  user?: LoginUserData;
  /** Anything else the test puts in the store before rendering. */
  prepare?: (store: AppStore) => void;
}

/** What jest's fake timers would fake besides the date: left real, so timers, promises and user-event keep their pace. */
const ALL_BUT_THE_DATE = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
  'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
] as const;

/**
 * Sets the clock of the test file to `at` (local time), from where it keeps ticking: a test of
 * "today", "tomorrow" or "this week" then passes on any day of the week and at any hour, no
 * midnight (nor Saturday night, a new week) falling between the test's today and the screen's.
 * Only Date is faked.
 */
export function pinClock(at: Date): void {
  jest.useFakeTimers({ now: at, advanceTimers: true, doNotFake: [...ALL_BUT_THE_DATE] });
}

/** Renders a module's page with the shared store, a signed-in user, the shared i18n and a router. */
export function renderWithSession(page: ReactElement | ReactNode, options: SessionRenderOptions) {
  // Persisted state of an earlier test would rehydrate over what this one sets.
  localStorage.clear();
  const { store } = createAppStore();
  configureApiClient({ getToken: () => store.getState().login.userData?.accessToken, getLanguage: () => i18n.language });
  store.dispatch(signedIn(options.user ?? ADMIN));
  store.dispatch(permissionsList.slice.actions.set(options.permissions ?? []));
  options.prepare?.(store);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n} defaultNS={options.namespace}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.pattern ?? '*'} element={page} />
            {options.pattern && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...view };
}

let patientsMade = 0;

/** A patient as the API answers it, with distinct ids, phones and creation times; `fields` override. */
export function makePatient(fields: Partial<Patient> & { name: string }): Patient {
  patientsMade += 1;
  return {
    _id: `p${patientsMade}`,
    doctor: ['4'],
    RegNo: null,
    contact: { phone: `2200${String(patientsMade).padStart(4, '0')}`, whatsApp: DEFAULT_WHATSAPP_PREFIX },
    address: '',
    HealthCondition: '',
    messageLanguage: null,
    dob: 1990,
    assurance: { society: null, registrationNumber: null, professionalId: null, coverage: null, percentCovered: null },
    finish: false,
    archive: false,
    date_archive: null,
    balance: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, patientsMade)).toISOString(),
    updatedAt: '',
    ...fields,
  };
}

type TextTree = { [key: string]: string | TextTree };

/**
 * The dotted path of every text of one language of a module's translations, plural forms folded
 * into their base key (`count_one`, `count_other` → `count`): the same list in fr, en and ar.
 */
export function translationPaths(texts: object): string[] {
  const paths = (tree: TextTree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : paths(value, `${prefix}${key}.`)));
  return [...new Set(paths(texts as TextTree, ''))].sort();
}

export { bytes, catchDownloads, refusedBlob, serveFiles, stubBlobUrls, type FileCall } from './file-server';
