import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientInvoice } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { makePatient, ok, VIEW_ONLY, type ApiRequest } from '../../test-utils';
import { makePayment, renderFileSection, serveFile } from '../payments/file-test-server';
import { INVOICE_HAS_ACTS, makeQuote, quoteRoutes } from '../quotes/quotes-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './InvoicesTab';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const PATIENT = makePatient({ _id: 'p1', name: 'Fatimetou', RegNo: '0042' });

const CONSULTATIONS = [
  makePayment({ amount: 500, type: 'consultations', paymentDate: '2026-02-10' }),
  makePayment({ amount: 250.5, type: 'consultations', paymentDate: '2026-03-01', method: { _id: 'm2', name: 'Bankily', code: 3, archive: false } }),
  makePayment({ amount: 9000, type: 'payment', paymentDate: '2026-03-02' }),
];

function openInvoices(invoices: PatientInvoice[] = []) {
  const quotes = [
    makeQuote({ numDevis: 1, lines: [{ treatment: 't1', teeth: { nums: ['11', '12'], surface: null } }] }),
    makeQuote({ numDevis: 2, reduce: 10, lines: [{ treatment: 't3', price: 2500.5, discount: 0.5, teeth: { nums: ['36'], surface: 'MOD' } }] }),
  ];
  const routes = quoteRoutes(quotes, invoices);
  const calls = serveFile(PATIENT, (request: ApiRequest) =>
    request.route === 'payments.list' ? ok(CONSULTATIONS.filter((payment) => payment.type === request.params.type)) : routes.handle(request),
  );
  renderFileSection(PATIENT, 'invoices');
  return { calls, store: routes.store };
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent)));
const invoicesTable = () => screen.getByRole('table', { name: 'Factures du patient' });

beforeEach(() => i18n.changeLanguage('fr'));

/** "Créer la facture" on the tab, then (after ticking or not) the dialog's own button. */
async function createInvoice(user: ReturnType<typeof userEvent.setup>, name = 'Créer la facture', untick: string[] = []) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: i18n.t('patients:invoices.chooseTitle') });
  for (const label of untick) await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(label) }));
  await user.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: i18n.t('patients:invoices.chooseTitle') })).not.toBeInTheDocument());
}

