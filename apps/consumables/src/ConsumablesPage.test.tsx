import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@dental/i18n';
import { currentLocation } from '@dental/testing';
import { today } from './common/format';
import { consumable, DR_SIDI, fakeConsumables, makeConsumption, makeOrder, permission, renderConsumables, supplier, viewOnly } from './test-utils';

beforeEach(() => i18n.changeLanguage('fr'));

test('shows only the tabs whose collection the user may view, and opens the first when the path names none', async () => {
  fakeConsumables();
  renderConsumables('/Consumables/4', viewOnly('CONSOMMATIONS', 'FOURNISSEURS'));
  const tabs = await screen.findByRole('tablist', { name: 'Consommables' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Consommations', 'Fournisseurs']);
  await waitFor(() => expect(currentLocation()).toBe('/Consumables/4/consumptions'));
  expect(within(tabs).getByRole('tab', { name: 'Consommations' })).toHaveAttribute('aria-selected', 'true');
  // No write right: no add button.
  expect(await screen.findByText('Aucune consommation')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter une consommation' })).not.toBeInTheDocument();
});

test('a tab the user may not view leads to one they may; without the global view, to their own doctor', async () => {
  fakeConsumables();
  renderConsumables('/Consumables/9/purchase-order', viewOnly('LIST_CONSOMMABLE'));
  await waitFor(() => expect(currentLocation()).toBe('/Consumables/4/consumable_list'));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Liste des consommables']);
  expect(screen.queryByRole('combobox', { name: 'Médecin' })).not.toBeInTheDocument();
});

test('the arrow keys move between tabs and change the path', async () => {
  fakeConsumables();
  renderConsumables('/Consumables/4/purchase-order', viewOnly('BON_COMMANDE', 'CONSOMMATIONS'));
  const first = await screen.findByRole('tab', { name: 'Bons de commande' });
  first.focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(currentLocation()).toBe('/Consumables/4/consumptions'));
});

test('with the global view, a drop-down of the cabinet doctors chooses whose data the tab shows', async () => {
  fakeConsumables({}, (request) =>
    request.route === 'users.list'
      ? { status: 200, data: { success: [{ _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 50 }, roles: [], createdAt: '' }, { _id: '9', username: 'dr.aicha', doctor: { cabinet: true, percentage: 40 }, roles: [], createdAt: '' }] } }
      : undefined,
  );
  renderConsumables('/Consumables/4/consumptions', [...viewOnly('CONSOMMATIONS'), permission('AFFICHER_GLOBAL', 'CONSOMMATIONS')]);
  const select = await screen.findByRole('combobox', { name: 'Médecin' });
  await screen.findByRole('option', { name: 'dr.aicha' });
  await userEvent.selectOptions(select, 'dr.aicha');
  await waitFor(() => expect(currentLocation()).toBe('/Consumables/9/consumptions'));
});

test('the consumable list is alphabetical in the language of the user, accents and case aside', async () => {
  fakeConsumables({ consumables: [consumable('1', 'masques'), consumable('2', 'Éponges'), consumable('3', 'anesthésique'), consumable('4', 'Gants'), consumable('5', 'compresses')] });
  renderConsumables('/Consumables/4/consumable_list');
  const table = await screen.findByRole('table', { name: 'Liste des consommables' });
  await within(table).findByText('Gants');
  const names = within(table).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);
  expect(names).toEqual(['anesthésique', 'compresses', 'Éponges', 'Gants', 'masques']);
  expect(within(table).getByRole('button', { name: 'Modifier Gants' })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Supprimer Gants' })).toBeInTheDocument();
});

test('adds a consumable with its one field; "name required" stays in the form', async () => {
  const { state } = fakeConsumables();
  renderConsumables('/Consumables/4/consumable_list');
  expect(await screen.findByText('Aucun consommable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un consommable' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un consommable' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le nom est obligatoire')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Note'), 'Gants');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('cell', { name: 'Gants' })).toBeInTheDocument();
  expect(state.consumables.map((c) => c.name)).toEqual(['Gants']);
});

test('records a consumption for the doctor of the path', async () => {
  const { calls } = fakeConsumables();
  renderConsumables('/Consumables/4/consumptions');
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une consommation' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une consommation' });
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Électricité');
  await userEvent.type(within(dialog).getByLabelText('Montant'), '1200.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  const row = (await screen.findByRole('cell', { name: 'Électricité' })).closest('tr')!;
  expect(row).toHaveTextContent('1 200,50 MRU');
  expect(calls.find((call) => call.route === 'consumptions.create')!.body).toEqual({ note: 'Électricité', amount: 1200.5, doctor: '4', createdAt: today() });
});

test('dates a consumption, and pages the list with a period filter and the period’s total', async () => {
  const consumptions = Array.from({ length: 35 }, (_, i) => makeConsumption(`c${i}`, `Achat ${i + 1}`, 10, `2026-0${i < 20 ? 2 : 1}-${String((i % 20) + 1).padStart(2, '0')}T10:00:00.000Z`));
  const { calls } = fakeConsumables({ consumptions });
  renderConsumables('/Consumables/4/consumptions');
  const table = await screen.findByRole('table', { name: 'Consommations' });
  await within(table).findByRole('cell', { name: 'Achat 1' });
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(screen.getByText('30 sur 35')).toBeInTheDocument();
  expect(screen.getByText(/Total de la période : 350,00 MRU/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
  expect(await screen.findByText('35 sur 35')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-01-01' } });
  fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-01-31' } });
  expect(await screen.findByText('15 sur 15')).toBeInTheDocument();
  expect(screen.getByText(/Total de la période : 150,00 MRU/)).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'consumptions.list').at(-1)!.params).toMatchObject({ from: '2026-01-01', to: '2026-01-31', offset: 0, limit: 30 });

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter une consommation' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une consommation' });
  expect(within(dialog).getByLabelText('Date')).toHaveValue(today());
});

