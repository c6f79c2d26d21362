import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ModuleLoad } from '@dental/contracts';
import { configureApiClient, registryApi } from '@dental/api-client';
import { createAppStore, signedIn } from '@dental/auth';
import { createModuleLifecycles } from '../create-module-lifecycles';
import { flushLoads } from './health-reporter';
import { ModuleHost } from './host';
import { reportRenderError } from './load-health';
import { ModuleParcel } from './ModuleParcel';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: () => undefined,
}));

/** An error boundary that reports as the module frame's does. */
class Reporting extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    reportRenderError('admin');
  }
  override render() {
    return this.state.failed ? <p>crashed</p> : this.props.children;
  }
}

function Throws(): ReactNode {
  throw new Error('render failed');
}

let posted: ModuleLoad[];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

test('a page that throws on its first render is reported as a failed mount, once', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  posted = [];
  configureApiClient({ baseURL: '/api', getToken: () => 't' });
  jest.spyOn(registryApi, 'list').mockResolvedValue([{ name: 'admin', url: '/modules/admin/mf-manifest.json', canary: null }]);
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('declarations.json')) return { ok: true, status: 200, json: async () => ({ module: 'admin', title: { fr: 'A', en: 'A', ar: 'A' }, routes: ['user'] }) } as Response;
    posted.push(...(JSON.parse(init!.body as string) as { loads: ModuleLoad[] }).loads);
    return { ok: true, status: 201 } as Response;
  }) as unknown as typeof fetch;
  const App = () => (
    <Reporting>
      <Throws />
    </Reporting>
  );
  (loadRemote as jest.Mock).mockResolvedValue({ default: createModuleLifecycles({ namespace: 'crash', translations: { fr: {}, en: {}, ar: {} }, App }) });
  const { store } = createAppStore();
  store.dispatch(signedIn({ _id: '5', username: 'dr.sidi', doctor: null, dev: false, accessToken: 't' }));

  render(
    <Provider store={store}>
      <ModuleHost onLogout={() => undefined}>
        <ModuleParcel module="admin" />
      </ModuleHost>
    </Provider>,
  );

  expect(await screen.findByText('crashed')).toBeInTheDocument();
  // The spinner leaves once the parcel's mount has resolved: nothing more is reported after that.
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  flushLoads();
  expect(posted).toEqual([{ module: 'admin', build: 'bundled', cohort: 'stable', stage: 'mount', ok: false }]);
});
