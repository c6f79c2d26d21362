import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage, type Permission } from '@dental/contracts';
import { users } from '@dental/auth';
import { formatMoney, i18n } from '@dental/i18n';
import { ASSISTANT, payment, plain, serveLabWork, USERS } from '../lab-test-server';
import { LaboratoryPage } from '../laboratory/LaboratoryPage';
import { allActionsOn, callsOf, permission, renderLabPage } from '../test-utils';

jest.mock('@dental/module-kit', () => ({ ...jest.requireActual('@dental/module-kit'), ModuleWidget: () => null }));

const render = (permissions: Permission[] = allActionsOn('PAIEMENTS_LABORATOIRES'), doctorId = '5') =>
  renderLabPage(<LaboratoryPage />, {
    path: `/laboratory/1/payments/${doctorId}`,
    pattern: '/laboratory/:labId/:tab?/:doctorId?',
    permissions,
    user: ASSISTANT,
    prepare: (store) => store.dispatch(users.slice.actions.set(USERS)),
  });

const money = (amount: number) => plain(formatMoney(amount, 'fr'));
const table = () => screen.getByRole('table', { name: 'Paiements au laboratoire — dr.mariem' });

beforeEach(() => i18n.changeLanguage('fr'));

test('titled with the doctor’s username: Montant, Comment, Date, Actions and a total row exact to the cent', async () => {
  serveLabWork({ payments: [payment('1', 1000.1, 'avance', '2026-03-01', '5'), payment('2', 2000.2, 'mars', '2026-03-04', '5'), payment('3', 999, '', '2026-03-04', '4')] });
  render();
  expect(await screen.findByRole('heading', { name: 'dr.mariem' })).toBeInTheDocument();
  await within(table()).findByRole('cell', { name: 'avance' });
  expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Montant', 'Comment', 'Date', 'Actions']);
  const rows = within(table()).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['mars', 'avance', 'Total']);
  expect(plain(rows[0].textContent)).toContain('04/03/2026');
  expect(plain(rows[2].textContent)).toContain(money(3000.3));
});

