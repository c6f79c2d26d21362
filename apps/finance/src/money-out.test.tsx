import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountingFigures, doctorShares } from '@dental/domain';
import { formatMoney, i18n } from '@dental/i18n';
import type { AccountingStatistics } from '@dental/contracts';
import type { ApiRequest } from '@dental/testing';
import { axisText } from './charts/bars-layout';
import { CLINIC, line, paymentStatistics, permission, plain, renderStatistics, serveFinance } from './test-utils';

/**
 * Money where it leaves the screen: one doctor share for one known day on every screen, print and
 * CSV; the whole clinic's approval and Médecin column; CSV files the same in every language; the
 * charts' numbers in the user's language, read out by pointer and keyboard.
 */

const VIEW = [permission('AFFICHER', 'STATISTIQUES_FINANCIERES')];
const GLOBAL = [...VIEW, permission('AFFICHER_GLOBAL', 'STATISTIQUES_FINANCIERES')];
const APPROVE = permission('APPROUVER', 'PAIEMENTS_PATIENTS');
const money = (amount: number, language: 'fr' | 'ar' = 'fr') => plain(formatMoney(amount, language));
const callsOf = (calls: ApiRequest[], route: string) => calls.filter((call) => call.route === route);

/** Every CSV file the page hands the browser: its name and its text. */
function captureCsv() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    pending = blob;
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
    pending = null;
  });
  const text = (index: number) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(files[index].blob);
    });
  return { files, text, restore: () => click.mockRestore() };
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

// dr.sidi's day: 145,220 collected, 11,000 of laboratory work, 60 %: the doctor's share is
// (145,220 − 11,000) × 60 % = 80,532 everywhere (not 145,220 × 60 % = 87,132).
const DAY = '2026-10-14';
const amounts = [100_000, 30_000, 15_000, 220];
const dayLines = amounts.map((amount, index) => line(String(index + 1), { amount, paymentDate: DAY, createdAt: `${DAY}T09:00:00.000Z` }));
const shares = doctorShares({ total: 145_220, laboratory: 11_000, doctorPercentage: 60 });
const dayFigures = accountingFigures({ payments: amounts.map((amount) => ({ amount, day: DAY })), labWork: [{ price: 5_500, teeth: 2 }], purchaseOrders: [], consumptions: [], doctorPercentage: 60 });
const none = accountingFigures({ payments: [], labWork: [], purchaseOrders: [], consumptions: [], doctorPercentage: 60 });
const dayAccounting: AccountingStatistics = { from: DAY, to: DAY, doctor: '4', percentage: 60, figures: dayFigures, previous: { from: '2026-10-13', to: '2026-10-13', figures: none }, insurers: { amount: 0, rows: [] } };
const dayPayments = paymentStatistics({
  from: DAY,
  to: DAY,
  lines: dayLines,
  collected: 145_220,
  dayShares: { percentage: shares.percentage, laboratory: shares.laboratory, afterLaboratory: shares.afterLaboratory, doctorShare: shares.doctorShare, cabinetShare: shares.cabinetShare },
});

test('one doctor share for one day: Versement’s detail, Comptabilité, the printed statement and its CSV all say 80,532', async () => {
  expect(shares.doctorShare).toBe(80_532);
  serveFinance({ payments: dayPayments, accounting: dayAccounting });
  const csv = captureCsv();
  const versement = renderStatistics(`/statistics/4/payments?from=${DAY}&to=${DAY}`, VIEW);
  expect(plain((await screen.findByTestId('day-doctor-share')).textContent)).toBe(money(80_532));
  expect(plain(screen.getByTestId('day-shares').textContent)).toContain(`Consommation laboratoire${money(11_000)}Médecin (60,00 %)${money(80_532)}Cabinet (40,00 %)${money(53_688)}`);
  await userEvent.click(screen.getByRole('button', { name: 'Exporter « Paiements de la période » en CSV' }));
  await waitFor(() => expect(csv.files).toHaveLength(1));
  expect(csv.files[0].name).toBe(`versement-dr.sidi-${DAY}.csv`);
  versement.unmount();

  renderStatistics(`/statistics/4/accounting?from=${DAY}&to=${DAY}`, VIEW);
  const statement = await screen.findByTestId('statement');
  const doctorRow = statement.querySelector('[data-line="doctorShare"]') as HTMLElement;
  expect(plain(doctorRow.textContent)).toContain(`Part du médecin${money(80_532)}`);
  // The printed statement is this same document, with the clinic's name, address and phone.
  const printed = statement.closest('.dn-print-document') as HTMLElement;
  expect(printed).toHaveTextContent(CLINIC.clinicName);
  expect(printed).toHaveTextContent(CLINIC.address);
  expect(printed).toHaveTextContent(CLINIC.phone);
  await userEvent.click(screen.getByRole('button', { name: 'Exporter « Relevé de la période » en CSV' }));
  await waitFor(() => expect(csv.files).toHaveLength(2));
  expect(csv.files[1].name).toBe(`comptabilite-dr.sidi-${DAY}.csv`);
  const rows = (await csv.text(1)).split('\r\n');
  expect(rows.find((row) => row.includes('Part du médecin'))!.split(';').slice(1)).toEqual(['Part du médecin', '80532,00', '0,00', '80532,00', '']);
  expect(rows.find((row) => row.includes('Consommation laboratoire'))!.split(';').slice(1, 3)).toEqual(['Consommation laboratoire', '11000,00']);
  csv.restore();
});

