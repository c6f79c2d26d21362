import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { http } from '@dental/api-client';
import { i18n } from '@dental/i18n';
import { AddPatientButton } from '../add-button/AddPatientButton';
import { BACK_LINK_KEY } from '@dental/module-kit';
import { currentLocation, fakePatientServer, makePatient, ok, refused, renderPage, serveApi, VIEW_ONLY, type ApiRequest } from '../test-utils';
import { PatientListRoute } from './PatientListPage';

const consultationList = (stage: 'consultation' | 'current' | 'finish' = 'consultation', search = '') => ({
  path: `/patient/${stage}/4${search}`,
  pattern: `/patient/${stage}/:doctorId`,
});

const listCalls = (calls: ApiRequest[]) => calls.filter((call) => call.route === 'patients.list');
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

beforeEach(() => i18n.changeLanguage('fr'));

test('shows the doctor’s consultations as cards: name, phone, WhatsApp unless only +222, balance red when negative', async () => {
  const { calls } = fakePatientServer([
    makePatient({ name: 'Aicha Mint Ahmed', contact: { phone: '22112233', whatsApp: '+22236445566' }, balance: -1500 }),
    makePatient({ name: 'Moussa Ba', contact: { phone: '46001122', whatsApp: '+222' }, balance: 200 }),
    makePatient({ name: 'Autre docteur', doctor: ['5'] }),
  ]);
  renderPage(<PatientListRoute stage="consultation" />, consultationList());
  expect(screen.getByRole('heading', { name: 'Consultations', level: 1 })).toBeInTheDocument();
  const aicha = await screen.findByRole('article', { name: 'Aicha Mint Ahmed' });
  expect(aicha).toHaveTextContent('22112233');
  expect(aicha).toHaveTextContent('+22236445566');
  expect(plain(within(aicha).getByText(/MRU/).textContent)).toBe('-1 500,00 MRU');
  expect(within(aicha).getByText(/MRU/)).toHaveClass('dn-negative');

  const moussa = screen.getByRole('article', { name: 'Moussa Ba' });
  expect(moussa).not.toHaveTextContent('+222');
  expect(within(moussa).getByText(/MRU/)).not.toHaveClass('dn-negative');
  expect(screen.queryByRole('article', { name: 'Autre docteur' })).not.toBeInTheDocument();
  expect(screen.getByText('2 patients')).toBeInTheDocument();

  expect(listCalls(calls)[0].params).toEqual({ ptType: 'consultation', filter: 'notArchived', doctor: '4', offset: 0, limit: 30 });
});

test('searches on the server once the user pauses typing, and keeps the text in the address', async () => {
  const { calls } = fakePatientServer([
    makePatient({ name: 'Aminetou', RegNo: '0001' }),
    makePatient({ name: 'Mohamed', RegNo: '0002', contact: { phone: '36001122', whatsApp: '+222' } }),
    makePatient({ name: 'Salma Amina', RegNo: '0003', contact: { phone: '22000000', whatsApp: '+22244556677' } }),
  ]);
  renderPage(<PatientListRoute stage="current" />, consultationList('current'));
  await screen.findByRole('article', { name: 'Mohamed' });
  expect(screen.getByRole('heading', { name: 'Patients En cours', level: 1 })).toBeInTheDocument();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un patient' }), 'AMIN');
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Salma Amina', 'Aminetou']));
  // One request for the whole word, none per keystroke.
  const searches = listCalls(calls).filter((call) => 'q' in call.params);
  expect(searches.map((call) => call.params.q)).toEqual(['AMIN']);
  await waitFor(() => expect(currentLocation()).toBe('/patient/current/4?q=AMIN'));

  // By registration number prefix, then by phone or WhatsApp prefix.
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), '0002');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('article', { name: 'Mohamed' })).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), '+2224455');
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Salma Amina']));
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), 'zzz');
  expect(await screen.findByText('Aucun patient ne correspond à « zzz »')).toBeInTheDocument();
});

