import type { LoginUserData } from '@dental/contracts';
import { login, logout } from './login-slice';
import { can, canView, selectCabinetDoctors } from './selectors';
import { permissions, users } from './session-slices';
import { createAppStore, PERSIST_KEY } from './store';

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
    store.dispatch(login.fulfilled(userData, 'req', { username: 'admin', password: 'admin' }));
    await persistor.flush();
    const persisted = JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}');
    expect(JSON.parse(persisted.login).userData.username).toBe('admin');
    expect(persisted.settings).toBeUndefined();
  });

  it('keeps failures of sign-in as a list of messages', () => {
    const { store } = createAppStore();
    store.dispatch(login.rejected(null, 'req', { username: 'x', password: 'y' }, ['Wrong Data !']));
    expect(store.getState().login).toMatchObject({ isFetching: false, userData: null, error: ['Wrong Data !'] });
  });

  it('forgets the user and every session list on logout', () => {
    const { store } = createAppStore();
    store.dispatch(login.fulfilled(userData, 'req', { username: 'admin', password: 'admin' }));
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
