import type { Page } from '@dental/api-client';
import type { Patient } from '@dental/contracts';
import { makePatient } from '../test-utils';
import { patientListView, type PagesResult } from './patient-list-view';

const page = (names: string[], total: number, totalEstimated?: true): Page<Patient> => ({
  items: names.map((name) => makePatient({ _id: name, name })),
  total,
  offset: 0,
  limit: 30,
  ...(totalEstimated ? { totalEstimated } : {}),
});
const settled: PagesResult = { isFetching: false, isFetchingNextPage: false, isError: false, hasNextPage: false };
const names = (view: ReturnType<typeof patientListView>) => view.items.map((patient) => patient.name);

test('joins the pages without a patient twice (an addition shifts the later pages), with the last page’s total', () => {
  const view = patientListView({ ...settled, hasNextPage: true, currentData: { pages: [page(['c', 'b'], 35905, true), page(['b', 'a'], 42)] } });
  expect(names(view)).toEqual(['c', 'b', 'a']);
  expect(view).toMatchObject({ total: 42, totalEstimated: false, loaded: true, loading: false, hasMore: true, errors: [] });
});

test('an estimated total stays one until a page tells the exact one', () => {
  expect(patientListView({ ...settled, currentData: { pages: [page(['a'], 35905, true)] } })).toMatchObject({ total: 35905, totalEstimated: true });
});

test('another list’s answer is not this one’s: nothing loaded until its own arrives', () => {
  expect(patientListView({ ...settled, isFetching: true })).toMatchObject({ items: [], loaded: false, loading: true, hasMore: false });
});

test('the next page under way leaves the list as it is', () => {
  const view = patientListView({ ...settled, isFetching: true, isFetchingNextPage: true, hasNextPage: true, currentData: { pages: [page(['a'], 2)] } });
  expect(view).toMatchObject({ loading: false, loadingMore: true, hasMore: true });
  expect(names(view)).toEqual(['a']);
});

test('a failure keeps the list; a view refusal (AFFICHER…) empties it, with its total and next page', () => {
  const currentData = { pages: [page(['a'], 2)] };
  const failed = (message: string) => patientListView({ ...settled, isError: true, hasNextPage: true, currentData, error: { status: 400, messages: [message] } });
  expect(failed('Erreur du serveur')).toMatchObject({ errors: ['Erreur du serveur'], total: 2, hasMore: true });
  expect(names(failed('Erreur du serveur'))).toEqual(['a']);
  const denied = failed("AFFICHER : vous n'avez pas la permission de voir les patients");
  expect(denied).toMatchObject({ items: [], total: 0, hasMore: false, loaded: true });
});