test('shows what can be invoiced; the dialog lists each quote with its Reste and the total it will bill, and bills only the quotes ticked', async () => {
  const user = userEvent.setup();
  const { calls } = openInvoices();
  const first = await screen.findByRole('table', { name: 'Lignes de devis à facturer – Devis n° 1' }, { timeout: 10_000 });
  expect(rowTexts(first).map((cells) => cells.slice(0, 5))).toEqual([['Extraction', '11, 12', '1 500,00 MRU', '0,00 MRU', '3 000,00 MRU']]);
  expect(rowTexts(screen.getByRole('table', { name: 'Lignes de devis à facturer – Devis n° 2' }))[0].slice(0, 5)).toEqual(['Composite', '36 (MOD)', '2 500,50 MRU', '0,50 MRU', '2 500,00 MRU']);
  expect(screen.getByText('Aucune facture')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Créer la facture' }));
  const dialog = screen.getByRole('dialog', { name: 'Choisir les devis à facturer' });
  const boxes = within(dialog).getAllByRole('checkbox');
  expect(boxes.map((box) => plain(box.closest('label')?.textContent))).toEqual([
    'Devis n° 1 – reste 3 000,00 MRU 1 ligne(s) à facturer, total 3 000,00 MRU, réduction 0 %',
    'Devis n° 2 – reste 2 250,00 MRU 1 ligne(s) à facturer, total 2 500,00 MRU, réduction 10 %',
  ]);
  expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
  const willBill = () => plain(within(dialog).getByText('Montant qui sera facturé').nextElementSibling?.textContent);
  // Each quote's reduction on its own lines: 2,250 + 3,000.
  expect(willBill()).toBe('5 250,00 MRU');
  await user.click(within(dialog).getByRole('checkbox', { name: /Devis n° 1/ }));
  expect(willBill()).toBe('2 250,00 MRU');
  expect(plain(within(dialog).getByText('Réduction').nextElementSibling?.textContent)).toBe('250,00 MRU');
  // Nothing ticked: the server's words, and nothing is sent.
  await user.click(within(dialog).getByRole('checkbox', { name: /Devis n° 2/ }));
  expect(willBill()).toBe('0,00 MRU');
  await user.click(within(dialog).getByRole('button', { name: 'Créer la facture' }));
  expect(await within(dialog).findByText('Choisissez au moins un devis à facturer dans la liste')).toBeInTheDocument();
  expect(calls.some((c) => c.route === 'patientInvoices.create')).toBe(false);

  await user.click(within(dialog).getByRole('checkbox', { name: /Devis n° 2/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Créer la facture' }));
  await waitFor(() => expect(rowTexts(invoicesTable()).map((cells) => cells.slice(0, 5))).toEqual([['1', '05/03/2026', 'Composite', '2 500,00 MRU', '2 250,00 MRU']]));
  const create = calls.find((c) => c.route === 'patientInvoices.create')!;
  expect(create.pathParams).toEqual({ patientId: 'p1' });
  expect(create.body).toEqual({ devis: [expect.any(String)] });
  // Quote 1 is still to bill; then nothing is left.
  expect(screen.queryByRole('table', { name: 'Lignes de devis à facturer – Devis n° 2' })).not.toBeInTheDocument();
  await createInvoice(user);
  expect(await screen.findByText('Aucune ligne de devis à facturer')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Créer la facture' })).toBeDisabled();
});

test('the invoice view: doctor, patient and file number, the lines with teeth, unit price, discount and total, then total, reduction, amount due and the amount in words', async () => {
  const user = userEvent.setup();
  openInvoices();
  await createInvoice(user);
  await user.click(await screen.findByRole('button', { name: 'Voir Facture n° 1' }));
  const document = await screen.findByRole('article', { name: 'Facture n° 1' });
  expect(within(document).getByText('Clinique Nour')).toBeInTheDocument();
  expect(plain(within(document).getByText('Patient').nextElementSibling?.textContent)).toBe('Fatimetou');
  expect(plain(within(document).getByText('N° de dossier').nextElementSibling?.textContent)).toBe('0042');
  expect(plain(within(document).getByText('Médecin').nextElementSibling?.textContent)).toBe('dr.sidi');
  expect(rowTexts(within(document).getByRole('table')).map((cells) => cells.join('|'))).toEqual(['Extraction|11, 12|1 500,00 MRU|0,00 MRU|3 000,00 MRU', 'Composite|36 (MOD)|2 500,50 MRU|0,50 MRU|2 500,00 MRU']);
  expect(plain(within(document).getByRole('contentinfo').textContent)).toBe(
    'Total5 500,00 MRURéduction du devis n° 2 (10 %)250,00 MRUMontant à payer5 250,00 MRU' + 'Arrêtée la présente facture à la somme de cinq mille deux cent cinquante ouguiyas',
  );
  expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
});

test('deletes an invoice after confirming; one with acts recorded is refused with the server’s message', async () => {
  const user = userEvent.setup();
  const filled: PatientInvoice = { _id: 'i-old', patient: 'p1', numInvoice: 7, finish: true, LineInvoice: [], total: 0, reduction: 0, amountDue: 0, quotes: [], doctorName: '', createdAt: '2026-01-10T10:00:00.000Z' };
  const { store } = openInvoices([filled]);
  await createInvoice(user);
  await waitFor(() => expect(rowTexts(invoicesTable()).map((cells) => cells[0])).toEqual(['8', '7']));

  await user.click(screen.getByRole('button', { name: 'Supprimer Facture n° 7' }));
  const confirm = screen.getByRole('dialog', { name: 'Supprimer la facture' });
  await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await within(confirm).findByText(INVOICE_HAS_ACTS)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));

  await user.click(screen.getByRole('button', { name: 'Supprimer Facture n° 8' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Supprimer la facture' })).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(rowTexts(invoicesTable()).map((cells) => cells[0])).toEqual(['7']));
  expect(store.invoices.map((invoice) => invoice.numInvoice)).toEqual([7]);
  // Its lines can be invoiced again.
  expect(await screen.findByRole('table', { name: 'Lignes de devis à facturer – Devis n° 1' })).toBeInTheDocument();
});

test('a user who may only view the file sees and views the invoices, without creating or deleting one', async () => {
  const invoice: PatientInvoice = { _id: 'i-old', patient: 'p1', numInvoice: 3, finish: false, LineInvoice: [], total: 0, reduction: 0, amountDue: 0, quotes: [], doctorName: '', createdAt: '2026-01-10T10:00:00.000Z' };
  serveFile(PATIENT, quoteRoutes([], [invoice]).handle);
  renderFileSection(PATIENT, 'invoices', { permissions: VIEW_ONLY });
  expect(await screen.findByRole('button', { name: 'Voir Facture n° 3' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Créer la facture' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Facture n° 3' })).not.toBeInTheDocument();
});

test('the print modal switches to the consultation payments view: date, amount, mode and their total; back to the invoice', async () => {
  const user = userEvent.setup();
  const { calls } = openInvoices();
  await createInvoice(user);
  await user.click(await screen.findByRole('button', { name: 'Voir Facture n° 1' }));
  const modal = await screen.findByRole('dialog', { name: 'Facture n° 1' });
  const views = within(modal).getByRole('tablist', { name: 'Document à imprimer' });
  expect(within(views).getByRole('tab', { name: 'Facture' })).toHaveAttribute('aria-selected', 'true');

  await user.click(within(views).getByRole('tab', { name: 'Paiements des consultations' }));
  const document = await within(modal).findByRole('article', { name: 'Paiements des consultations' });
  expect(within(document).getByText('Clinique Nour')).toBeInTheDocument();
  expect(plain(within(document).getByText('Patient').nextElementSibling?.textContent)).toBe('Fatimetou');
  await waitFor(() => expect(rowTexts(within(document).getByRole('table', { name: 'Paiements des consultations du patient' }))).toEqual([
    ['01/03/2026', '250,50 MRU', 'Bankily'],
    ['10/02/2026', '500,00 MRU', 'Espèces'],
  ]));
  expect(plain(within(document).getByRole('contentinfo').textContent)).toBe('Total750,50 MRU');
  expect(calls.find((c) => c.route === 'payments.list')!.params).toEqual({ patient: 'p1', type: 'consultations' });
  expect(within(modal).queryByRole('article', { name: 'Facture n° 1' })).not.toBeInTheDocument();
  expect(within(modal).getByRole('tabpanel')).toContainElement(document);

  await user.click(within(views).getByRole('tab', { name: 'Facture' }));
  expect(within(modal).getByRole('article', { name: 'Facture n° 1' })).toBeInTheDocument();
});

test('in Arabic the invoice says its amount due in Arabic words, and the consultation payments view is translated', async () => {
  const user = userEvent.setup();
  await i18n.changeLanguage('ar');
  openInvoices();
  await createInvoice(user, 'إنشاء الفاتورة');
  await user.click(await screen.findByRole('button', { name: 'عرض الفاتورة رقم 1' }));
  expect(await screen.findByText('أوقفت هذه الفاتورة على مبلغ خمسة آلاف ومئتان وخمسون أوقية')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'مدفوعات الاستشارات' }));
  const table = await screen.findByRole('table', { name: 'مدفوعات استشارات المريض' });
  expect(await within(table).findByRole('cell', { name: 'نقدًا' })).toBeInTheDocument();
});
