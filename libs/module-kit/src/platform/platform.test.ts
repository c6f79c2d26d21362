import type { NavigationContext } from '@dental/auth';
import { registryApi } from '@dental/api-client';
import { composeDrawer, composeTiles, gateOpens } from './compose';
import { declaredModules, loadCatalogue, rememberedCatalogue, REMEMBERED_DECLARATIONS_KEY } from './catalogue';
import { declarationProblems, declarationsUrl, type ModuleDeclarations } from './declarations';
import { knownManifestsPlugin } from './known-manifests';
import { forgetRegistry } from './registry';

const label = { fr: 'x', en: 'x', ar: 'x' };
const doctors = [{ _id: '2', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 } }];
const context = (names: [string, string][], user: Partial<NavigationContext['user']> = {}): NavigationContext => ({
  permissions: names.map(([name, collectionName]) => ({ name, collectionName })),
  cabinetDoctors: doctors,
  user: { _id: '9', doctor: null, dev: false, ...user },
});

const finance: ModuleDeclarations = {
  module: 'finance',
  title: label,
  routes: ['statistics'],
  drawer: [{ id: 'b', order: 20, label, icon: [], gate: { collection: 'STATISTIQUES_FINANCIERES' }, path: '/statistics/:doctorId', doctorScope: 'global' }],
  tiles: [
    { id: 't2', row: 2, order: 10, label, icon: [], path: '/statistics/x' },
    { id: 't1', row: 1, order: 20, label, icon: [], gate: { dev: true }, path: '/statistics/y' },
  ],
};
const admin: ModuleDeclarations = {
  module: 'admin',
  title: label,
  routes: ['user'],
  drawer: [{ id: 'a', order: 10, label, icon: [], gate: { collection: 'UTILISATEURS', action: 'AJOUTER' }, path: '/user' }],
  tiles: [{ id: 't0', row: 1, order: 10, label, icon: [], path: '/implants/:doctorId', gate: { collection: 'IMPLANTS' }, doctorScope: 'cabinet' }],
};

describe('composition', () => {
  it('orders entries across modules and applies gates, actions and the dev flag', () => {
    expect(composeDrawer([finance, admin], context([['AFFICHER_GLOBAL', 'STATISTIQUES_FINANCIERES'], ['AJOUTER', 'UTILISATEURS']])).map((e) => e.id)).toEqual(['a', 'b']);
    expect(composeDrawer([finance, admin], context([['AFFICHER', 'UTILISATEURS']])).map((e) => e.id)).toEqual([]);
    expect(gateOpens(context([]), [{ dev: true }, { collection: 'ROLES' }])).toBe(false);
    expect(gateOpens(context([['AFFICHER', 'ROLES']], { dev: true }), [{ dev: true }, { collection: 'ROLES' }])).toBe(true);
  });

  it('opens an anyOf gate with any one of its permissions and scopes the doctor by the one that opened it', () => {
    const either: ModuleDeclarations = {
      module: 'finance',
      title: label,
      routes: ['statistics'],
      drawer: [{ id: 'e', order: 10, label, icon: [], gate: { anyOf: [{ collection: 'ROLES' }, { collection: 'STATISTIQUES_FINANCIERES' }] }, path: '/statistics/:doctorId', doctorScope: 'global' }],
    };
    expect(composeDrawer([either], context([]))).toEqual([]);
    expect(composeDrawer([either], context([['AFFICHER', 'ROLES']]))[0].destination).toEqual({ kind: 'link', to: '/statistics/9' });
    expect(composeDrawer([either], context([['AFFICHER_GLOBAL', 'STATISTIQUES_FINANCIERES']]))[0].destination.kind).toBe('doctors');
    expect(gateOpens(context([['AFFICHER', 'ROLES']]), [{ anyOf: [{ collection: 'ROLES' }] }, { dev: true }])).toBe(false);
  });

  it('fills :doctorId by scope: own id, cabinet doctors with the global view, a cabinet doctor direct', () => {
    expect(composeDrawer([finance], context([['AFFICHER', 'STATISTIQUES_FINANCIERES']]))[0].destination).toEqual({ kind: 'link', to: '/statistics/9' });
    expect(composeDrawer([finance], context([['AFFICHER_GLOBAL', 'STATISTIQUES_FINANCIERES']]))[0].destination).toEqual({
      kind: 'doctors',
      choices: [{ doctor: doctors[0], to: '/statistics/2' }],
    });
    const cabinet = composeTiles([admin], context([['AFFICHER', 'IMPLANTS']], { doctor: { cabinet: true, percentage: 50 } }));
    expect(cabinet[0][0].destination).toEqual({ kind: 'link', to: '/implants/9' });
    expect(composeTiles([admin], context([['AFFICHER', 'IMPLANTS']]))[0][0].destination.kind).toBe('doctors');
  });

  it('makes rows in ascending number, tiles by order, and leaves empty rows out', () => {
    const rows = (ctx: NavigationContext) => composeTiles([finance, admin], ctx).map((row) => row.map((tile) => tile.id));
    expect(rows(context([['AFFICHER', 'IMPLANTS']], { dev: true }))).toEqual([['t0', 't1'], ['t2']]);
    expect(rows(context([]))).toEqual([['t2']]);
  });

  it('gives a tile its count widget only when the module offers that widget', () => {
    const counted = { ...finance, widgets: ['DueCount'], tiles: [{ ...finance.tiles![0], count: 'DueCount' }, { ...finance.tiles![0], id: 't3', count: 'Missing' }] };
    expect(composeTiles([counted], context([]))[0].map(({ id, count }) => ({ id, count }))).toEqual([{ id: 't2', count: 'DueCount' }, { id: 't3', count: undefined }]);
  });
});

