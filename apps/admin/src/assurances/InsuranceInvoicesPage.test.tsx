import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assurance, ClinicSettings, InsuranceInvoice, InsuredPayment, RouteKey } from '@dental/contracts';
import { fetchSettings } from '@dental/auth';
import { renderWithSession } from '@dental/testing';
import { insurerInvoiceState } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { allActionsOn, formErrors, ok, readsOf, refused, renderPage, serveApi } from '../test-utils';
import { InsuranceInvoicesPage } from './InsuranceInvoicesPage';

const CNAM: Assurance = { _id: '7', name: 'CNAM', cons_price: 500, color: '#0984e3', type: '', createdAt: '', updatedAt: '' };

// An insurance payment's amount is the insurer's part, billed as it is.
const payment = (id: string, name: string, amount: number): InsuredPayment => ({
  _id: id,
  patient: { _id: `p${id}`, name, RegNo: '0042', professionalId: 'M-77', percentCovered: 80 },
  doctor: { _id: '2', username: 'dr.sidi' },
  type: 'soins',
  amount,
  coveredAmount: amount,
  paymentDate: '2026-11-02',
  createdAt: '',
});

const invoice = (num: number, fields: Partial<Omit<InsuranceInvoice, 'state'>>): InsuranceInvoice => withState({
  _id: `i${num}`,
  assurance: '7',
  numInvoice: num,
  doctor: '2',
  inCommon: false,
  payed: false,
  finish: false,
  payedAt: null,
  createdAt: '',
  payments: [],
  totals: { amount: 0, coveredAmount: 0, count: 0 },
  ...fields,
});

function withState(invoice: Omit<InsuranceInvoice, 'state'>): InsuranceInvoice {
  return { ...invoice, state: insurerInvoiceState(invoice) };
}

/** The table of the selected invoice's payments (the list of invoices is a table too). */
const paymentsTable = () => document.querySelector<HTMLTableElement>('.admin-invoice-table')!;

function fakeInsurer(invoices: InsuranceInvoice[], { refuseCreate = false } = {}) {
  let list = [...invoices];
  const seen: { route: RouteKey | undefined; pathParams: Record<string, string>; params: Record<string, unknown>; body?: unknown }[] = [];
  serveApi(({ method, route, pathParams, params, body }) => {
    seen.push({ route, pathParams, params, body });
    if (route === 'assurances.get' && pathParams.id === '7') return ok(CNAM);
    if (route === 'invoices.list' && pathParams.AssId === '7') return ok(params.global ? list.filter((i) => i.inCommon) : list.filter((i) => i.doctor === params.doctor));
    if (method === 'POST') {
      if (refuseCreate || list.some((i) => !i.finish)) return formErrors("La dernière facture n'est pas encore clôturée");
      const created = invoice(Math.max(0, ...list.map((i) => i.numInvoice)) + 1, {});
      list = [created, ...list];
      return ok(created);
    }
    if (route === 'invoices.pay' && pathParams.AssId === '7') {
      list = list.map((i) => (pathParams.invoiceId === i._id ? withState({ ...i, payed: true, finish: true, payedAt: '2026-11-20T10:00:00Z' }) : i));
      return ok(list[0]);
    }
    if (route === 'invoices.close' && pathParams.AssId === '7') {
      list = list.map((i) => (pathParams.invoiceId === i._id ? withState({ ...i, finish: true }) : i));
      return ok(list.find((i) => i._id === pathParams.invoiceId));
    }
    if (route === 'invoices.unpay' && pathParams.AssId === '7') {
      if ((body as { reason: string }).reason === 'Caisse close') return refused('Le paiement de cette facture est compté dans la caisse clôturée du 20/11/2026', 409);
      list = list.map((i) => (pathParams.invoiceId === i._id ? withState({ ...i, payed: false, payedAt: null }) : i));
      return ok(list.find((i) => i._id === pathParams.invoiceId));
    }
    if (route === 'invoices.remove' && pathParams.AssId === '7') {
      list = list.filter((i) => i._id !== pathParams.invoiceId);
      return ok(invoices[0]);
    }
    return { status: 404, data: { err: 'introuvable' } };
  });
  return seen;
}

const CLINIC: ClinicSettings = { clinicName: 'Clinique Nour', mainColor: '#00b894', logo: '', openingHours: '', consultationPrice: 300, address: 'Tevragh Zeina, Nouakchott', phone: '+222 45 25 30 30' };

