import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUserData, Permission } from '@dental/contracts';
import { users } from '@dental/auth';
import { formatDate, formatMoney, i18n } from '@dental/i18n';
import { ASSISTANT, consumption, DR_SIDI, NOUR, payment, plain, serveLabWork, USERS } from '../lab-test-server';
import { allActionsOn, answer, currentLocation, permission, refused, renderLabPage, serveApi } from '../test-utils';
import { LaboratoryPage } from './LaboratoryPage';

jest.mock('@dental/module-kit', () => ({ ...jest.requireActual('@dental/module-kit'), ModuleWidget: () => null }));

const render = (path: string, permissions: Permission[], user: LoginUserData = ASSISTANT) =>
  renderLabPage(<LaboratoryPage />, {
    path,
    pattern: '/laboratory/:labId/:tab?/:doctorId?',
    permissions: [permission('AFFICHER', 'LABORATOIRES'), ...permissions],
    user,
    prepare: (store) => store.dispatch(users.slice.actions.set(USERS)),
  });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const money = (amount: number) => plain(formatMoney(amount, 'fr'));

beforeEach(() => i18n.changeLanguage('fr'));

test('every tab shows with its permission; Comptes only with the global view', async () => {
  serveLabWork();
  const { unmount } = render('/laboratory/1/treatments', [
    ...allActionsOn('PATIENTS_LABORATOIRE', 'PAIEMENTS_LABORATOIRES', 'CONSOMMATIONS_LABORATOIRE', 'TRAITEMENTS_LABORATOIRES'),
    permission('AFFICHER_GLOBAL', 'COMPTES_LABORATOIRE'),
  ]);
  await screen.findByRole('tablist', { name: 'Onglets du laboratoire' });
  expect(tabNames()).toEqual(['Patients', 'Paiements', 'Comptes', 'Consommations', 'Traitements']);
  expect(screen.getByRole('tab', { name: 'Traitements' })).toHaveAttribute('aria-selected', 'true');
  unmount();

  render('/laboratory/1/treatments', [permission('AFFICHER', 'PAIEMENTS_LABORATOIRES'), permission('AFFICHER', 'TRAITEMENTS_LABORATOIRES'), permission('AFFICHER', 'COMPTES_LABORATOIRE')]);
  await screen.findByRole('tablist');
  expect(tabNames()).toEqual(['Paiements', 'Traitements']);
});

test('the laboratory’s address opens its first tab the user may see; a hidden tab’s address too', async () => {
  serveLabWork();
  const { unmount } = render('/laboratory/1', [permission('AFFICHER', 'CONSOMMATIONS_LABORATOIRE'), permission('AFFICHER', 'TRAITEMENTS_LABORATOIRES')], DR_SIDI);
  // A doctor's tab: one's own id without the global view.
  await waitFor(() => expect(currentLocation()).toBe('/laboratory/1/consumptions/4'));
  expect(screen.getByRole('heading', { name: 'Consommations — Lab Nour' })).toBeInTheDocument();
  unmount();

  render('/laboratory/1/accounts', [permission('AFFICHER', 'TRAITEMENTS_LABORATOIRES')]);
  await waitFor(() => expect(currentLocation()).toBe('/laboratory/1/treatments'));
});

test('without any tab of the laboratory, says so', async () => {
  serveLabWork();
  render('/laboratory/1', []);
  expect(await screen.findByText("Vous n'avez accès à aucun onglet de ce laboratoire")).toBeInTheDocument();
});

