import { configureStore } from '@reduxjs/toolkit';
import { ApiError } from '@dental/api-client';
import { createListSlice } from './list-slice';

function storeFor(fetch: () => Promise<string[]>) {
  const list = createListSlice<string, void, 'things'>('things', fetch);
  const store = configureStore({ reducer: { things: list.slice.reducer } });
  return { store, list };
}

describe('createListSlice', () => {
  it('sets loading and clears errors while fetching, then stores the list', async () => {
    let resolve: (value: string[]) => void = () => undefined;
    const { store, list } = storeFor(() => new Promise((r) => (resolve = r)));
    store.dispatch(list.slice.actions.set(['old']));
    const pending = store.dispatch(list.fetch());
    expect(store.getState().things).toEqual({ items: ['old'], loading: true, error: [], loaded: false });
    resolve(['a', 'b']);
    await pending;
    expect(store.getState().things).toEqual({ items: ['a', 'b'], loading: false, error: [], loaded: true });
  });

  it('keeps the list and stores the messages on an ordinary failure', async () => {
    const { store, list } = storeFor(() => Promise.reject(new ApiError(['Erreur du serveur'], 500)));
    store.dispatch(list.slice.actions.set(['kept']));
    await store.dispatch(list.fetch());
    expect(store.getState().things).toEqual({ items: ['kept'], loading: false, error: ['Erreur du serveur'], loaded: true });
  });

  it('empties the list when the view is denied (message beginning with AFFICHER)', async () => {
    const { store, list } = storeFor(() => Promise.reject(new ApiError(['AFFICHER : refusé'], 403)));
    store.dispatch(list.slice.actions.set(['secret']));
    await store.dispatch(list.fetch());
    expect(store.getState().things).toEqual({ items: [], loading: false, error: ['AFFICHER : refusé'], loaded: true });
  });
});