test("the supplier page: the doctor's orders of the supplier behind a toggle, the payment history behind another, an order's lines on a click", async () => {
  const medi = { ...supplier('s1', 'Medi Sud'), balance: 40, historyPayment: [{ _id: 'h1', payment: 60, purchaseOrderId: 'o1', reference: 'BC-7-2', doctor: '4', createdAt: '2026-02-01' }] };
  const gants = consumable('c1', 'Gants');
  const order = makeOrder({ _id: 'o1', num: 7, supplier: medi, lines: [{ consumable: gants, qty: 4, price: 25 }], payments: [60] });
  const { calls } = fakeConsumables({ suppliers: [medi], orders: [order], consumables: [gants] });
  renderConsumables('/Consumables/4/suppliers');
  await userEvent.click(await screen.findByRole('link', { name: 'Medi Sud' }));
  await waitFor(() => expect(currentLocation()).toBe('/Consumables/4/suppliers/s1'));
  expect(await screen.findByRole('heading', { name: 'Medi Sud' })).toBeInTheDocument();
  const orders = await screen.findByRole('table', { name: 'Bons de commande' });
  const row = (await within(orders).findByRole('button', { name: 'Voir les lignes du bon BC-7-2' })).closest('tr')!;
  expect(row.textContent).toBe('7Medi SudBC-7-2100,00 MRU60,00 MRU40,00 MRU01/02/2026');
  expect(calls.find((call) => call.route === 'purchaseOrders.list')!.params).toEqual({ supplier: 's1' });

  const historyToggle = screen.getByRole('button', { name: 'Historique des paiements' });
  expect(historyToggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(historyToggle);
  const history = screen.getByRole('table', { name: 'Historique des paiements' });
  expect(within(history).getAllByRole('row')[1].textContent).toBe('BC-7-260,00 MRU01/02/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Bons de commande' }));
  expect(screen.queryByRole('table', { name: 'Bons de commande' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Bons de commande' }));

  await userEvent.click(within(screen.getByRole('table', { name: 'Bons de commande' })).getByRole('button', { name: 'Voir les lignes du bon BC-7-2' }));
  const dialog = screen.getByRole('dialog', { name: 'Bon de commande BC-7-2' });
  expect(within(dialog).getByRole('row', { name: /Gants/ })).toHaveTextContent('Gants425,00 MRU100,00 MRU');
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Consumables/4/suppliers');
});

test('an unknown supplier: "Fournisseur introuvable" and the back arrow alone, no tables, totals or toggles', async () => {
  const medi = supplier('s1', 'Medi Sud');
  fakeConsumables({ suppliers: [medi], orders: [makeOrder({ _id: 'o1', num: 7, supplier: medi, lines: [{ consumable: consumable('c1', 'Gants'), qty: 4, price: 25 }] })] });
  renderConsumables('/Consumables/4/suppliers/999');
  expect(await screen.findByText('Fournisseur introuvable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/Consumables/4/suppliers');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bons de commande' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Historique des paiements' })).not.toBeInTheDocument();
  expect(screen.queryByText(/MRU/)).not.toBeInTheDocument();
});

