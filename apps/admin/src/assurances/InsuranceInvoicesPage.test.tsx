import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assurance, InsuranceInvoice, InsuredPayment, RouteKey } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { allActionsOn, formErrors, ok, readsOf, renderPage, serveApi } from '../test-utils';
import { InsuranceInvoicesPage } from './InsuranceInvoicesPage';

const CNAM: Assurance = { _id: '7', name: 'CNAM', cons_price: 500, color: '#0984e3', type: '', createdAt: '', updatedAt: '' };

const payment = (id: string, name: string, amount: number, covered: number): InsuredPayment => ({
  _id: id,
  patient: { _id: `p${id}`, name, RegNo: '0042', professionalId: 'M-77', percentCovered: 80 },
  doctor: { _id: '2', username: 'dr.sidi' },
  type: 'soins',
  amount,
  coveredAmount: covered,
  paymentDate: '2026-11-02',
  createdAt: '',
});

const invoice = (num: number, fields: Partial<InsuranceInvoice>): InsuranceInvoice => ({
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

function fakeInsurer(invoices: InsuranceInvoice[]) {
  let list = [...invoices];
  const seen: { route: RouteKey | undefined; pathParams: Record<string, string>; params: Record<string, unknown> }[] = [];
  serveApi(({ method, route, pathParams, params }) => {
    seen.push({ route, pathParams, params });
    if (route === 'assurances.get' && pathParams.id === '7') return ok(CNAM);
    if (route === 'invoices.list' && pathParams.AssId === '7') return ok(params.global ? list.filter((i) => i.inCommon) : list.filter((i) => i.doctor === params.doctor));
    if (method === 'POST') return list.some((i) => !i.finish) ? formErrors("La dernière facture n'est pas encore clôturée") : ok(invoice(9, {}));
    if (route === 'invoices.pay' && pathParams.AssId === '7') {
      list = list.map((i) => (pathParams.invoiceId === i._id ? { ...i, payed: true, finish: true, payedAt: '2026-11-20T10:00:00Z' } : i));
      return ok(list[0]);
    }
    if (route === 'invoices.remove' && pathParams.AssId === '7') {
      list = list.filter((i) => i._id !== pathParams.invoiceId);
      return ok(invoices[0]);
    }
    return { status: 404, data: { err: 'introuvable' } };
  });
  return seen;
}

const PATH = { path: '/assurance/7/patients/2', pattern: '/assurance/:assId/patients/:doctorId' };

beforeEach(() => i18n.changeLanguage('fr'));

test('lists the doctor’s open invoices as tabs, newest first, with the payments and exact totals', async () => {
  fakeInsurer([
    invoice(3, { payments: [payment('1', 'Aicha', 1000, 800), payment('2', 'Moussa', 500.5, 400.4)], totals: { amount: 1500.5, coveredAmount: 1200.4, count: 2 } }),
    invoice(2, { payed: true, finish: true, payedAt: '2026-10-01T10:00:00Z' }),
    invoice(1, { payed: true, finish: true, payedAt: '2026-09-01T10:00:00Z' }),
  ]);
  renderPage(<InsuranceInvoicesPage />, { ...PATH, permissions: allActionsOn('PATIENTS_ASSURANCE') });
  expect(await screen.findByRole('heading', { name: 'Factures — CNAM' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Facture N° 3' })).toHaveAttribute('aria-selected', 'true');
  // Archived (paid) invoices only with the toggle on.
  expect(screen.queryByRole('tab', { name: 'Facture N° 2' })).not.toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('cell', { name: 'Aicha' })).toBeInTheDocument();
  // Each line says when the care was given.
  expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Date des soins');
  expect(within(table).getAllByRole('cell', { name: /2 nov\. 2026|02\/11\/2026/ }).length).toBeGreaterThan(0);
  expect(within(table).getAllByRole('cell', { name: /^80\s%$/ })).toHaveLength(2);
  const footer = table.querySelector('tfoot')!;
  expect(footer).toHaveTextContent('Total (2)');
  expect(footer.textContent?.replace(/\s/g, ' ')).toMatch(/1 ?500,50 MRU.*1 ?200,40 MRU/);
  // No doctor column on a doctor's own invoice.
  expect(within(table).queryByRole('columnheader', { name: 'Médecin' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByLabelText('Archives'));
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Facture N° 3', 'Facture N° 2', 'Facture N° 1']);
  await userEvent.click(screen.getByRole('tab', { name: 'Facture N° 2' }));
  expect(screen.getByText(/Payée le/)).toBeInTheDocument();
  // Paid and closed: neither pay nor delete is offered.
  expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
});

test('shows the server’s refusal to add while the last invoice is open, and pays after confirmation', async () => {
  const seen = fakeInsurer([invoice(3, {})]);
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
  expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Médecin' })).toBeInTheDocument();
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
