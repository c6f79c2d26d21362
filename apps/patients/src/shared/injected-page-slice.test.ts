import { ApiError } from '@dental/api-client';
import { createAppStore } from '@dental/auth';
import { createInjectedPageSlice, pagedKey, type Page } from './injected-page-slice';

type Row = { _id: string };
type Query = { q?: string; offset?: number; limit?: number };

const rows = (...ids: string[]): Row[] => ids.map((_id) => ({ _id }));
const page = (items: Row[], total: number, offset = 0): Page<Row> => ({ items, total, offset, limit: 2 });

/** A fetch whose answers the test releases, in any order. */
function heldFetch() {
  const pending: { query: Query; resolve: (page: Page<Row>) => void; reject: (error: unknown) => void }[] = [];
  const fetchPage = (query: Query) => new Promise<Page<Row>>((resolve, reject) => pending.push({ query, resolve, reject }));
  return { pending, fetchPage };
}

let counter = 0;
function setUp() {
  const held = heldFetch();
  counter += 1;
  const list = createInjectedPageSlice<Row, Query>(`testPages${counter}`, held.fetchPage);
  const { store } = createAppStore();
  return { ...held, list, store, state: () => list.select(store.getState()) };
}

test('names a query by everything but its paging', () => {
  expect(pagedKey({ q: 'a', offset: 0, limit: 30 })).toBe(pagedKey({ limit: 5, offset: 60, q: 'a' }));
  expect(pagedKey({ q: 'a' })).not.toBe(pagedKey({ q: 'b' }));
});

test('loads a first page, then appends the next without duplicates', async () => {
  const { pending, list, store, state } = setUp();
  const first = store.dispatch(list.fetch({ query: { q: 'a', offset: 0, limit: 2 } }));
  expect(state()).toMatchObject({ loading: true, loaded: false, items: [] });
  pending[0].resolve(page(rows('1', '2'), 3));
  await first;
  expect(state()).toMatchObject({ loading: false, loaded: true, total: 3, items: rows('1', '2') });

  const more = store.dispatch(list.fetch({ query: { q: 'a', offset: 2, limit: 2 }, append: true }));
  expect(state().loadingMore).toBe(true);
  // A patient added meanwhile shifts the pages: "2" comes again.
  pending[1].resolve(page(rows('2', '3'), 4, 2));
  await more;
  expect(state()).toMatchObject({ loadingMore: false, total: 4, items: rows('1', '2', '3') });
});

test('keeps only the answer to the latest query, whatever order answers arrive in', async () => {
  const { pending, list, store, state } = setUp();
  const older = store.dispatch(list.fetch({ query: { q: 'a' } }));
  const newer = store.dispatch(list.fetch({ query: { q: 'ab' } }));
  pending[1].resolve(page(rows('ab'), 1));
  await newer;
  pending[0].resolve(page(rows('a1', 'a2'), 2));
  await older;
  expect(state()).toMatchObject({ items: rows('ab'), total: 1, loading: false });
});

test('drops a page asked for under a query that has since changed', async () => {
  const { pending, list, store, state } = setUp();
  const first = store.dispatch(list.fetch({ query: { q: 'a' } }));
  pending[0].resolve(page(rows('1', '2'), 4));
  await first;
  const more = store.dispatch(list.fetch({ query: { q: 'a', offset: 2 }, append: true }));
  const other = store.dispatch(list.fetch({ query: { q: 'b' } }));
  pending[2].resolve(page(rows('b'), 1));
  await other;
  pending[1].resolve(page(rows('3', '4'), 4, 2));
  await more;
  expect(state()).toMatchObject({ items: rows('b'), total: 1, loadingMore: false });
});

test('keeps the list on an ordinary failure, empties it when the view is denied', async () => {
  const { pending, list, store, state } = setUp();
  const first = store.dispatch(list.fetch({ query: {} }));
  pending[0].resolve(page(rows('1'), 1));
  await first;
  const failed = store.dispatch(list.fetch({ query: {} }));
  pending[1].reject(new ApiError(['Erreur du serveur'], 500));
  await failed;
  expect(state()).toMatchObject({ items: rows('1'), error: ['Erreur du serveur'], loading: false });
  const denied = store.dispatch(list.fetch({ query: {} }));
  pending[2].reject(new ApiError(['AFFICHER : refusé'], 403));
  await denied;
  expect(state()).toMatchObject({ items: [], total: 0, error: ['AFFICHER : refusé'] });
  store.dispatch(list.actions.clearErrors());
  expect(state().error).toEqual([]);
});
