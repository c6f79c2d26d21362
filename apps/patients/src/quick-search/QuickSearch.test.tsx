import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { BACK_LINK_KEY } from '@dental/module-kit';
import { currentLocation, fakePatientServer, makePatient, page, renderPage, serveApi, type ApiRequest } from '../test-utils';
import { QuickSearch } from './QuickSearch';

const searches = (calls: ApiRequest[]) => calls.filter((call) => call.route === 'patients.list');

beforeEach(() => i18n.changeLanguage('fr'));

test('asks nothing for an empty or blank text', async () => {
  const { calls } = fakePatientServer([makePatient({ name: 'Aicha' })]);
  renderPage(<QuickSearch />);
  const box = screen.getByRole('combobox', { name: 'Recherche rapide de patient' });
  await userEvent.type(box, '   ');
  // Longer than the pause the search waits for.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(searches(calls)).toHaveLength(0);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('searches every stage for 5 hits, shows at most 5 with RegNo, name and phone, each opening the quotes', async () => {
  const { calls } = fakePatientServer([
    makePatient({ _id: 'c1', name: 'Amina consultation', doctor: ['5', '4'], contact: { phone: '22000001', whatsApp: '+222' } }),
    ...Array.from({ length: 6 }, (_, i) => makePatient({ name: `Amina ${i}`, RegNo: `00${10 + i}`, finish: i % 2 === 0 })),
    makePatient({ name: 'Moussa', RegNo: '0099' }),
  ]);
  renderPage(<QuickSearch />);
  await userEvent.type(screen.getByRole('combobox'), 'amina');
  const list = await screen.findByRole('listbox', { name: 'Patients trouvés' });
  expect(within(list).getAllByRole('option')).toHaveLength(5);
  expect(searches(calls).map((call) => call.params)).toEqual([{ q: 'amina', offset: 0, limit: 5 }]);
  // Newest first: the consultation (no RegNo) was created first, so it is not among the 5.
  expect(within(list).getAllByRole('option')[0]).toHaveTextContent('0015');
  expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Amina 5');

  await userEvent.clear(screen.getByRole('combobox'));
  await userEvent.type(screen.getByRole('combobox'), '22000001');
  const hit = await screen.findByRole('option', { name: /Amina consultation/ });
  expect(hit).toHaveTextContent('Consultation');
  expect(hit).toHaveTextContent('22000001');
  await userEvent.click(hit);
  // The patient's first doctor.
  expect(currentLocation()).toBe('/patient/5/c1/Manage/devis');
  expect(sessionStorage.getItem(BACK_LINK_KEY)).toBe('/');
  expect(screen.getByRole('combobox')).toHaveValue('');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('cuts a longer answer to 5 hits and says when nothing matches', async () => {
  serveApi(({ params }) =>
    params.q === 'x'
      ? page(Array.from({ length: 8 }, (_, i) => makePatient({ name: `X ${i}` })), { total: 8, offset: 0, limit: 5 })
      : page([], { total: 0, offset: 0, limit: 5 }),
  );
  renderPage(<QuickSearch />);
  await userEvent.type(screen.getByRole('combobox'), 'x');
  expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(5);
  await userEvent.type(screen.getByRole('combobox'), 'yz');
  expect(await screen.findByText('Aucun patient ne correspond à « xyz »')).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await userEvent.clear(screen.getByRole('combobox'));
  await waitFor(() => expect(screen.queryByText(/Aucun patient/)).not.toBeInTheDocument());
});

test('shows the server’s refusal', async () => {
  serveApi(() => ({ status: 403, data: { err: "AFFICHER : vous n'avez pas la permission de voir les patients" } }));
  renderPage(<QuickSearch />);
  await userEvent.type(screen.getByRole('combobox'), 'a');
  expect(await screen.findByRole('alert')).toHaveTextContent("AFFICHER : vous n'avez pas la permission de voir les patients");
});

test('closes the hits on a click elsewhere or Escape, and reopens them on focus', async () => {
  fakePatientServer([makePatient({ name: 'Aicha Mint Ahmed', RegNo: '0001' })]);
  renderPage(
    <>
      <QuickSearch />
      <button type="button">tuile</button>
    </>,
  );
  await userEvent.type(screen.getByRole('combobox'), 'aicha');
  expect(await screen.findByRole('listbox', { name: 'Patients trouvés' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'tuile' }));
  expect(screen.queryByRole('listbox', { name: 'Patients trouvés' })).not.toBeInTheDocument();
  // A click back in the box reopens the hits, and a second click (placing the caret) keeps them.
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.click(screen.getByRole('combobox'));
  expect(screen.getByRole('listbox', { name: 'Patients trouvés' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox', { name: 'Patients trouvés' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox')).toHaveValue('aicha');
  expect(currentLocation()).toBe('/');
});

test('chooses a hit with the keyboard: ArrowDown, then Enter opens its file', async () => {
  fakePatientServer([
    makePatient({ _id: 'p1', name: 'Aicha Mint Ahmed', RegNo: '0001', doctor: ['4'] }),
    makePatient({ _id: 'p2', name: 'Aicha Mint Sidi', RegNo: '0002', doctor: ['5'] }),
  ]);
  renderPage(<QuickSearch />);
  const box = screen.getByRole('combobox', { name: 'Recherche rapide de patient' });
  await userEvent.type(box, 'aicha');
  const options = within(await screen.findByRole('listbox', { name: 'Patients trouvés' })).getAllByRole('option');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  // Newest first: the second patient leads, the first one is now highlighted.
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
  expect(options[1]).toHaveTextContent('Aicha Mint Ahmed');
  await userEvent.keyboard('{Enter}');
  expect(currentLocation()).toBe('/patient/4/p1/Manage/devis');
  expect(sessionStorage.getItem(BACK_LINK_KEY)).toBe('/');
  expect(box).toHaveValue('');
});

test('finds a name from any part of it, case and accents aside, with the number, age and doctor of each hit', async () => {
  const born = new Date().getFullYear() - 46;
  const { calls } = fakePatientServer([
    makePatient({ name: 'Penda Diop', RegNo: '1756', dob: born, doctor: ['4'] }),
    makePatient({ name: 'Moussa Ba', RegNo: '1757', dob: born, doctor: ['5'] }),
  ]);
  renderPage(<QuickSearch />);
  await userEvent.type(screen.getByRole('combobox'), 'pénda');
  const hit = await screen.findByRole('option', { name: /Penda Diop/ });
  expect(searches(calls).map((call) => call.params.q)).toEqual(['pénda']);
  expect(hit).toHaveTextContent('N° 1756');
  expect(hit).toHaveTextContent('46 ans');
  expect(hit).toHaveTextContent('dr.sidi');
  expect(screen.getAllByRole('option')).toHaveLength(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('says when more patients match than the 5 it shows, about so many for an estimate', async () => {
  serveApi(({ params }) =>
    params.q === 'ould'
      ? page(Array.from({ length: 5 }, (_, i) => makePatient({ name: `Ould ${i}` })), { total: 37, offset: 0, limit: 5 })
      : { status: 200, data: { success: Array.from({ length: 5 }, (_, i) => makePatient({ name: `Mint ${i}` })), total: 35905, totalEstimated: true, offset: 0, limit: 5 } },
  );
  renderPage(<QuickSearch />);
  await userEvent.type(screen.getByRole('combobox'), 'ould');
  await screen.findAllByRole('option');
  expect(screen.getByRole('status')).toHaveTextContent('Les 5 premiers sur 37 : précisez la recherche');
  await userEvent.clear(screen.getByRole('combobox'));
  await userEvent.type(screen.getByRole('combobox'), 'mint');
  await waitFor(() => expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe('Les 5 premiers sur environ 35 900 : précisez la recherche'));
});