test('the statement prints within the A4 width in French and Arabic: a fixed table layout with its columns shared out', async () => {
  for (const language of ['fr', 'ar'] as const) {
    await i18n.changeLanguage(language);
    serveFinance({ accounting: dayAccounting });
    const view = renderStatistics(`/statistics/4/accounting?from=${DAY}&to=${DAY}`, VIEW);
    const statement = await screen.findByTestId('statement');
    expect(statement).toHaveClass('finance-print-table');
    expect(screen.getByTestId('insurers')).toHaveClass('finance-print-table');
    const columns = [...statement.querySelectorAll('colgroup col')].map((col) => col.className);
    expect(columns).toEqual(['finance-statement__col-operation', 'finance-statement__col-line', ...Array(4).fill('finance-statement__col-number')]);
    expect(statement.querySelectorAll('thead th')).toHaveLength(columns.length);
    expect(statement.closest('.dn-print-document')).toHaveTextContent(CLINIC.clinicName);
    view.unmount();
  }
});

test('the insurers’ part is what the insurers paid, with when their money counts said under it', async () => {
  serveFinance();
  renderStatistics('/statistics/4/accounting?preset=thisMonth', VIEW);
  const insurers = await screen.findByTestId('insurers');
  expect(within(insurers).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Pourcentage couvert des patients', 'Paiements d’assurance', 'Payé par les assureurs']);
  expect(screen.getByTestId('insurers-note')).toHaveTextContent('Un paiement d’assurance compte le jour où sa facture d’assureur est payée, non le jour de l’acte');
});

test('the whole clinic: a Médecin column in the lines and their CSV, and “Valider les paiements” for every doctor after listing them', async () => {
  const lines = [
    line('1', { approved: false, amount: 500 }),
    line('2', { approved: false, amount: 250.5, doctor: { _id: '5', username: 'dr.mariem' } }),
    line('3', { approved: false, amount: 240, kind: 'insurance', method: null, awaitingInsurer: true }),
    line('4', { amount: 1000, kind: 'insurance', method: null, insurerPaidOn: '2026-03-05', paymentDate: '2026-01-20' }),
  ];
  const { calls } = serveFinance({ payments: paymentStatistics({ doctor: null, from: '2026-03-01', to: '2026-03-31', lines }) });
  const csv = captureCsv();
  renderStatistics('/statistics/all/payments?from=2026-03-01&to=2026-03-31', [...GLOBAL, APPROVE]);
  const table = await screen.findByRole('table', { name: 'Paiements de la période' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Patient', 'Médecin', 'Montant', 'Type', 'Mode', 'Saisi par', 'Date', 'Statut']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(plain(rows[1].textContent)).toContain('Patient 2dr.mariem');
  // Awaiting its insurer, not awaiting approval: neither highlighted nor counted among those to approve.
  expect(rows[2]).not.toHaveClass('finance-unapproved');
  expect(plain(rows[3].textContent)).toContain('Payé par l’assureur le 05/03/2026');
  expect(plain(screen.getByTestId('unapproved').textContent)).toContain('Nombre : 2');
  expect(screen.getByTestId('insurer-paid-day-note')).toHaveTextContent('compte le jour où sa facture d’assureur est payée');

  await userEvent.click(screen.getByRole('button', { name: 'Exporter « Paiements de la période » en CSV' }));
  await waitFor(() => expect(csv.files).toHaveLength(1));
  expect(csv.files[0].name).toBe('versement-clinique-2026-03.csv');
  const text = (await csv.text(0)).split('\r\n');
  expect(text[0]).toBe('Patient;Médecin;Montant;Type;Mode;Saisi par;Date;Statut');
  expect(text[2]).toBe('Patient 2;dr.mariem;250,50;Paiement;Espèces;assistante;05/03/2026;Non approuvé');
  expect(text[4]).toBe('Patient 4;dr.sidi;1000,00;Assurance;;assistante;20/01/2026;Payé par l’assureur le 05/03/2026');

  const opener = screen.getByRole('button', { name: 'Valider les paiements (2)' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Valider les paiements de toute la clinique' });
  const listed = within(within(dialog).getByTestId('approve-all-list')).getAllByRole('row').map((row) => plain(row.textContent));
  expect(listed).toEqual(['MédecinPaiementsMontant', `dr.sidi1${money(500)}`, `dr.mariem1${money(250.5)}`, `Total2${money(750.5)}`]);
  expect(callsOf(calls, 'statistics.approve')).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Valider ces 2 paiements' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Valider les paiements/ })).not.toBeInTheDocument());
  expect(callsOf(calls, 'statistics.approve')).toEqual([expect.objectContaining({ method: 'PUT', body: { payments: ['1', '2'] } })]);
  csv.restore();
});

test('“Valider les paiements” of the whole clinic asks first: cancelling approves nothing', async () => {
  const { calls } = serveFinance({ payments: paymentStatistics({ doctor: null, lines: [line('1', { approved: false })] }) });
  renderStatistics('/statistics/all/payments', [...GLOBAL, APPROVE]);
  await userEvent.click(await screen.findByRole('button', { name: 'Valider les paiements (1)' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
  expect(callsOf(calls, 'statistics.approve')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Valider les paiements (1)' })).toHaveFocus();
});

test('a CSV in Arabic is the same French-Excel file: semicolons, decimal comma, dd/mm/yyyy, no direction marks', async () => {
  await i18n.changeLanguage('ar');
  serveFinance({ payments: paymentStatistics({ from: '2026-03-05', to: '2026-03-05', lines: [line('1', { approved: false, amount: 1234.5 })] }) });
  const csv = captureCsv();
  renderStatistics('/statistics/4/payments?from=2026-03-05&to=2026-03-05', VIEW);
  await screen.findByTestId('unapproved');
  const buttons = screen.getAllByRole('button').filter((button) => button.getAttribute('aria-label')?.includes('CSV'));
  await userEvent.click(buttons[0]);
  await waitFor(() => expect(csv.files).toHaveLength(1));
  expect(csv.files[0].name).toBe('versement-dr.sidi-2026-03-05.csv');
  const text = await csv.text(0);
  expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  expect(text).not.toContain("'");
  const cells = text.split('\r\n')[1].split(';');
  expect(cells[1]).toBe('1234,50');
  expect(cells[3]).toBe('نقدًا');
  expect(cells[5]).toBe('05/03/2026');
  csv.restore();
});

test('chart axes in the user’s language: 150 000 in French, never 150,000', () => {
  expect(plain(axisText(150_000, 'fr'))).toBe('150 000');
  expect(plain(axisText(2_500.5, 'fr'))).toBe('2 500,5');
  expect(axisText(150_000, 'en')).toBe('150,000');
  expect(axisText(150_000, 'ar')).toBe('150,000');
});

test('a chart reads out the value of a bar by keyboard and on hover, in the user’s language', async () => {
  const byDate = {
    unit: 'day' as const,
    rows: [
      { key: '2026-03-05', label: '2026-03-05', count: 3, total: 150_000 },
      { key: '2026-03-06', label: '2026-03-06', count: 1, total: 2_500.5 },
    ],
  };
  serveFinance({ payments: paymentStatistics({ from: '2026-03-05', to: '2026-03-06', byDate }) });
  renderStatistics('/statistics/4/payments?from=2026-03-05&to=2026-03-06', VIEW);
  const chart = await screen.findByRole('listbox', { name: 'Encaissements par jour : une barre par flèche gauche ou droite' });
  const readout = () => plain(chart.parentElement!.querySelector('[data-testid="chart-readout"]')!.textContent);
  const announced = () => plain(document.getElementById(chart.getAttribute('aria-activedescendant') ?? '')?.textContent);
  expect(chart).toHaveAttribute('tabindex', '0');
  act(() => chart.focus());
  expect(readout()).toBe(`05/03/2026 : ${money(150_000)}`);
  expect(announced()).toBe(`05/03/2026 : ${money(150_000)}`);
  await userEvent.keyboard('{ArrowRight}');
  expect(announced()).toBe(`06/03/2026 : ${money(2_500.5)}`);
  expect(readout()).toContain('2 500,50');
  await userEvent.keyboard('{Home}');
  expect(announced()).toContain(money(150_000));
  act(() => chart.blur());
  // The pointer over the second bar (the value axis is the first 70 px of at least 280).
  fireEvent.mouseMove(chart, { clientX: 250 });
  expect(readout()).toBe(`06/03/2026 : ${money(2_500.5)}`);
  expect(readout()).not.toContain('2,500');
});
