import type { LoginUserData } from '@dental/contracts';
import { logout, signedIn } from './login-slice';
import { persistedAccessToken, PERSIST_KEY } from './persisted-session';
import { can, canView, selectCabinetDoctors } from './selectors';
import { permissions, users } from './session-slices';
import { createAppStore } from './store';

function bootstrapped(persistor: ReturnType<typeof createAppStore>['persistor']) {
  return new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
}

const userData: LoginUserData = { _id: '1', username: 'admin', doctor: null, dev: true, accessToken: 'tok' };

describe('the application store', () => {
  beforeEach(() => localStorage.clear());

  it('stores the signed-in user and persists the login slice', async () => {
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    store.dispatch(signedIn(userData));
    await persistor.flush();
    const persisted = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}');
    expect(JSON.parse(persisted.login).userData.username).toBe('admin');
    expect(persisted.settings).toBeUndefined();
  });

  it('tells, before the store exists, the token of the session kept', async () => {
    expect(persistedAccessToken()).toBeUndefined();
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    store.dispatch(signedIn(userData));
    await persistor.flush();
    expect(persistedAccessToken()).toBe(userData.accessToken);
    store.dispatch(logout());
    await persistor.flush();
    expect(persistedAccessToken()).toBeUndefined();
    localStorage.setItem(`persist:${PERSIST_KEY}`, 'not json');
    expect(persistedAccessToken()).toBeUndefined();
  });

  it('starts with the settings the login screen has read', () => {
    const settings = { clinicName: 'Clinique', mainColor: '#123456' } as never;
    const { store } = createAppStore({ settings });
    expect(store.getState().settings.data).toBe(settings);
  });

  it('forgets the user and every session list on logout', () => {
    const { store } = createAppStore();
    store.dispatch(signedIn(userData));
    store.dispatch(permissions.slice.actions.set([{ _id: '1', name: 'AFFICHER', collectionName: 'PATIENTS', createdAt: '', updatedAt: '' }]));
    store.dispatch(logout());
    expect(store.getState().login.userData).toBeNull();
    expect(store.getState().permissions.items).toEqual([]);
  });

  it('lists cabinet doctors only', () => {
    const { store } = createAppStore();
    store.dispatch(
      users.slice.actions.set([
        { _id: '2', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 } },
        { _id: '3', username: 'assistant', doctor: null },
        { _id: '4', username: 'dr.guest', doctor: { cabinet: false, percentage: 30 } },
      ]),
    );
    expect(selectCabinetDoctors(store.getState()).map((d) => d.username)).toEqual(['dr.sidi']);
  });
});

describe('permission checks', () => {
  const list = [
    { name: 'AFFICHER', collectionName: 'PATIENTS' },
    { name: 'AFFICHER_GLOBAL', collectionName: 'RDV' },
  ];
  it('matches action and collection exactly', () => {
    expect(can(list, 'AFFICHER', 'PATIENTS')).toBe(true);
    expect(can(list, 'AFFICHER', 'RDV')).toBe(false);
    expect(can(list, 'AJOUTER', 'PATIENTS')).toBe(false);
  });
  it('counts own or global view as view', () => {
    expect(canView(list, 'PATIENTS')).toBe(true);
    expect(canView(list, 'RDV')).toBe(true);
    expect(canView(list, 'UTILISATEURS')).toBe(false);
  });
});
