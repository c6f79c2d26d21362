import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { fetchSettings } from '@dental/auth';
import { answer, formErrors } from '@dental/testing';
import { PAYMENT_NOTICE_MS } from '../common/TimedNotice';
import { consumable, DR_SIDI, fakeConsumables, makeOrder, OWN_ALL, renderConsumables, supplier } from '../test-utils';

const GANTS = consumable('c1', 'Gants');
const MASQUES = consumable('c2', 'Masques');
const MEDI = supplier('s1', 'Medi Sud');

beforeEach(() => i18n.changeLanguage('fr'));

const line = (n: number) => screen.getByRole('group', { name: `Ligne ${n}` });

test('checks the lines before sending: an empty line, then a line without quantity; the order goes once both are fixed', async () => {
  const { calls, state } = fakeConsumables({ consumables: [MASQUES, GANTS], suppliers: [MEDI] });
  renderConsumables('/Consumables/4/purchase-order');
  expect(await screen.findByText('Aucun bon de commande')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un bon de commande' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un bon de commande' });
  await screen.findByRole('option', { name: 'Medi Sud' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Fournisseur'), 'Medi Sud');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('il y a une ligne vide dans votre bon de commande')).toBeInTheDocument();

  await userEvent.selectOptions(within(line(1)).getByLabelText('Consommable'), 'Gants');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une ligne' }));
  await userEvent.selectOptions(within(line(2)).getByLabelText('Consommable'), 'Masques');
  await userEvent.type(within(line(1)).getByLabelText('Quantité'), '3');
  await userEvent.type(within(line(1)).getByLabelText('Prix unitaire'), '0.1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText("il y a un element que vous n'avez pas donner sa quantite")).toBeInTheDocument();
  expect(within(dialog).queryByText('il y a une ligne vide dans votre bon de commande')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'purchaseOrders.create')).toHaveLength(0);

  await userEvent.type(within(line(2)).getByLabelText('Quantité'), '7');
  await userEvent.type(within(line(2)).getByLabelText('Prix unitaire'), '19.99');
  expect(within(dialog).getByText('Somme des lignes', { exact: false })).toHaveTextContent('140,23 MRU');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un bon de commande' })).not.toBeInTheDocument());
  const create = calls.find((call) => call.route === 'purchaseOrders.create')!;
  expect(create.pathParams.doctorId).toBe('4');
  expect(create.body).toEqual({ supplier: 's1', LinePurchaseOrder: [{ consumable: 'c1', qty: 3, price: 0.1 }, { consumable: 'c2', qty: 7, price: 19.99 }] });
  expect(calls.filter((call) => call.route === 'purchaseOrders.setTotal')).toHaveLength(0);
  expect(state.orders[0].total).toBe(140.23);
  const row = (await screen.findByRole('cell', { name: 'BC-1-3' })).closest('tr')!;
  expect(row).toHaveTextContent('140,23 MRU');
});

test('a total typed other than the sum of the lines goes with the lines in the one create call', async () => {
  const { calls, state } = fakeConsumables({ consumables: [GANTS], suppliers: [MEDI] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un bon de commande' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un bon de commande' });
  await screen.findByRole('option', { name: 'Medi Sud' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Fournisseur'), 'Medi Sud');
  await userEvent.selectOptions(within(line(1)).getByLabelText('Consommable'), 'Gants');
  await userEvent.type(within(line(1)).getByLabelText('Quantité'), '2');
  await userEvent.type(within(line(1)).getByLabelText('Prix unitaire'), '50');
  const total = within(dialog).getByLabelText('Total BC');
  expect(total).toHaveValue('100');
  await userEvent.clear(total);
  await userEvent.type(total, '90');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un bon de commande' })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.route === 'purchaseOrders.create').map((call) => call.body)).toEqual([{ supplier: 's1', LinePurchaseOrder: [{ consumable: 'c1', qty: 2, price: 50 }], total: 90 }]);
  expect(calls.filter((call) => call.route === 'purchaseOrders.setTotal')).toHaveLength(0);
  expect(state.orders[0].total).toBe(90);
});

test('an edit whose typed total is refused (below what is paid) changes nothing: lines and total go in one PUT', async () => {
  const order = makeOrder({ _id: 'o1', num: 7, supplier: MEDI, lines: [{ consumable: GANTS, qty: 4, price: 25 }], payments: [80] });
  const { calls, state } = fakeConsumables({ consumables: [GANTS, MASQUES], suppliers: [MEDI], orders: [order] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier BC-7-2' }));
  const dialog = screen.getByRole('dialog', { name: /BC-7-2/ });
  await screen.findByRole('option', { name: 'Masques' });
  await userEvent.selectOptions(within(line(1)).getByLabelText('Consommable'), 'Masques');
  const quantity = within(line(1)).getByLabelText('Quantité');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '5');
  const total = within(dialog).getByLabelText('Total BC');
  await userEvent.clear(total);
  await userEvent.type(total, '70');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  expect(await within(dialog).findByText('Le total ne peut pas être inférieur à ce qui est déjà payé (80.00)')).toBeInTheDocument();
  const updates = calls.filter((call) => call.route === 'purchaseOrders.update');
  expect(updates.map((call) => call.body)).toEqual([{ supplier: 's1', LinePurchaseOrder: [{ consumable: 'c2', qty: 5, price: 25 }], total: 70 }]);
  expect(calls.filter((call) => call.route === 'purchaseOrders.setTotal')).toHaveLength(0);
  expect(state.orders[0]).toMatchObject({ total: 100, paid: 80 });
  expect(state.orders[0].LinePurchaseOrder.map((l) => [l.consumable._id, l.qty, l.price])).toEqual([['c1', 4, 25]]);

  // A total the server accepts: the same form, one more PUT, and the order changes at once.
  await userEvent.clear(total);
  await userEvent.type(total, '125');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /BC-7-2/ })).not.toBeInTheDocument());
  expect(calls.filter((call) => call.route === 'purchaseOrders.update')).toHaveLength(2);
  expect(state.orders[0]).toMatchObject({ total: 125, paid: 80, remainder: 45 });
  expect(state.orders[0].LinePurchaseOrder.map((l) => [l.consumable._id, l.qty])).toEqual([['c2', 5]]);
});

