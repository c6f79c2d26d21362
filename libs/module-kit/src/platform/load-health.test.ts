import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleLoad, RemoteModuleEntry } from '@dental/contracts';
import { configureApiClient, registryApi } from '@dental/api-client';
import { forgetReadDeclarations } from './build-declarations';
import { flushLoads } from './health-reporter';
import { reportRenderError } from './load-health';
import { watchModuleLoads } from './mf-health-plugin';
import { forgetRegistry, loadModule, MODULE_OVERRIDES_KEY } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
  getInstance: () => ({
    shareScopeMap: {
      default: {
        '@dental/ui': { '1.4.0': { version: '1.4.0', loaded: true } },
        'react-router-dom': { '7.9.0': { version: '7.9.0', loaded: true, lib: () => ({ Link: () => null, useParams: () => ({}) }) } },
      },
    },
  }),
}));

const STABLE = '/modules/admin/builds/00000000000000aa/mf-manifest.json';
const CANARY = '/modules/admin/builds/00000000000000bb/mf-manifest.json';
const FORCED = 'http://tester.example/admin/mf-manifest.json';
const declarations = { module: 'admin', title: { fr: 'A', en: 'A', ar: 'A' }, routes: ['user'] };

let token: string | undefined;
let entry: RemoteModuleEntry;
let requires: Record<string, string> | undefined;
let imports: Record<string, string[]> | undefined;
let posted: ModuleLoad[][];
let plugin: ModuleFederationRuntimePlugin;

const remoteLoad = loadRemote as jest.Mock;
const lifecycles = (mount: () => Promise<unknown> = async () => undefined) => ({ default: { bootstrap: async () => undefined, mount, unmount: async () => undefined } });
const load = (userId = 'u1') => loadModule(userId, 'admin', { expose: 'Module', rereadRegistry: true });
/** Mounts as single-spa would: bootstrap, then mount. */
const mount = async (userId?: string) => {
  const loaded = await load(userId);
  await loaded.bootstrap({} as never);
  await (loaded.mount as (props: unknown) => Promise<unknown>)({});
};
const sent = () => {
  flushLoads();
  return posted.flat();
};
const failure = (stage: string) => ({ module: 'admin', build: '00000000000000aa', cohort: 'stable', stage, ok: false });

/** The runtime's failing path as the installed version runs it: the hooks, then the rethrow. */
function failRemote(hooks: (plugin: ModuleFederationRuntimePlugin) => Promise<unknown> | unknown, error: Error) {
  remoteLoad.mockImplementationOnce(async () => {
    await hooks(plugin);
    await plugin.errorLoadRemote!({ id: 'admin/Module', error, from: 'runtime', lifecycle: 'onLoad', remote: { name: 'admin' } } as never);
    throw error;
  });
}

beforeAll(() => {
  (registerPlugins as jest.Mock).mockImplementation(([registered]: ModuleFederationRuntimePlugin[]) => {
    if (registered.name === 'dental-load-health') plugin = registered;
  });
  watchModuleLoads();
});

beforeEach(() => {
  jest.useRealTimers();
  flushLoads();
  localStorage.clear();
  forgetRegistry();
  forgetReadDeclarations();
  token = 'token-1';
  requires = undefined;
  imports = undefined;
  posted = [];
  entry = { name: 'admin', url: STABLE, canary: null };
  configureApiClient({ baseURL: '/api', getToken: () => token });
  jest.spyOn(registryApi, 'list').mockImplementation(async () => [entry]);
  remoteLoad.mockReset();
  remoteLoad.mockResolvedValue(lifecycles());
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('declarations.json')) return { ok: true, status: 200, json: async () => ({ ...declarations, requires, imports }) } as Response;
    posted.push((JSON.parse(init!.body as string) as { loads: ModuleLoad[] }).loads);
    return { ok: true, status: 201 } as Response;
  }) as unknown as typeof fetch;
});