test('adds a payment: the server’s messages are red banners in the form and mark the amount; then the list and total follow', async () => {
  const { calls } = serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render();
  await within(await screen.findByRole('table', { name: /Paiements au laboratoire/ })).findByRole('cell', { name: 'avance' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un paiement' });
  expect(within(dialog).getByLabelText('Montant')).toHaveAttribute('inputmode', 'decimal');
  expect(within(dialog).getByLabelText('Comment')).toHaveAttribute('type', 'text');
  expect(within(dialog).getByLabelText('Date')).toHaveAttribute('type', 'date');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  const banner = await within(dialog).findByRole('button', { name: 'Le montant est obligatoire' });
  expect(within(dialog).getByLabelText('Montant')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(banner);
  expect(within(dialog).queryByText('Le montant est obligatoire')).not.toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Montant'), '2500.25');
  await userEvent.type(within(dialog).getByLabelText('Comment'), 'solde février');
  await userEvent.clear(within(dialog).getByLabelText('Date'));
  await userEvent.type(within(dialog).getByLabelText('Date'), '2026-03-05');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un paiement' })).not.toBeInTheDocument());
  const create = calls.filter((call) => call.route === 'labPayments.create').at(-1)!;
  expect(create.params).toEqual({ labId: '1' });
  expect(create.body).toEqual({ amount: 2500.25, comment: 'solde février', createdAt: '2026-03-05', doctor: '5' });
  expect(await within(table()).findByRole('cell', { name: 'solde février' })).toBeInTheDocument();
  expect(plain(within(table()).getAllByRole('row').at(-1)!.textContent)).toContain(money(3500.25));
  expect(callsOf(calls, 'labPayments.list')).toBe(2);
});

test('a lab payment typed 31/02/2026 is refused with the server’s message, never saved dated today; "12,5" is 12.50', async () => {
  const { calls } = serveLabWork({ payments: [] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un paiement' });
  await userEvent.type(within(dialog).getByLabelText('Montant'), '12,5');
  const day = within(dialog).getByLabelText('Date');
  // What a browser does with 31/02/2026 typed in a date input: the value is emptied and the input reports bad input.
  Object.defineProperty(day, 'validity', { configurable: true, value: { badInput: true, valid: false } });
  fireEvent.change(day, { target: { value: '2026-02-31' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('labPayment.dateInvalid', 'fr'))).toBeInTheDocument();
  expect(day).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((call) => call.route === 'labPayments.create')).toHaveLength(0);

  Object.defineProperty(day, 'validity', { configurable: true, value: { badInput: false, valid: true } });
  fireEvent.change(day, { target: { value: '2026-02-27' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.filter((call) => call.route === 'labPayments.create').at(-1)?.body).toEqual({ amount: 12.5, comment: '', createdAt: '2026-02-27', doctor: '5' }));
});

test('edits a payment with its values filled in', async () => {
  const { calls } = serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render();
  const name = `Modifier le paiement de ${formatMoney(1000, 'fr')} du 01/03/2026`;
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier le paiement' });
  expect(within(dialog).getByLabelText('Montant')).toHaveValue('1000');
  expect(within(dialog).getByLabelText('Comment')).toHaveValue('avance');
  expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-03-01');
  await userEvent.clear(within(dialog).getByLabelText('Montant'));
  await userEvent.type(within(dialog).getByLabelText('Montant'), '1200');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier le paiement' })).not.toBeInTheDocument());
  expect(calls.find((call) => call.route === 'labPayments.update')).toMatchObject({ pathParams: { paymentId: '1' }, params: { labId: '1' }, body: { amount: 1200, doctor: '5' } });
  // The row and the total.
  expect(await within(table()).findAllByRole('cell', { name: (name) => plain(name) === money(1200) })).toHaveLength(2);
});

test('asks before deleting a payment and removes its row', async () => {
  serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: `Supprimer le paiement de ${formatMoney(1000, 'fr')} du 01/03/2026` }));
  expect(screen.getByText((text) => plain(text) === `Vous etes sur de vouloir supprimer le paiement de ${money(1000)} du 01/03/2026 ?`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await within(table()).findByRole('cell', { name: 'Aucun paiement' })).toBeInTheDocument();
});

test('AJOUTER, MODIFIER and SUPPRIMER on PAIEMENTS_LABORATOIRES each show their button', async () => {
  serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render([permission('AFFICHER_GLOBAL', 'PAIEMENTS_LABORATOIRES')]);
  await within(await screen.findByRole('table', { name: /Paiements au laboratoire/ })).findByRole('cell', { name: 'avance' });
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});

test('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render();
  expect(await screen.findByRole('columnheader', { name: 'المبلغ' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'المدفوعات — Lab Nour' })).toBeInTheDocument();
});

test('the amount is written left to right, so that a negative one reads -500 in Arabic', async () => {
  await i18n.changeLanguage('ar');
  serveLabWork();
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'إضافة' }));
  const amount = within(screen.getByRole('dialog')).getAllByRole('textbox')[0];
  expect(amount).toHaveAttribute('dir', 'ltr');
});

test('an unknown doctor is not found: no title ending in a dash, no Ajouter, no payment read', async () => {
  const { calls } = serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render(undefined, '999');
  expect(await screen.findByText('Médecin introuvable')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText(/— $/)).not.toBeInTheDocument();
  expect(callsOf(calls, 'labPayments.list')).toBe(0);
  // The doctor drop-down stays, to pick a known one.
  expect(screen.getByRole('combobox', { name: 'Médecin' })).toBeInTheDocument();
});

test('an assistant with the view of every doctor pays the laboratory for the doctor chosen in the form (the page’s by default)', async () => {
  const { calls } = serveLabWork({ payments: [] });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un paiement' });
  const doctor = within(dialog).getByRole('combobox', { name: 'Médecin' });
  expect(doctor).toHaveValue('5');
  await userEvent.selectOptions(doctor, 'dr.sidi');
  await userEvent.type(within(dialog).getByLabelText('Montant'), '800');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un paiement' })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.route === 'labPayments.create').at(-1)?.body).toMatchObject({ amount: 800, doctor: '4' });
});

test('a user who is no doctor and sees only their own data is told why: no list, no Ajouter, nothing read', async () => {
  const { calls } = serveLabWork({ payments: [payment('1', 1000, 'avance', '2026-03-01', '5')] });
  render([permission('AFFICHER', 'PAIEMENTS_LABORATOIRES'), permission('AJOUTER', 'PAIEMENTS_LABORATOIRES')], '9');
  expect(await screen.findByText(/Vous n'êtes pas médecin/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
  expect(callsOf(calls, 'labPayments.list')).toBe(0);
});