test('the supplier page in Arabic: amounts read "amount MRU" left to right, and the arrow of a closed section points left', async () => {
  await i18n.changeLanguage('ar');
  const medi = { ...supplier('s1', 'Medi Sud'), balance: 13325.46, historyPayment: [{ _id: 'h1', payment: 60, purchaseOrderId: 'o1', reference: 'BC-7-2', doctor: '4', createdAt: '2026-02-01' }] };
  const order = makeOrder({ _id: 'o1', num: 7, supplier: medi, lines: [{ consumable: consumable('c1', 'Gants'), qty: 1, price: 13385.46 }], payments: [60] });
  fakeConsumables({ suppliers: [medi], orders: [order] });
  renderConsumables('/Consumables/4/suppliers/s1');
  const orders = await screen.findByRole('table', { name: 'طلبات الشراء' });
  const row = (await within(orders).findByRole('button', { name: /BC-7-2/ })).closest('tr')!;
  const amounts = [...row.querySelectorAll('bdi')];
  expect(amounts.map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
    ['ltr', '13,385.46 MRU'],
    ['ltr', '60.00 MRU'],
    ['ltr', '13,325.46 MRU'],
  ]);
  const balance = screen.getByText('13,325.46 MRU', { selector: 'strong bdi' });
  expect(balance).toHaveAttribute('dir', 'ltr');

  const openToggle = screen.getByRole('button', { name: 'طلبات الشراء' });
  const closedToggle = screen.getByRole('button', { name: 'سجل المدفوعات' });
  expect(closedToggle).toHaveAttribute('aria-expanded', 'false');
  expect(closedToggle.querySelector('svg')).toHaveClass('lucide-chevron-left');
  expect(openToggle.querySelector('svg')).toHaveClass('lucide-chevron-down');
  await userEvent.click(closedToggle);
  expect(closedToggle.querySelector('svg')).toHaveClass('lucide-chevron-down');
  await userEvent.click(openToggle);
  expect(openToggle.querySelector('svg')).toHaveClass('lucide-chevron-left');

  // In French the closed arrow points right, towards the text.
  await i18n.changeLanguage('fr');
  expect(await screen.findByRole('button', { name: 'Bons de commande' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Bons de commande' }).querySelector('svg')).toHaveClass('lucide-chevron-right');
});

test('adds a supplier ("name and phone required", "already exists"); one with orders cannot be deleted', async () => {
  const medi = supplier('s1', 'Medi Sud');
  const order = makeOrder({ _id: 'o1', num: 1, supplier: medi, lines: [{ consumable: consumable('c1', 'Gants'), qty: 1, price: 10 }] });
  const { state } = fakeConsumables({ suppliers: [medi], orders: [order] });
  renderConsumables('/Consumables/4/suppliers');
  await screen.findByRole('link', { name: 'Medi Sud' });
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un fournisseur' }));
  const dialog = screen.getByRole('dialog', { name: 'Ajouter un fournisseur' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Le nom est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByText('Le téléphone est obligatoire')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Téléphone')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'medi sud');
  await userEvent.type(within(dialog).getByLabelText('Téléphone'), '45250009');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Ce fournisseur existe déjà')).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), 'Dental Nord');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('link', { name: 'Dental Nord' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer Medi Sud' }));
  const confirm = screen.getByRole('dialog', { name: 'Supprimer le fournisseur' });
  expect(within(confirm).getByText('Vous etes sur de vouloir supprimer Medi Sud ?')).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await within(confirm).findByText("Supprimez tous les bons de commande d'un fournisseur avant de le supprimer")).toBeInTheDocument();
  expect(state.suppliers.map((s) => s.name)).toEqual(['Medi Sud', 'Dental Nord']);
});

test('a refused view (AFFICHER…) empties the purchase-order list and says why', async () => {
  fakeConsumables({}, (request) => (request.route === 'purchaseOrders.list' ? { status: 403, data: { err: 'AFFICHER BON_COMMANDE : accès refusé' } } : undefined));
  renderConsumables('/Consumables/4/purchase-order');
  expect(await screen.findByText('AFFICHER BON_COMMANDE : accès refusé')).toBeInTheDocument();
  expect(screen.getByText('Aucun bon de commande')).toBeInTheDocument();
});

test('a user who is no doctor chooses the doctor they act for with the global view, or is told why they cannot without it', async () => {
  const assistant = { ...DR_SIDI, _id: '9', username: 'assistante', doctor: null };
  const { calls } = fakeConsumables();
  const view = renderConsumables('/Consumables/9/consumptions', [permission('AFFICHER', 'CONSOMMATIONS'), permission('AJOUTER', 'CONSOMMATIONS')], assistant);
  expect(await screen.findByText(/Vous n'êtes pas médecin/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter une consommation' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'consumptions.list')).toHaveLength(0);
  view.unmount();

  renderConsumables('/Consumables/9/consumptions', [permission('AFFICHER_GLOBAL', 'CONSOMMATIONS'), permission('AJOUTER', 'CONSOMMATIONS')], assistant);
  expect(await screen.findByText('Choisissez le médecin pour lequel vous agissez.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Médecin' })).toBeInTheDocument();
});