test('the finished list’s tabs ask the server for debtors, settled and creditors', async () => {
  const { calls } = fakePatientServer([
    makePatient({ name: 'Débitrice', RegNo: '0010', finish: true, balance: -300 }),
    makePatient({ name: 'Soldé', RegNo: '0011', finish: true, balance: 0 }),
    makePatient({ name: 'Créditeur', RegNo: '0012', finish: true, balance: 50 }),
  ]);
  renderPage(<PatientListRoute stage="finish" />, consultationList('finish'));
  expect(screen.getByRole('heading', { name: 'Patients Terminé', level: 1 })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tous', 'Débiteurs', 'Soldés', 'Créditeurs']);
  expect(screen.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByRole('article', { name: 'Soldé' });
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(listCalls(calls)[0].params).not.toHaveProperty('filter');

  await userEvent.click(screen.getByRole('tab', { name: 'Débiteurs' }));
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Débitrice']));
  expect(listCalls(calls).at(-1)!.params.filter).toBe('debtor');
  await waitFor(() => expect(currentLocation()).toBe('/patient/finish/4?filter=debtor'));
  await userEvent.click(screen.getByRole('tab', { name: 'Créditeurs' }));
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Créditeur']));
});

test('consultation and current lists have their own tabs, read from the address', async () => {
  const { calls } = fakePatientServer([makePatient({ name: 'Archivée', archive: true }), makePatient({ name: 'Active' })]);
  renderPage(<PatientListRoute stage="consultation" />, consultationList('consultation', '?filter=archived'));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Non archivés', 'Archivés']);
  expect(screen.getByRole('tab', { name: 'Archivés' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('article', { name: 'Archivée' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Active' })).not.toBeInTheDocument();
  expect(listCalls(calls)[0].params.filter).toBe('archived');
});

test('loads 30 at a time: more as the sentinel scrolls into view, and with "Charger plus"', async () => {
  const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
  class FakeObserver {
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    element?: Element;
    observe(element: Element) {
      this.element = element;
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  try {
    const { calls } = fakePatientServer(Array.from({ length: 65 }, (_, i) => makePatient({ name: `Patient ${i + 1}`, RegNo: String(i + 1).padStart(4, '0') })));
    renderPage(<PatientListRoute stage="current" />, consultationList('current'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getByText('65 patients')).toBeInTheDocument();
    // Newest first.
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Patient 65');

    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ offset: 30, limit: 30 });

    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    const [observer] = observers;
    act(() => observer.callback([{ isIntersecting: true, target: observer.element! } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(65));
    expect(listCalls(calls).at(-1)!.params).toMatchObject({ offset: 60 });
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    expect(new Set(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).size).toBe(65);
    // One request per page, each at the offset after the last.
    expect(listCalls(calls).map((call) => [call.params.offset, call.params.limit])).toEqual([[0, 30], [30, 30], [60, 30]]);
  } finally {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});

test('a card opens the patient’s quotes and remembers the list as the file’s back link', async () => {
  fakePatientServer([makePatient({ _id: 'p900', name: 'Aicha', RegNo: '0042' })]);
  renderPage(<PatientListRoute stage="current" />, consultationList('current', '?filter=inCommon'));
  await userEvent.click(screen.getByRole('tab', { name: 'Patients' }));
  await userEvent.click(await screen.findByRole('link', { name: 'Aicha' }));
  expect(currentLocation()).toBe('/patient/4/p900/Manage/devis');
  expect(sessionStorage.getItem(BACK_LINK_KEY)).toBe('/patient/current/4');
});

test('cards offer only the move their stage allows; passing shows the new registration number', async () => {
  const { calls } = fakePatientServer([makePatient({ name: 'Nouvelle' })]);
  renderPage(<PatientListRoute stage="consultation" />, consultationList());
  const card = await screen.findByRole('article', { name: 'Nouvelle' });
  expect(within(card).queryByRole('button', { name: 'Terminer Nouvelle' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Retourner Nouvelle' })).not.toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Passer Nouvelle' }));
  const dialog = await screen.findByRole('dialog', { name: 'Passer le patient' });
  expect(dialog).toHaveTextContent("Passer Nouvelle en patient en cours ? Un numéro d'inscription lui sera attribué.");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  const notice = await screen.findByRole('dialog', { name: 'Patient passé' });
  expect(within(notice).getByText('0042')).toBeInTheDocument();
  // It left the consultations.
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Nouvelle' })).not.toBeInTheDocument());
  expect(calls.some((call) => call.route === 'patients.pass' && (call.body as { patient: string }).patient.startsWith('p'))).toBe(true);
});

test('without write permissions the list offers no add, edit, delete or move', async () => {
  fakePatientServer([makePatient({ name: 'Lecture' })]);
  renderPage(<PatientListRoute stage="consultation" />, { ...consultationList(), permissions: VIEW_ONLY });
  const card = await screen.findByRole('article', { name: 'Lecture' });
  expect(within(card).queryAllByRole('button')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
});

test('shows the server’s refusal, and empties the list when the view is denied', async () => {
  serveApi(() => refused("AFFICHER : vous n'avez pas la permission de voir les patients", 403));
  renderPage(<PatientListRoute stage="consultation" />, consultationList());
  const banner = await screen.findByText("AFFICHER : vous n'avez pas la permission de voir les patients");
  expect(banner).toHaveClass('dn-banner--error');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByText('Aucun patient')).not.toBeInTheDocument();
  // A click removes the banner.
  await userEvent.click(banner);
  expect(screen.queryByText("AFFICHER : vous n'avez pas la permission de voir les patients")).not.toBeInTheDocument();
});

test('says "about" before a total the server estimated, rounded to three digits, until a last page tells the exact one', async () => {
  const patients = Array.from({ length: 42 }, (_, i) => makePatient({ name: `Patient ${42 - i}`, RegNo: String(42 - i).padStart(4, '0') }));
  const calls = serveApi(({ route, params }) => {
    if (route !== 'patients.list') return ok([]);
    const offset = Number(params.offset);
    const items = patients.slice(offset, offset + 30);
    // The first page's total is an estimate; the last page tells the exact one.
    return { status: 200, data: offset === 0 ? { success: items, total: 35905, totalEstimated: true, offset, limit: 30 } : { success: items, total: 42, offset, limit: 30 } };
  });
  renderPage(<PatientListRoute stage="current" />, consultationList('current'));
  expect(plain((await screen.findByText(/^environ/)).textContent)).toBe('environ 35 900 patients');
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByText('about 35,900 patients')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('ar'));
  expect(screen.getByText('حوالي 35,900 مريض')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('fr'));

  await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByText('42 patients')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(42);
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  expect(listCalls(calls).map((call) => call.params.offset)).toEqual([0, 30]);
});

test('a deletion reads the list again: the card leaves without anything else asked', async () => {
  const { calls } = fakePatientServer([makePatient({ name: 'Restante' }), makePatient({ name: 'Supprimée' })]);
  renderPage(<PatientListRoute stage="consultation" />, consultationList());
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Supprimée' }));
  const reads = listCalls(calls).length;
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Supprimée' })).not.toBeInTheDocument());
  expect(listCalls(calls).slice(reads).map((call) => call.params.offset)).toEqual([0]);
  expect(screen.getByRole('article', { name: 'Restante' })).toBeInTheDocument();
  expect(screen.getByText('1 patient')).toBeInTheDocument();
});

test('a patient added from anywhere (the home screen’s "+") shows in the list on screen', async () => {
  fakePatientServer([]);
  renderPage(
    <>
      <PatientListRoute stage="consultation" />
      <AddPatientButton />
    </>,
    consultationList(),
  );
  expect(await screen.findByText('Aucun patient')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un patient' }));
  const form = await screen.findByRole('dialog', { name: 'Ajouter un patient' });
  await userEvent.type(within(form).getByLabelText('Nom'), 'Venue du widget');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '22000003');
  await userEvent.type(within(form).getByLabelText('Année de naissance'), '1980');
  await userEvent.selectOptions(within(form).getByLabelText('Médecin'), 'dr.sidi');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(await screen.findByRole('article', { name: 'Venue du widget' })).toBeInTheDocument();
});

test('a late answer to an earlier search never replaces the list of the text in the box', async () => {
  fakePatientServer([makePatient({ name: 'Aminetou', RegNo: '0001' }), makePatient({ name: 'Mohamed', RegNo: '0002' })]);
  const answer = http.defaults.adapter as AxiosAdapter;
  let releaseAmi: () => void = () => undefined;
  http.defaults.adapter = (config) =>
    config.params?.q === 'Ami' ? new Promise((resolve) => (releaseAmi = () => resolve(answer(config)))) : answer(config);
  renderPage(<PatientListRoute stage="current" />, consultationList('current'));
  await screen.findByRole('article', { name: 'Mohamed' });
  await userEvent.type(screen.getByRole('searchbox'), 'Ami');
  await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  await userEvent.clear(screen.getByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), 'Moh');
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Mohamed']));
  await act(async () => releaseAmi());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Mohamed']);
});

test('the dialogs load with the first one opened: the add form arrives on the first click and takes the focus', async () => {
  fakePatientServer([]);
  renderPage(<PatientListRoute stage="consultation" />, consultationList());
  await screen.findByRole('heading', { name: 'Consultations' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const form = await screen.findByRole('dialog', { name: 'Ajouter un patient' });
  await waitFor(() => expect(form).toContainElement(document.activeElement as HTMLElement));
});
