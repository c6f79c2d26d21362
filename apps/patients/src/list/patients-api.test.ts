import { waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { configureApiClient, http, type Page } from '@dental/api-client';
import type { Patient } from '@dental/contracts';
import { createAppStore, signedIn } from '@dental/auth';
import { ADMIN } from '@dental/testing';
import { patientActionsApi } from '../actions/patient-actions-api';
import { fakePatientServer, makePatient, type ApiRequest } from '../test-utils';
import { nextOffset, patientsListApi, type PatientListArg } from './patients-api';

const CURRENT: PatientListArg = { stage: 'current', filter: 'patients', doctor: '4' };
const listCalls = (calls: ApiRequest[]) => calls.filter((call) => call.route === 'patients.list');

function signedInStore(withToken = true) {
  localStorage.clear();
  const { store } = createAppStore();
  configureApiClient({ getToken: () => (withToken ? 't' : undefined) });
  store.dispatch(signedIn(ADMIN));
  return store;
}

const registered = (count: number) => Array.from({ length: count }, (_, i) => makePatient({ name: `Patient ${i + 1}`, RegNo: String(i + 1).padStart(4, '0') }));
/** What a scroll to the end of the list asks for. */
const nextPage = (arg: PatientListArg) => patientsListApi.endpoints.patientPages.initiate(arg, { direction: 'forward', subscribe: false });
const pageOf = (ids: string[], total: number): Page<Patient> => ({ items: ids.map((id) => makePatient({ _id: id, name: id })), total, offset: 0, limit: 30 });

test('the next page starts after the last one read, while the server says more match', () => {
  expect(nextOffset(pageOf(['a', 'b'], 5), 0)).toBe(2);
  expect(nextOffset(pageOf(['c', 'd'], 5), 2)).toBe(4);
  expect(nextOffset(pageOf(['e'], 5), 4)).toBeUndefined();
  // An empty page ends the list whatever the (estimated) total says.
  expect(nextOffset(pageOf([], 35905), 30)).toBeUndefined();
});

test('reads the first page, then each next page at its offset, with the query of the list', async () => {
  const { calls } = fakePatientServer(registered(65));
  const store = signedInStore();
  const read = store.dispatch(patientsListApi.endpoints.patientPages.initiate(CURRENT));
  await read;
  await store.dispatch(nextPage(CURRENT));
  const last = await store.dispatch(nextPage(CURRENT));
  expect(last.data?.pages.map((page) => page.items.length)).toEqual([30, 30, 5]);
  expect(last.hasNextPage).toBe(false);
  expect(listCalls(calls).map((call) => call.params)).toEqual([0, 30, 60].map((offset) => ({ ptType: 'current', filter: 'patients', doctor: '4', offset, limit: 30 })));
  read.unsubscribe();
});

test('a write on a patient reads every page shown again, from the first', async () => {
  const { calls, store: server } = fakePatientServer(registered(40));
  const store = signedInStore();
  const read = store.dispatch(patientsListApi.endpoints.patientPages.initiate(CURRENT));
  await read;
  await store.dispatch(nextPage(CURRENT));
  const before = listCalls(calls).length;

  await store.dispatch(patientActionsApi.endpoints.finishPatient.initiate(server.patients[0]._id)).unwrap();
  await waitFor(() => expect(patientsListApi.endpoints.patientPages.select(CURRENT)(store.getState()).data!.pages.at(-1)!.total).toBe(39));
  expect(listCalls(calls).slice(before).map((call) => call.params.offset)).toEqual([0, 30]);
  const pages = patientsListApi.endpoints.patientPages.select(CURRENT)(store.getState()).data!.pages;
  expect(pages.flatMap((page) => page.items).map((patient) => patient.name)).not.toContain('Patient 1');
  read.unsubscribe();
});

test('a refused write reads nothing again', async () => {
  const { calls, store: server } = fakePatientServer([makePatient({ name: 'Déjà terminé', RegNo: '0001', finish: true })]);
  const store = signedInStore();
  const read = store.dispatch(patientsListApi.endpoints.patientPages.initiate({ stage: 'finish', filter: 'all' }));
  await read;
  const failure = await store.dispatch(patientActionsApi.endpoints.finishPatient.initiate(server.patients[0]._id)).unwrap().catch((error: unknown) => error);
  expect(failure).toEqual({ status: 400, messages: ['Ce patient ne peut pas être terminé : il doit être inscrit et en cours'] });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listCalls(calls)).toHaveLength(1);
  read.unsubscribe();
});

test('each list keeps its own answer, whatever order the answers arrive in', async () => {
  fakePatientServer([makePatient({ name: 'Aminetou', RegNo: '0001' }), makePatient({ name: 'Mohamed', RegNo: '0002' })]);
  const answer = http.defaults.adapter as AxiosAdapter;
  const held: (() => void)[] = [];
  http.defaults.adapter = (config) => new Promise((resolve) => held.push(() => resolve(answer(config))));
  const store = signedInStore();
  const older = store.dispatch(patientsListApi.endpoints.patientPages.initiate({ ...CURRENT, search: 'Ami' }));
  const newer = store.dispatch(patientsListApi.endpoints.patientPages.initiate({ ...CURRENT, search: 'Moh' }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(held).toHaveLength(2);
  held[1]();
  await newer;
  held[0]();
  await older;
  const names = (search: string) =>
    patientsListApi.endpoints.patientPages.select({ ...CURRENT, search })(store.getState()).data!.pages[0].items.map((patient) => patient.name);
  expect(names('Moh')).toEqual(['Mohamed']);
  expect(names('Ami')).toEqual(['Aminetou']);
  older.unsubscribe();
  newer.unsubscribe();
});

test('signed out, nothing is asked and the list is empty', async () => {
  const { calls } = fakePatientServer(registered(3));
  const store = signedInStore(false);
  const read = store.dispatch(patientsListApi.endpoints.patientPages.initiate(CURRENT));
  const result = await read;
  expect(result.data?.pages[0]).toMatchObject({ items: [], total: 0 });
  expect(result.hasNextPage).toBe(false);
  expect(calls).toHaveLength(0);
  read.unsubscribe();
});
