import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translateMessage } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { today } from './common/format';
import { consumable, fakeConsumables, makeOrder, renderConsumables, supplier } from './test-utils';

/** The amount and date fields of the consumables: what is typed is read as typed, or refused with the right words. */

const GANTS = consumable('c1', 'Gants');
const MEDI = supplier('s1', 'Medi Sud');

beforeEach(() => i18n.changeLanguage('fr'));

async function openConsumption() {
  const fake = fakeConsumables();
  renderConsumables('/Consumables/4/consumptions');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une consommation' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une consommation' });
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Eau');
  return { ...fake, dialog };
}

/** What a browser does with 31/02/2026 typed in a date input: the value is emptied and the input reports bad input. */
function typeImpossibleDay(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { value: { badInput: true, valid: false } });
  fireEvent.change(input, { target: { value: '2026-02-31' } });
}

test('a consumption of "12,5" is saved as 12.50, never as 125; the amount is a text input with the decimal keyboard', async () => {
  const { calls, dialog } = await openConsumption();
  const amount = within(dialog).getByLabelText('Montant');
  expect(amount).toHaveAttribute('type', 'text');
  expect(amount).toHaveAttribute('inputmode', 'decimal');
  await userEvent.type(amount, '12,5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'consumptions.create')?.body).toEqual({ note: 'Eau', amount: 12.5, doctor: '4', createdAt: today() }));
});

test('a consumption typed with Arabic-Indic digits (١٢٣) is 123', async () => {
  const { calls, dialog } = await openConsumption();
  await userEvent.type(within(dialog).getByLabelText('Montant'), '١٢٣');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'consumptions.create')?.body).toMatchObject({ amount: 123 }));
});

test('"1e3" is refused as an unreadable amount, not as "a positive amount"; nothing is sent', async () => {
  const { calls, dialog } = await openConsumption();
  await userEvent.type(within(dialog).getByLabelText('Montant'), '1e3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('common.amountUnreadable', 'fr'))).toBeInTheDocument();
  expect(within(dialog).queryByText(translateMessage('consumption.amountInvalid', 'fr'))).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'consumptions.create')).toHaveLength(0);
});

test('a consumption dated 31/02/2026 is refused with the server’s message, never saved dated today', async () => {
  const { calls, dialog } = await openConsumption();
  await userEvent.type(within(dialog).getByLabelText('Montant'), '10');
  typeImpossibleDay(within(dialog).getByLabelText('Date'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('consumption.dateInvalid', 'fr'))).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((call) => call.route === 'consumptions.create')).toHaveLength(0);
});

async function openOrderForm() {
  const fake = fakeConsumables({ consumables: [GANTS], suppliers: [MEDI] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un bon de commande' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un bon de commande' });
  await screen.findByRole('option', { name: 'Medi Sud' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Fournisseur'), 'Medi Sud');
  const line = within(dialog).getByRole('group', { name: 'Ligne 1' });
  await userEvent.selectOptions(within(line).getByLabelText('Consommable'), 'Gants');
  await userEvent.type(within(line).getByLabelText('Quantité'), '2');
  return { ...fake, dialog, price: within(line).getByLabelText('Prix unitaire') };
}

test('a negative unit price is refused as "must be positive", not as "required"; nothing is sent', async () => {
  const { calls, dialog, price } = await openOrderForm();
  await userEvent.type(price, '-5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('purchaseOrder.priceInvalid', 'fr'))).toBeInTheDocument();
  expect(within(dialog).queryByText(translateMessage('purchaseOrder.priceRequired', 'fr'))).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'purchaseOrders.create')).toHaveLength(0);
});

test('a unit price of "1e3" is unreadable; "12,5" is sent as 12.50', async () => {
  const { calls, dialog, price } = await openOrderForm();
  await userEvent.type(price, '1e3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText(translateMessage('common.amountUnreadable', 'fr'))).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'purchaseOrders.create')).toHaveLength(0);
  await userEvent.clear(price);
  await userEvent.type(price, '12,5');
  expect(within(dialog).getByText('Somme des lignes', { exact: false })).toHaveTextContent('25,00 MRU');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.find((call) => call.route === 'purchaseOrders.create')?.body).toEqual({ supplier: 's1', LinePurchaseOrder: [{ consumable: 'c1', qty: 2, price: 12.5 }] }));
});

test('an order payment of "12,5" is 12.50; one dated 31/02/2026 is refused with the server’s message', async () => {
  const order = makeOrder({ _id: 'o1', num: 7, supplier: MEDI, lines: [{ consumable: GANTS, qty: 4, price: 25 }] });
  const { calls } = fakeConsumables({ consumables: [GANTS], suppliers: [MEDI], orders: [order] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Paiements du bon BC-7-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Paiements du bon BC-7-2' });
  await userEvent.type(within(dialog).getByLabelText('Montant'), '12,5');
  typeImpossibleDay(within(dialog).getByLabelText('Date'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
  expect(await within(dialog).findByText(translateMessage('purchaseOrder.dateInvalid', 'fr'))).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'purchaseOrders.addPayment')).toHaveLength(0);
});