test('the global view chooses the doctor of a doctor’s tab, and keeps them from tab to tab', async () => {
  serveLabWork({ consumptions: [consumption('1', 'Aminata', 3000, ['11'], '2026-03-01T10:00:00Z')] });
  render('/laboratory/1/patients', allActionsOn('PATIENTS_LABORATOIRE', 'PAIEMENTS_LABORATOIRES', 'CONSOMMATIONS_LABORATOIRE'));
  expect(await screen.findByText('Choisissez un médecin pour voir son travail avec ce laboratoire')).toBeInTheDocument();
  const doctor = screen.getByRole('combobox', { name: 'Médecin' });
  expect(within(doctor).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisir un médecin', 'dr.sidi', 'dr.mariem']);
  await userEvent.selectOptions(doctor, 'dr.sidi');
  await waitFor(() => expect(currentLocation()).toBe('/laboratory/1/patients/4'));
  await userEvent.click(screen.getByRole('tab', { name: 'Consommations' }));
  await waitFor(() => expect(currentLocation()).toBe('/laboratory/1/consumptions/4'));
  expect(await screen.findByRole('cell', { name: 'Aminata' })).toBeInTheDocument();
});

test('Comptes: each doctor’s balance (consumed − paid); a doctor opens their payments', async () => {
  serveLabWork({
    consumptions: [consumption('1', 'Aminata', 3000.1, ['11', '12'], '2026-03-01T10:00:00Z')],
    payments: [payment('1', 1000.05, '', '2026-03-03'), payment('2', 500, '', '2026-03-04', '5')],
  });
  render('/laboratory/1/accounts', [permission('AFFICHER_GLOBAL', 'COMPTES_LABORATOIRE'), ...allActionsOn('PAIEMENTS_LABORATOIRES')]);
  const table = await screen.findByRole('table', { name: 'Comptes des médecins' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Médecin', 'Solde dû au laboratoire']);
  const sidi = await within(table).findByRole('row', { name: /dr\.sidi/ });
  expect(plain(sidi.textContent)).toContain(money(5000.15));
  expect(plain(within(table).getByRole('row', { name: /dr\.mariem/ }).textContent)).toContain(money(-500));
  await userEvent.click(within(sidi).getByRole('link', { name: 'Paiements de dr.sidi' }));
  await waitFor(() => expect(currentLocation()).toBe('/laboratory/1/payments/4'));
  expect(await screen.findByRole('heading', { name: 'dr.sidi' })).toBeInTheDocument();
});

const CONSUMPTIONS = [consumption('1', 'Aminata', 3000.1, ['11', '12', '13'], '2026-03-01T10:00:00Z'), consumption('2', 'Brahim', 1500, ['36'], '2026-03-04T10:00:00Z')];

test('Consommations: each one’s date, newest first, line total price × teeth, the grand total in the footer', async () => {
  serveLabWork({ consumptions: CONSUMPTIONS });
  render('/laboratory/1/consumptions/4', [permission('AFFICHER', 'CONSOMMATIONS_LABORATOIRE')], DR_SIDI);
  const table = await screen.findByRole('table', { name: 'Consommations du laboratoire' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Patient', 'Traitement', 'Dents', 'Prix du lab', 'Total']);
  await within(table).findByRole('cell', { name: 'Aminata' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([['04/03/2026', 'Brahim'], ['01/03/2026', 'Aminata'], ['Total', '']]);
  expect(plain(rows[1].textContent)).toContain('11, 12, 13');
  expect(plain(rows[1].textContent)).toContain(money(9000.3));
  expect(plain(rows[2].textContent)).toContain(money(10500.3));
});

test('Consommations: the date as each language writes it', async () => {
  for (const language of ['en', 'ar'] as const) {
    await i18n.changeLanguage(language);
    serveLabWork({ consumptions: CONSUMPTIONS });
    const { unmount } = render('/laboratory/1/consumptions/4', [permission('AFFICHER', 'CONSOMMATIONS_LABORATOIRE')], DR_SIDI);
    const row = await screen.findByRole('row', { name: /Brahim/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(formatDate('2026-03-04T10:00:00Z', language));
    expect(screen.getByRole('columnheader', { name: language === 'en' ? 'Date' : 'التاريخ' })).toBeInTheDocument();
    unmount();
  }
});

test('a read refused with AFFICHER shows the refusal and empties the tab', async () => {
  serveApi(({ route }) =>
    route === 'laboratories.list' ? answer('laboratories.list', [NOUR]) : refused("AFFICHER : vous n'avez pas la permission de voir les consommations des laboratoires", 403),
  );
  render('/laboratory/1/consumptions/4', [permission('AFFICHER', 'CONSOMMATIONS_LABORATOIRE')], DR_SIDI);
  expect(await screen.findByRole('button', { name: "AFFICHER : vous n'avez pas la permission de voir les consommations des laboratoires" })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Aucune consommation' })).toBeInTheDocument();
});

test('without the global view another doctor’s or an assistant’s address of a doctor’s tab goes to one’s own', async () => {
  const { calls } = serveLabWork();
  const own = [permission('AFFICHER', 'PATIENTS_LABORATOIRE'), permission('AFFICHER', 'PAIEMENTS_LABORATOIRES'), permission('AFFICHER', 'CONSOMMATIONS_LABORATOIRE')];
  for (const [tab, other] of [['patients', '5'], ['payments', '5'], ['consumptions', '5'], ['payments', '9']] as const) {
    const { unmount } = render(`/laboratory/1/${tab}/${other}`, own, DR_SIDI);
    await waitFor(() => expect(currentLocation()).toBe(`/laboratory/1/${tab}/4`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
  }
  const doctorsAsked = calls.filter((call) => ['labCases.list', 'labPayments.list', 'labConsumptions.list'].includes(call.route ?? '')).map((call) => call.params.doctor);
  expect(doctorsAsked.length).toBeGreaterThan(0);
  expect(doctorsAsked.every((doctor) => doctor === '4')).toBe(true);
});

test('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork();
  render('/laboratory/1/treatments', allActionsOn('PAIEMENTS_LABORATOIRES', 'TRAITEMENTS_LABORATOIRES'));
  expect(await screen.findByRole('heading', { name: 'العلاجات — Lab Nour' })).toBeInTheDocument();
  expect(tabNames()).toEqual(['المدفوعات', 'العلاجات']);
});