describe('each load of a module reports one outcome', () => {
  it('reports a mounted build once, with its build id', async () => {
    await mount();
    expect(sent()).toEqual([{ module: 'admin', build: '00000000000000aa', cohort: 'stable', stage: 'mount', ok: true }]);
  });

  it('names the stage the runtime hooks saw fail, and still rethrows to the frame', async () => {
    const cases: [string, (p: ModuleFederationRuntimePlugin) => unknown][] = [
      ['manifest', (p) => p.errorLoadRemote!({ id: STABLE, error: new Error('404'), from: 'runtime', lifecycle: 'afterResolve', remote: { name: 'admin' } } as never)],
      ['entry', (p) => p.afterLoadEntry!({ remoteInfo: { name: 'admin' }, error: new Error('ScriptExecutionError') } as never)],
      ['init', (p) => p.afterInitRemote!({ remoteInfo: { name: 'admin' }, error: new Error('init') } as never)],
      ['expose', (p) => p.afterGetExpose!({ moduleInfo: { name: 'admin' }, error: new Error('no such expose') } as never)],
      ['expose', (p) => p.afterExecuteFactory!({ moduleInfo: { name: 'admin' }, error: new Error('factory threw') } as never)],
    ];
    for (const [, hooks] of cases) {
      failRemote(hooks, new Error('failed'));
      await expect(load()).rejects.toThrow('failed');
    }
    expect(sent().filter((l) => !l.ok)).toEqual(cases.map(([stage]) => failure(stage)));
  });

  it('classifies what the hooks missed by the loader’s own checks and the runtime’s error codes', async () => {
    remoteLoad.mockResolvedValueOnce({ default: {} });
    await expect(load()).rejects.toThrow('exposes no lifecycles');
    requires = { '@dental/ui': '^2.0.0' };
    forgetReadDeclarations();
    await expect(load()).rejects.toThrow('needs @dental/ui ^2.0.0');
    requires = undefined;
    remoteLoad.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    await expect(load()).rejects.toThrow();
    remoteLoad.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Remote container initialization failed. #RUNTIME-015'));
    await expect(load()).rejects.toThrow();
    remoteLoad.mockRejectedValueOnce(new SyntaxError('Unexpected token'));
    await expect(load()).rejects.toThrow();
    // The declarations beside the manifest are part of the build.
    forgetReadDeclarations();
    (globalThis.fetch as jest.Mock).mockResolvedValueOnce({ ok: false, status: 404 });
    await expect(load()).rejects.toThrow('declarations answered 404');
    expect(sent()).toEqual(['expose', 'libVersions', 'manifest', 'init', 'entry', 'manifest'].map(failure));
  });

  it('does not mount a build that imports names the page’s copy of a package does not give', async () => {
    imports = { 'react-router-dom': ['Link', 'useBlocker'], '@dental/ui': ['*'] };
    await expect(load()).rejects.toThrow('Module admin needs useBlocker from react-router-dom');
    imports = { 'react-router-dom': ['Link', 'useParams'] };
    forgetReadDeclarations();
    await mount();
    expect(sent().map(({ stage, ok }) => [stage, ok])).toEqual([
      ['libVersions', false],
      ['mount', true],
    ]);
  });

  it('reports a mount that throws, and a render error after mounting once per mount', async () => {
    remoteLoad.mockResolvedValueOnce(lifecycles(async () => Promise.reject(new Error('mount threw'))));
    await expect(mount()).rejects.toThrow('mount threw');
    await mount();
    reportRenderError('admin');
    reportRenderError('admin');
    expect(sent()).toEqual([failure('mount'), { ...failure('mount'), ok: true }, failure('render')]);
  });

  it('takes a render error caught while the module mounts as that mount failing, reported once', async () => {
    remoteLoad.mockResolvedValueOnce(lifecycles(async () => reportRenderError('admin')));
    await mount();
    reportRenderError('admin');
    expect(sent()).toEqual([failure('mount')]);
  });

  it('says whether the build was forced by a tester, chosen by the canary, or the stable one', async () => {
    entry = { name: 'admin', url: STABLE, canary: { url: CANARY, percent: 100 } };
    await mount();
    entry = { name: 'admin', url: STABLE, canary: { url: CANARY, percent: 0 } };
    await mount();
    localStorage.setItem(MODULE_OVERRIDES_KEY, JSON.stringify({ admin: FORCED }));
    await mount();
    expect(sent().map((l) => [l.build, l.cohort])).toEqual([
      ['00000000000000bb', 'canary'],
      ['00000000000000aa', 'stable'],
      ['external', 'forced'],
    ]);
  });
});

describe('the reports', () => {
  it('leave in batches of at most 20, after 2 seconds or when the page is hidden', async () => {
    jest.useFakeTimers();
    for (let i = 0; i < 24; i++) await mount();
    expect(posted.map((batch) => batch.length)).toEqual([20]);
    jest.advanceTimersByTime(1900);
    expect(posted.map((batch) => batch.length)).toEqual([20]);
    jest.advanceTimersByTime(100);
    expect(posted.map((batch) => batch.length)).toEqual([20, 4]);
    await mount();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
    expect(posted.map((batch) => batch.length)).toEqual([20, 4, 1]);
  });

  it('are never sent for a signed-out page', async () => {
    await mount();
    token = undefined;
    expect(sent()).toEqual([]);
    await mount();
    expect(sent()).toEqual([]);
  });
});

describe('the registration of a build', () => {
  it('registers a build once for all its exposes, again after a failed load or for another build', async () => {
    const register = registerRemotes as jest.Mock;
    const OTHER = '/modules/admin/builds/00000000000000cc/mf-manifest.json';
    entry = { name: 'admin', url: OTHER, canary: null };
    register.mockClear();
    await loadModule('u1', 'admin', { expose: 'Module', rereadRegistry: true });
    await loadModule('u1', 'admin', { expose: 'Widget', rereadRegistry: false });
    expect(register).toHaveBeenCalledTimes(1);
    remoteLoad.mockRejectedValueOnce(new Error('boom'));
    await expect(loadModule('u1', 'admin', { expose: 'Module', rereadRegistry: false })).rejects.toThrow('boom');
    await loadModule('u1', 'admin', { expose: 'Module', rereadRegistry: false });
    expect(register).toHaveBeenCalledTimes(2);
    entry = { name: 'admin', url: STABLE, canary: null };
    await loadModule('u1', 'admin', { expose: 'Module', rereadRegistry: true });
    expect(register).toHaveBeenCalledTimes(3);
    expect(register).toHaveBeenLastCalledWith([{ name: 'admin', entry: `http://localhost${STABLE}` }], { force: true });
  });
});