test('pays an order: "Ajouter avec success", "Modifier avec success", "Supprimer avec success" in a blue block for a second', async () => {
  const order = makeOrder({ _id: 'o1', num: 7, supplier: MEDI, lines: [{ consumable: GANTS, qty: 4, price: 25 }] });
  fakeConsumables({ consumables: [GANTS], suppliers: [MEDI], orders: [order] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Paiements du bon BC-7-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Paiements du bon BC-7-2' });
  const remainder = () => within(dialog).getByTestId('order-remainder');
  expect(remainder()).toHaveTextContent('100,00 MRU');

  await userEvent.type(within(dialog).getByLabelText('Montant'), '60');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
  const added = await within(dialog).findByText('Ajouter avec success');
  expect(added.closest('.consumables-notice')).toBeInTheDocument();
  expect(remainder()).toHaveTextContent('40,00 MRU');
  await waitFor(() => expect(within(dialog).queryByText('Ajouter avec success')).not.toBeInTheDocument(), { timeout: PAYMENT_NOTICE_MS + 500 });

  await userEvent.click(within(dialog).getByRole('button', { name: /^Modifier 60,00 MRU/ }));
  const amount = within(dialog).getByLabelText('Montant');
  await userEvent.clear(amount);
  await userEvent.type(amount, '70');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
  expect(await within(dialog).findByText('Modifier avec success')).toBeInTheDocument();
  expect(remainder()).toHaveTextContent('30,00 MRU');

  await userEvent.click(within(dialog).getByRole('button', { name: /^Supprimer 70,00 MRU/ }));
  const question = screen.getByRole('dialog', { name: 'Supprimer le paiement' });
  expect(question).toHaveTextContent(/Vous etes sur de vouloir supprimer 70,00 MRU/);
  await userEvent.click(within(question).getByRole('button', { name: 'Confirmer' }));
  expect(await within(dialog).findByText('Supprimer avec success')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Supprimer le paiement' })).not.toBeInTheDocument();
  expect(remainder()).toHaveTextContent('100,00 MRU');
});

test('a payment above the remainder: "dépasse le reste à payer" stays in red, its field marked, past the blue block\'s second, until the amount changes', async () => {
  const order = makeOrder({ _id: 'o1', num: 7, supplier: MEDI, lines: [{ consumable: GANTS, qty: 4, price: 25 }], payments: [60] });
  fakeConsumables({ consumables: [GANTS], suppliers: [MEDI], orders: [order] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Paiements du bon BC-7-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Paiements du bon BC-7-2' });
  const amount = within(dialog).getByLabelText('Montant');
  await userEvent.type(amount, '50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

  const refusal = await within(dialog).findByRole('button', { name: 'Le paiement dépasse le reste à payer (40.00)' });
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  await act(() => new Promise((resolve) => setTimeout(resolve, PAYMENT_NOTICE_MS + 500)));
  expect(refusal).toBeInTheDocument();
  expect(amount).toHaveValue('50');

  // The date is not what the message names: it stays.
  await userEvent.clear(within(dialog).getByLabelText('Date'));
  await userEvent.type(within(dialog).getByLabelText('Date'), '2026-02-01');
  expect(refusal).toBeInTheDocument();
  await userEvent.type(amount, '{Backspace}');
  expect(within(dialog).queryByText('Le paiement dépasse le reste à payer (40.00)')).not.toBeInTheDocument();
  expect(amount).not.toHaveAttribute('aria-invalid');
});

test('a refused deletion of a payment stays in its confirmation until dismissed or cancelled', async () => {
  const order = makeOrder({ _id: 'o1', num: 7, supplier: MEDI, lines: [{ consumable: GANTS, qty: 4, price: 25 }], payments: [60] });
  fakeConsumables({ consumables: [GANTS], suppliers: [MEDI], orders: [order] }, (request) =>
    request.route === 'purchaseOrders.removePayment' ? formErrors('Paiement déjà clôturé') : undefined,
  );
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Paiements du bon BC-7-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Paiements du bon BC-7-2' });
  await userEvent.click(within(dialog).getByRole('button', { name: /^Supprimer 60,00 MRU/ }));
  const question = screen.getByRole('dialog', { name: 'Supprimer le paiement' });
  await userEvent.click(within(question).getByRole('button', { name: 'Confirmer' }));
  expect(await within(question).findByRole('alert')).toHaveTextContent('Paiement déjà clôturé');
  await act(() => new Promise((resolve) => setTimeout(resolve, PAYMENT_NOTICE_MS + 500)));
  expect(within(question).getByRole('alert')).toHaveTextContent('Paiement déjà clôturé');
  expect(within(dialog).getByTestId('order-remainder')).toHaveTextContent('40,00 MRU');
});

test('"Ajouter une ligne" puts the focus on the new line\'s consumable', async () => {
  fakeConsumables({ consumables: [GANTS], suppliers: [MEDI] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un bon de commande' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un bon de commande' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une ligne' }));
  expect(within(line(2)).getByLabelText('Consommable')).toHaveFocus();
  // Typing goes on in the new line; a removed line takes nothing else with it.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une ligne' }));
  expect(within(line(3)).getByLabelText('Consommable')).toHaveFocus();
  await userEvent.type(within(line(3)).getByLabelText('Quantité'), '2');
  expect(within(line(3)).getByLabelText('Quantité')).toHaveFocus();
});

test('prints an order: who ordered it from whom (doctor, supplier and phone), its lines and their sum, then what is paid and what remains', async () => {
  const order = makeOrder({ _id: 'o1', num: 3, supplier: MEDI, lines: [{ consumable: GANTS, qty: 3, price: 0.1 }, { consumable: MASQUES, qty: 7, price: 19.99 }], payments: [40] });
  fakeConsumables({ consumables: [GANTS, MASQUES], suppliers: [MEDI], orders: [order] });
  renderConsumables('/Consumables/4/purchase-order');
  await userEvent.click(await screen.findByRole('button', { name: 'Imprimer le bon BC-3-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Bon de commande BC-3-2' });
  const table = within(dialog).getByRole('table', { name: 'Lignes du bon de commande' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['ConsommableQuantitéPrix unitaireTotal', 'Gants30,10 MRU0,30 MRU', 'Masques719,99 MRU139,93 MRU', 'Total140,23 MRU']);
  const facts = [...dialog.querySelectorAll('dl > div')].map((fact) => fact.textContent);
  expect(facts).toEqual(expect.arrayContaining(['Médecindr.sidi', `FournisseurMedi Sud`, `Téléphone du fournisseur${MEDI.phone}`, 'Total BC140,23 MRU', 'Total payé40,00 MRU', 'Reste100,23 MRU']));
  expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
});

test('the Arabic print keeps parentheses around their words: names and the reference are isolated; the doctor is named by full name; the clinic heads it', async () => {
  await i18n.changeLanguage('ar');
  const boxed = consumable('c9', 'Gants (boîte de 100)');
  const nkc = supplier('s9', 'Medi Sud (Nouakchott)');
  const order = makeOrder({ _id: 'o1', num: 3, supplier: nkc, lines: [{ consumable: boxed, qty: 2, price: 10 }] });
  const doctors = [{ _id: '4', username: 'dr.sidi', fullName: 'Dr Ahmed Sidi', doctor: { cabinet: true, percentage: 50 } }];
  fakeConsumables({ consumables: [boxed], suppliers: [nkc], orders: [order] }, (request) => (request.route === 'users.list' ? answer('users.list', doctors) : undefined));
  renderConsumables('/Consumables/4/purchase-order', OWN_ALL, DR_SIDI, (store) => {
    store.dispatch(fetchSettings.fulfilled({ clinicName: 'Cabinet Ennour', mainColor: '#00b894', logo: '', openingHours: '', consultationPrice: 300, address: 'Tevragh Zeina, Nouakchott', phone: '+222 45 25 00 00' }, 'r'));
  });
  await userEvent.click(await screen.findByRole('button', { name: 'طباعة BC-3-2' }));
  const dialog = screen.getByRole('dialog', { name: 'طلب الشراء BC-3-2' });
  const isolated = [...dialog.querySelectorAll('bdi')].map((bdi) => [bdi.getAttribute('dir'), bdi.textContent]);
  expect(isolated).toEqual(
    expect.arrayContaining([
      ['ltr', 'BC-3-2'],
      [null, 'Gants (boîte de 100)'],
      [null, 'Medi Sud (Nouakchott)'],
      [null, 'Dr Ahmed Sidi'],
    ]),
  );
  expect(dialog).toHaveTextContent('Cabinet Ennour');
  expect(dialog).toHaveTextContent('Tevragh Zeina, Nouakchott');
  expect(dialog).toHaveTextContent('+222 45 25 00 00');
  expect(dialog).not.toHaveTextContent('dr.sidi');
});

test('an unknown doctor: the not-found message alone, no add button and no table', async () => {
  fakeConsumables({ suppliers: [MEDI] }, (request) => (request.route === 'purchaseOrders.list' ? { status: 404, data: { err: 'Élément introuvable' } } : undefined));
  renderConsumables('/Consumables/4/purchase-order');
  expect(await screen.findByText('Élément introuvable')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter un bon de commande' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('in Arabic an order\'s amounts read "amount MRU", isolated left to right', async () => {
  await i18n.changeLanguage('ar');
  const order = makeOrder({ _id: 'o1', num: 7, supplier: MEDI, lines: [{ consumable: GANTS, qty: 1, price: 13325.46 }], payments: [25] });
  fakeConsumables({ consumables: [GANTS], suppliers: [MEDI], orders: [order] });
  renderConsumables('/Consumables/4/purchase-order');
  const row = (await screen.findByRole('cell', { name: 'BC-7-2' })).closest('tr')!;
  expect([...row.querySelectorAll('bdi')].map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
    ['ltr', '13,325.46 MRU'],
    ['ltr', '25.00 MRU'],
    ['ltr', '13,300.46 MRU'],
  ]);
});

test('shows the read failure of the list', async () => {
  fakeConsumables({}, (request) => (request.route === 'purchaseOrders.list' ? { status: 500, data: { err: 'Le serveur a échoué' } } : undefined));
  renderConsumables('/Consumables/4/purchase-order');
  expect(await screen.findByText('Le serveur a échoué')).toBeInTheDocument();
});
