import type { AppStore } from '@dental/auth';
import { preloadWidgetFiles, type CatalogueModule, type ModuleDeclarations } from '@dental/module-kit';
import { preloadHomeWidgets } from './home-widgets';

jest.mock('@dental/module-kit', () => ({ ...jest.requireActual('@dental/module-kit'), preloadWidgetFiles: jest.fn(() => Promise.resolve()) }));

const label = { fr: 'x', en: 'x', ar: 'x' };
const patients: ModuleDeclarations = {
  module: 'patients',
  title: label,
  routes: ['patient'],
  widgets: ['QuickSearch', 'AddPatientButton'],
  extensions: [
    { slot: 'home.search', widget: 'QuickSearch', order: 1, gate: { collection: 'PATIENTS' } },
    { slot: 'home.search', widget: 'AddPatientButton', order: 2, gate: { collection: 'PATIENTS', action: 'AJOUTER' } },
  ],
};
const CATALOGUE: CatalogueModule[] = [{ name: 'patients', state: 'ready', declarations: patients }];

/** The store as the preloading reads it: the user, and the permissions once they have loaded. */
function fakeStore() {
  const listeners = new Set<() => void>();
  let permissions = { items: [] as { name: string; collectionName: string }[], loaded: false };
  const store = {
    getState: () => ({ login: { userData: { _id: '9', doctor: null, dev: false } }, permissions, users: { items: [] } }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const loadPermissions = (items: typeof permissions.items) => {
    permissions = { items, loaded: true };
    listeners.forEach((listener) => listener());
  };
  return { store: store as unknown as AppStore, loadPermissions, listeners };
}

beforeEach(() => {
  jest.mocked(preloadWidgetFiles).mockClear();
  window.history.replaceState(null, '', '/');
});

describe('preloadHomeWidgets', () => {
  it('waits for the permissions, then fetches the files of the widgets this user’s home shows, and stops listening', async () => {
    const { store, loadPermissions, listeners } = fakeStore();
    const done = preloadHomeWidgets(store, '9', Promise.resolve(CATALOGUE));
    await Promise.resolve();
    expect(preloadWidgetFiles).not.toHaveBeenCalled();
    loadPermissions([{ name: 'AFFICHER', collectionName: 'PATIENTS' }]);
    await done;
    expect(preloadWidgetFiles).toHaveBeenCalledWith('9', [{ module: 'patients', widget: 'QuickSearch' }]);
    expect(listeners.size).toBe(0);
  });

  it('fetches nothing on a page opened elsewhere than the home, or when the user has moved on before it knew', async () => {
    window.history.replaceState(null, '', '/patient/current/9');
    const elsewhere = fakeStore();
    await preloadHomeWidgets(elsewhere.store, '9', Promise.resolve(CATALOGUE));

    window.history.replaceState(null, '', '/');
    const movedOn = fakeStore();
    const done = preloadHomeWidgets(movedOn.store, '9', Promise.resolve(CATALOGUE));
    window.history.replaceState(null, '', '/appointments/1');
    movedOn.loadPermissions([{ name: 'AFFICHER', collectionName: 'PATIENTS' }]);
    await done;
    expect(preloadWidgetFiles).not.toHaveBeenCalled();
  });
});