const PATH = { path: '/assurance/7/patients/2', pattern: '/assurance/:assId/patients/:doctorId' };

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the doctor’s open invoices as tabs, newest first, with the payments and exact totals', async () => {
  fakeInsurer([
    invoice(3, { payments: [payment('1', 'Aicha', 800), payment('2', 'Moussa', 400.4)], totals: { amount: 1200.4, coveredAmount: 1200.4, count: 2 } }),
    invoice(2, { payed: true, finish: true, payedAt: '2026-10-01T10:00:00Z' }),
    invoice(1, { payed: true, finish: true, payedAt: '2026-09-01T10:00:00Z' }),
  ]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  expect(await screen.findByRole('heading', { name: 'Factures — CNAM' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Facture N° 3' })).toHaveAttribute('aria-selected', 'true');
  // Archived (paid) invoices only with the toggle on.
  expect(screen.queryByRole('tab', { name: 'Facture N° 2' })).not.toBeInTheDocument();
  const table = paymentsTable();
  expect(within(table).getByRole('cell', { name: 'Aicha' })).toBeInTheDocument();
  // Each line says when the care was given.
  expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Date des soins');
  expect(within(table).getAllByRole('cell', { name: /2 nov\. 2026|02\/11\/2026/ }).length).toBeGreaterThan(0);
  expect(within(table).getAllByRole('cell', { name: /^80\s%$/ })).toHaveLength(2);
  const footer = table.querySelector('tfoot')!;
  expect(footer).toHaveTextContent('Total (2)');
  // One amount per line, the insurer's part; the invoice bills their sum.
  expect(within(table).getByRole('columnheader', { name: 'Montant pris en charge' })).toBeInTheDocument();
  expect(footer.textContent?.replace(/\s/g, ' ')).toMatch(/1 ?200,40 MRU/);
  expect(footer.textContent).not.toMatch(/960/);
  // No doctor column on a doctor's own invoice.
  expect(within(table).queryByRole('columnheader', { name: 'Médecin' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByLabelText('Archives'));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Facture N° 3', 'Facture N° 2', 'Facture N° 1']);
  await userEvent.click(screen.getByRole('tab', { name: 'Facture N° 2' }));
  expect(screen.getByText(/^Payée le (1 oct\. 2026|01\/10\/2026)$/, { selector: '.admin-invoice__status .dn-badge' })).toBeInTheDocument();
  // Paid and closed: neither pay nor delete is offered.
  expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
});

test('shows the server’s refusal to add when the list did not know the last invoice was open, and pays after confirmation', async () => {
  // Someone else opened an invoice meanwhile: the list shows N° 3 closed, the server refuses.
  const seen = fakeInsurer([invoice(3, { finish: true })], { refuseCreate: true });
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  await screen.findByRole('tab', { name: 'Facture N° 3' });
  await userEvent.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
  expect(await screen.findByText("La dernière facture n'est pas encore clôturée")).toBeInTheDocument();

  // A refused creation changes nothing: the list is not read again.
  expect(readsOf(seen, 'invoices.list')).toBe(1);

  await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
  expect(screen.getByText('Confirmer le paiement de la facture N° 3 ?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  // Paid: archived, so hidden until the archive toggle is on; the list was read again by itself.
  await waitFor(() => expect(screen.queryByRole('tab', { name: 'Facture N° 3' })).not.toBeInTheDocument());
  expect(readsOf(seen, 'invoices.list')).toBe(2);
});

test('shows each invoice’s state: open, closed and unpaid, paid with its date', async () => {
  fakeInsurer([
    invoice(3, { payments: [payment('1', 'Aicha', 800)], totals: { amount: 800, coveredAmount: 800, count: 1 } }),
    invoice(2, { finish: true, payments: [payment('2', 'Moussa', 5400)], totals: { amount: 5400, coveredAmount: 5400, count: 1 } }),
    invoice(1, { payed: true, finish: true, payedAt: '2026-09-01T10:00:00Z' }),
  ]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  const states = await screen.findByRole('table', { name: 'Factures de cette assurance' });
  expect(within(states).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Facture', 'État', "Montant facturé à l'assureur", 'Payée le']);
  // Closed but unpaid stays in view (only paid ones are archived).
  const rows = () => within(states).getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' '));
  expect(rows()).toHaveLength(2);
  expect(rows()[0]).toMatch(/^Facture N° 3Ouverte — reçoit les paiements800,00 MRU—$/);
  expect(rows()[1]).toMatch(/^Facture N° 2Clôturée — en attente du paiement de l'assureur5 ?400,00 MRU—$/);
  // The open one offers to close it; the closed one only to pay it.
  expect(screen.getByRole('button', { name: 'Clôturer' })).toBeInTheDocument();
  await userEvent.click(within(states).getByRole('button', { name: 'Facture N° 2' }));
  expect(screen.getByRole('tab', { name: 'Facture N° 2' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('button', { name: 'Clôturer' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByLabelText('Archives'));
  const paidRow = within(screen.getByRole('table', { name: 'Factures de cette assurance' })).getAllByRole('row')[3];
  expect(paidRow.textContent).toMatch(/Payée le (1 sept\. 2026|01\/09\/2026)/);
  expect(within(paidRow).getAllByRole('cell')[2].textContent).toMatch(/^(1 sept\. 2026|01\/09\/2026)$/);
});

test('"Nouvelle facture" says which invoice to close first, and closes it then creates the next one', async () => {
  const seen = fakeInsurer([invoice(3, {}), invoice(2, { payed: true, finish: true, payedAt: '2026-10-01T10:00:00Z' })]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  await screen.findByRole('tab', { name: 'Facture N° 3' });
  await userEvent.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
  expect(within(dialog).getByText("La facture N° 3 est encore ouverte : clôturez-la avant d'en créer une nouvelle.")).toBeInTheDocument();
  // Nothing was sent yet.
  expect(seen.some((call) => call.route === 'invoices.create' || call.route === 'invoices.close')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Clôturer la facture N° 3 et créer la nouvelle' }));
  expect(await screen.findByRole('tab', { name: 'Facture N° 4' })).toBeInTheDocument();
  expect(seen.filter((call) => call.route === 'invoices.close' || call.route === 'invoices.create').map((call) => [call.route, call.pathParams.invoiceId])).toEqual([
    ['invoices.close', 'i3'],
    ['invoices.create', undefined],
  ]);
  const states = screen.getByRole('table', { name: 'Factures de cette assurance' });
  expect(within(states).getByRole('row', { name: /Facture N° 3/ }).textContent).toMatch(/Clôturée — en attente du paiement de l'assureur/);
});

test('"Nouvelle facture" without the right to close says who can', async () => {
  const seen = fakeInsurer([invoice(3, {})]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE').filter((p) => p.name !== 'MODIFIER') });
  await screen.findByRole('tab', { name: 'Facture N° 3' });
  await userEvent.click(screen.getByRole('button', { name: 'Nouvelle facture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
  expect(within(dialog).getByText("La facture N° 3 est encore ouverte : clôturez-la avant d'en créer une nouvelle.")).toBeInTheDocument();
  expect(within(dialog).getByText(/Seul quelqu'un qui peut payer les factures/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /Clôturer la facture/ })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(seen.some((call) => call.route === 'invoices.create')).toBe(false);
});

test('undoes a paid invoice’s payment with a reason, and shows a closed session’s refusal in the dialog', async () => {
  const seen = fakeInsurer([invoice(2, { payed: true, finish: true, payedAt: '2026-11-20T10:00:00Z' })]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  await userEvent.click(await screen.findByLabelText('Archives'));
  await userEvent.click(await screen.findByRole('button', { name: 'Annuler le paiement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Annuler le paiement de la facture N° 2' });
  expect(within(dialog).getByText(/Le paiement de l'assureur enregistré le (20 nov\. 2026|20\/11\/2026) sera annulé/)).toBeInTheDocument();
  const reason = within(dialog).getByLabelText("Raison de l'annulation");
  expect(reason).toHaveFocus();

  // No reason: said on screen, nothing sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
  expect(await within(dialog).findByText("Indiquez la raison de l'annulation du paiement")).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(seen.some((call) => call.route === 'invoices.unpay')).toBe(false);

  // The server refuses (a closed cash session): the words stay in the dialog, the typed reason too.
  await userEvent.type(reason, 'Caisse close');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
  expect(await within(dialog).findByText('Le paiement de cette facture est compté dans la caisse clôturée du 20/11/2026')).toBeInTheDocument();
  expect(reason).toHaveValue('Caisse close');

  await userEvent.clear(reason);
  await userEvent.type(reason, 'Virement rejeté par la banque');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /Annuler le paiement/ })).not.toBeInTheDocument());
  expect(seen.filter((call) => call.route === 'invoices.unpay').map((call) => [call.pathParams.invoiceId, call.body])).toEqual([
    ['i2', { reason: 'Caisse close' }],
    ['i2', { reason: 'Virement rejeté par la banque' }],
  ]);
  // Closed and unpaid again: in view without the archives, with the pay action back.
  expect(await screen.findByText("Clôturée — en attente du paiement de l'assureur", { selector: '.admin-invoice__status .dn-badge' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer' })).toBeInTheDocument();
});

test('offers no undo without the right to pay', async () => {
  fakeInsurer([invoice(2, { payed: true, finish: true, payedAt: '2026-11-20T10:00:00Z' })]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE').filter((p) => p.name !== 'MODIFIER') });
  await userEvent.click(await screen.findByLabelText('Archives'));
  await screen.findByRole('tab', { name: 'Facture N° 2' });
  expect(screen.queryByRole('button', { name: 'Annuler le paiement' })).not.toBeInTheDocument();
});

test('deletes an open invoice after confirmation and reads the list again', async () => {
  const seen = fakeInsurer([invoice(4, {}), invoice(3, { payed: true, finish: true, payedAt: '2026-10-01T10:00:00Z' })]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  await screen.findByRole('tab', { name: 'Facture N° 4' });
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Aucune facture ouverte. Activez « Archives » pour voir les factures payées.')).toBeInTheDocument();
  expect(seen.some((call) => call.route === 'invoices.remove' && call.pathParams.invoiceId === 'i4')).toBe(true);
  expect(readsOf(seen, 'invoices.list')).toBe(2);
});

test('offers the global invoice only with FACTURE_GLOBAL, and asks the server for the global scope', async () => {
  const seen = fakeInsurer([invoice(4, { doctor: null, inCommon: true })]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  await userEvent.click(await screen.findByLabelText('Facture globale'));
  expect(await screen.findByRole('tab', { name: 'Facture N° 4' })).toBeInTheDocument();
  expect(within(paymentsTable()).getByRole('columnheader', { name: 'Médecin' })).toBeInTheDocument();
  expect(seen.some((call) => call.route === 'invoices.list' && call.pathParams.AssId === '7' && call.params.global === 'true')).toBe(true);
});

test('hides the global toggle without FACTURE_GLOBAL', async () => {
  fakeInsurer([]);
  renderPage(<InsuranceInvoicesPage />, {
    ...PATH,
    permissions: allActionsOn('PATIENTS_ASSURANCE').filter((p) => p.name !== 'FACTURE_GLOBAL'),
  });
  expect(await screen.findByText('Aucune facture. Créez la première avec « Nouvelle facture ».')).toBeInTheDocument();
  expect(screen.queryByLabelText('Facture globale')).not.toBeInTheDocument();
});

test('prints the invoice with the clinic’s name, address and phone, its state with the date paid, and what it bills', async () => {
  fakeInsurer([
    invoice(1, {
      payed: true,
      finish: true,
      payedAt: '2026-11-20T10:00:00Z',
      payments: [payment('1', 'Aicha', 240), payment('2', 'Demba', 5400)],
      totals: { amount: 5640, coveredAmount: 5640, count: 2 },
    }),
  ]);
  renderWithSession(<InsuranceInvoicesPage />, {
    namespace: 'admin',
    ...PATH,
    permissions: allActionsOn('PATIENTS_ASSURANCE'),
    prepare: (store) => void store.dispatch(fetchSettings.fulfilled(CLINIC, 'r')),
  });
  await userEvent.click(await screen.findByLabelText('Archives'));
  await screen.findByRole('tab', { name: 'Facture N° 1' });
  await userEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Facture N° 1' });
  const document = within(dialog).getByRole('article');
  expect(within(document).getByText('Clinique Nour')).toBeInTheDocument();
  expect(within(document).getByText('Tevragh Zeina, Nouakchott')).toBeInTheDocument();
  expect(within(document).getByText('+222 45 25 30 30')).toBeInTheDocument();
  expect(within(document).getByRole('heading', { level: 1 })).toHaveTextContent('CNAMFacture N° 1');
  expect(within(document).getByText(/^Payée le (20 nov\. 2026|20\/11\/2026)$/)).toBeInTheDocument();
  expect(within(document).getByRole('contentinfo').textContent?.replace(/\s/g, ' ')).toMatch(/Montant facturé à l'assureur\s*5 ?640,00 MRU/);
  // Within a 1280 px screen: the dialog is narrower than the window with its margins.
  expect(parseInt(dialog.style.maxWidth, 10)).toBeLessThanOrEqual(1280 - 64);
});