describe('the catalogue', () => {
  const answers = new Map<string, unknown>();
  beforeEach(() => {
    localStorage.clear();
    forgetRegistry();
    answers.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(registryApi, 'list').mockResolvedValue([
      { name: 'finance', url: '/modules/finance/mf-manifest.json', canary: null },
      { name: 'admin', url: 'http://cdn.example/admin/mf-manifest.json?build=7', canary: null },
    ]);
    globalThis.fetch = jest.fn(async (url: string) => {
      const body = answers.get(url);
      if (body === undefined) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, json: async () => body } as Response;
    }) as unknown as typeof fetch;
  });

  it('reads each build’s declarations beside its manifest, keeping the build’s query', () => {
    expect(declarationsUrl('http://cdn.example/admin/mf-manifest.json?build=7')).toBe('http://cdn.example/admin/declarations.json?build=7');
  });

  it('remembers what it read, stands in with it when a module fails, and leaves out a module never read', async () => {
    answers.set(`${location.origin}/modules/finance/declarations.json`, finance);
    answers.set('http://cdn.example/admin/declarations.json?build=7', admin);
    const first = await loadCatalogue('9');
    expect(first.map((m) => [m.name, m.state])).toEqual([['finance', 'ready'], ['admin', 'ready']]);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_DECLARATIONS_KEY)!)).toHaveProperty('finance');
    // A later page draws from them at once, before the fresh read.
    expect(rememberedCatalogue().map((m) => [m.name, m.state])).toEqual([['finance', 'remembered'], ['admin', 'remembered']]);

    answers.clear();
    answers.set('http://cdn.example/admin/declarations.json?build=7', { module: 'finance', routes: 'broken' });
    const second = await loadCatalogue('9', { reread: true });
    expect(second.map((m) => [m.name, m.state])).toEqual([['finance', 'remembered'], ['admin', 'remembered']]);
    expect(declaredModules(second).map((d) => d.module)).toEqual(['finance', 'admin']);

    localStorage.clear();
    const third = await loadCatalogue('9', { reread: true });
    expect(third.map((m) => [m.name, m.state])).toEqual([['finance', 'unavailable'], ['admin', 'unavailable']]);
    expect(declaredModules(third)).toEqual([]);
  });

  it('takes the declarations and the manifest the registry carries for a build, asking for neither; fetches those it does not carry', async () => {
    const manifest = { id: 'finance', name: 'finance', metaData: {} };
    jest.mocked(registryApi.list).mockResolvedValue([
      { name: 'finance', url: '/modules/finance/mf-manifest.json', canary: null, builds: { '/modules/finance/mf-manifest.json': { manifest, declarations: finance } } },
      // Malformed declarations are not taken: the build's own file is read instead.
      { name: 'admin', url: 'http://cdn.example/admin/mf-manifest.json?build=7', canary: null, builds: { 'http://cdn.example/admin/mf-manifest.json?build=7': { manifest, declarations: { module: 'admin' } } } },
    ]);
    answers.set('http://cdn.example/admin/declarations.json?build=7', admin);
    const catalogue = await loadCatalogue('9');
    expect(catalogue.map((m) => [m.name, m.state])).toEqual([['finance', 'ready'], ['admin', 'ready']]);
    expect(jest.mocked(globalThis.fetch).mock.calls.map(([url]) => url)).toEqual(['http://cdn.example/admin/declarations.json?build=7']);

    const answer = await knownManifestsPlugin.fetch!(`${location.origin}/modules/finance/mf-manifest.json`, {});
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).json()).toEqual(manifest);
    expect(knownManifestsPlugin.fetch!(`${location.origin}/modules/admin/mf-manifest.json`, {})).toBeUndefined();
  });
});

describe('declarationProblems', () => {
  const sound: ModuleDeclarations = {
    module: 'finance',
    title: { fr: 'Stats', en: 'Stats', ar: 'إحصائيات' },
    routes: ['statistics'],
    drawer: [{ id: 'stats', order: 60, label: { fr: 'Stats', en: 'Stats', ar: 'إحصائيات' }, path: '/statistics/:doctorId/payments', gate: { collection: 'STATISTIQUES_FINANCIERES' } }],
    tiles: [],
  } as unknown as ModuleDeclarations;

  it('finds nothing in sound declarations', () => {
    expect(declarationProblems(sound, 'finance')).toEqual([]);
  });

  it('names each problem: another module name, a repeated id, a path outside the routes, a missing language', () => {
    const entry = sound.drawer![0];
    const broken = {
      ...sound,
      drawer: [entry, { ...entry, path: '/forecast', label: { fr: 'Prévisions', en: 'Forecast' } }],
    } as unknown as ModuleDeclarations;
    expect(declarationProblems(broken, 'laboratories')).toEqual([
      'not accepted by the shell once sent as JSON',
      'drawer id stats used twice',
      'stats leads to /forecast, outside the module\'s routes',
      'stats is not labelled in fr, en and ar',
    ]);
  });

  it('names a tile counting with a widget the module does not offer', () => {
    const tile = { id: 'due', row: 1, order: 1, label: sound.drawer![0].label, icon: [], path: '/statistics/due', count: 'DueCount' };
    expect(declarationProblems({ ...sound, tiles: [tile] }, 'finance')).toEqual(["due counts with DueCount, not one of the module's widgets"]);
    expect(declarationProblems({ ...sound, tiles: [tile], widgets: ['DueCount'] }, 'finance')).toEqual([]);
  });
});
