import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay, presetPeriod } from '@dental/domain';
import { formatMoney, i18n } from '@dental/i18n';
import { BACK_LINK_KEY } from '@dental/module-kit';
import type { ApiRequest } from '@dental/testing';
import { ACCOUNTING, currentLocation, line, openDay, paymentStatistics, permission, plain, renderStatistics, serveFinance } from './test-utils';

jest.mock('./charts/BarsCanvas', () => ({ __esModule: true, default: () => null }));

const VIEW = [permission('AFFICHER', 'STATISTIQUES_FINANCIERES')];
const GLOBAL = [...VIEW, permission('AFFICHER_GLOBAL', 'STATISTIQUES_FINANCIERES')];
const money = (amount: number) => plain(formatMoney(amount, 'fr'));
const callsOf = (calls: ApiRequest[], route: string) => calls.filter((call) => call.route === route);

beforeEach(() => i18n.changeLanguage('fr'));

test('three tabs by the third segment (Versement first), the period kept when the tab changes, a back arrow to /', async () => {
  serveFinance();
  renderStatistics('/statistics/4?preset=thisMonth', VIEW);
  await waitFor(() => expect(currentLocation()).toBe('/statistics/4/payments?preset=thisMonth'));
  const tabs = screen.getByRole('tablist', { name: 'Onglets des statistiques' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Versement', 'Comptabilité', 'Traitements']);
  expect(within(tabs).getByRole('tab', { name: 'Versement' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Comptabilité' }));
  expect(currentLocation()).toBe('/statistics/4/accounting?preset=thisMonth');
  expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/');
});

test('opens on today; a preset and the day/month/year inputs go into the address; 31/02 is said in words and not read', async () => {
  const { calls } = serveFinance();
  renderStatistics('/statistics/4/payments', VIEW);
  await screen.findByRole('table', { name: 'Paiements de la période' });
  const today = localDay();
  expect(callsOf(calls, 'statistics.payments')[0].params).toMatchObject({ doctor: '4', from: today, to: today });
  expect(screen.getByPlaceholderText('jour')).toHaveAttribute('max', '31');
  expect(screen.getByPlaceholderText('mois')).toHaveAttribute('max', '12');
  expect(within(screen.getByLabelText('Année')).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026', '2025', '2024']);

  await userEvent.click(screen.getByRole('button', { name: 'Le mois dernier' }));
  expect(currentLocation()).toBe('/statistics/4/payments?preset=lastMonth');
  const lastMonth = presetPeriod('lastMonth', today);
  await waitFor(() => expect(callsOf(calls, 'statistics.payments').at(-1)!.params).toMatchObject({ from: lastMonth.from, to: lastMonth.to }));
  expect(screen.getByRole('button', { name: 'Le mois dernier' })).toHaveAttribute('aria-pressed', 'true');

  const before = callsOf(calls, 'statistics.payments').length;
  await userEvent.type(screen.getByPlaceholderText('jour'), '31');
  await userEvent.type(screen.getByPlaceholderText('mois'), '2');
  await userEvent.selectOptions(screen.getByLabelText('Année'), '2025');
  await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
  await waitFor(() => expect(currentLocation()).toBe('/statistics/4/payments?year=2025&month=2&day=31'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Date impossible : vérifiez le jour, le mois et l’année (par exemple, il n’y a pas de 31/02)');
  expect(screen.getByPlaceholderText('jour')).toHaveAttribute('aria-invalid', 'true');
  expect(callsOf(calls, 'statistics.payments')).toHaveLength(before);

  await userEvent.clear(screen.getByPlaceholderText('jour'));
  await userEvent.type(screen.getByPlaceholderText('jour'), '28');
  await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
  await waitFor(() => expect(callsOf(calls, 'statistics.payments').at(-1)!.params).toMatchObject({ from: '2025-02-28', to: '2025-02-28' }));
  expect(screen.getByTestId('period-shown')).toHaveTextContent('Journée du 28/02/2025');
});

test('a free range from–to, bookmarkable', async () => {
  const { calls } = serveFinance();
  renderStatistics('/statistics/4/payments?from=2026-01-10&to=2026-02-09', VIEW);
  await screen.findByRole('table', { name: 'Paiements de la période' });
  expect(callsOf(calls, 'statistics.payments')[0].params).toMatchObject({ from: '2026-01-10', to: '2026-02-09' });
  expect(screen.getByLabelText('Du')).toHaveValue('2026-01-10');
  expect(screen.getByTestId('period-shown')).toHaveTextContent('Du 10/01/2026 au 09/02/2026');
});

test('the lines: patient link storing the back link, amount, type, method, who, date; unapproved highlighted and labelled', async () => {
  serveFinance({
    payments: paymentStatistics({
      lines: [line('1', { patient: { _id: 'p1', name: 'محمد الأمين', regNo: 3 } }), line('2', { approved: false, amount: 250.5, kind: 'consultation', method: null, user: 'nour' })],
    }),
  });
  renderStatistics('/statistics/4/payments', VIEW);
  const table = await screen.findByRole('table', { name: 'Paiements de la période' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Patient', 'Montant', 'Type', 'Mode', 'Saisi par', 'Date', 'Statut']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).not.toHaveClass('finance-unapproved');
  expect(within(rows[0]).getByRole('cell', { name: 'Espèces' })).toBeInTheDocument();
  expect(rows[1]).toHaveClass('finance-unapproved');
  expect(plain(rows[1].textContent)).toBe(`Patient 2${money(250.5)}Consultation—nour05/03/2026Non approuvé`);
  expect(screen.getByTestId('collected')).toHaveTextContent('Total encaissé');
  expect(plain(screen.getByTestId('collected').textContent)).toContain(`${money(1000)}Période précédente : ${money(800)} · écart : ${money(200)} (+25,00 %)`);

  await userEvent.click(within(table).getByRole('link', { name: 'محمد الأمين' }));
  expect(currentLocation()).toBe('/patient/4/p1/Manage/devis');
  expect(sessionStorage.getItem(BACK_LINK_KEY)).toBe('/statistics/4/payments');
});

test('the validate button shows with APPROUVER on PAIEMENTS_PATIENTS only; it approves them all at once and the lines show approved', async () => {
  const unapproved = paymentStatistics({ lines: [line('1', { approved: false }), line('2', { approved: false }), line('3')] });
  serveFinance({ payments: unapproved });
  const first = renderStatistics('/statistics/4/payments', VIEW);
  await screen.findByRole('table', { name: 'Paiements de la période' });
  expect(screen.queryByRole('button', { name: /Valider les paiements/ })).not.toBeInTheDocument();
  first.unmount();

  const { calls } = serveFinance({ payments: unapproved });
  renderStatistics('/statistics/4/payments', [...VIEW, permission('APPROUVER', 'PAIEMENTS_PATIENTS')]);
  await userEvent.click(await screen.findByRole('button', { name: 'Valider les paiements (2)' }));
  await waitFor(() => expect(screen.queryByText('Non approuvé')).not.toBeInTheDocument());
  const approve = callsOf(calls, 'payments.approve');
  expect(approve).toHaveLength(1);
  expect(approve[0]).toMatchObject({ method: 'PUT', pathParams: { doctorId: '4' }, body: { payments: ['1', '2'] } });
  expect(screen.queryByRole('button', { name: /Valider les paiements/ })).not.toBeInTheDocument();
  expect(callsOf(calls, 'statistics.payments')).toHaveLength(2);
});

test('a single day shows the doctor and cabinet rows and the awaiting-insurer amount', async () => {
  serveFinance({ payments: paymentStatistics({ awaitingInsurer: 300, dayShares: { percentage: 40, laboratory: 0, afterLaboratory: 1000, doctorShare: 400, cabinetShare: 600 } }) });
  renderStatistics('/statistics/4/payments', VIEW);
  const shares = await screen.findByTestId('day-shares');
  expect(plain(shares.textContent)).toBe(`Détail de la journéeTotal encaissé${money(1000)}Consommation laboratoire${money(0)}Médecin (40,00 %)${money(400)}Cabinet (60,00 %)${money(600)}`);
  expect(plain(screen.getByTestId('awaiting-insurer').textContent)).toContain(money(300));
});

test('a refusal by the server shows the translated no-access state', async () => {
  serveFinance({ refuse: 'AFFICHER : vous ne pouvez pas voir les statistiques financières' });
  renderStatistics('/statistics/5/payments', VIEW);
  const state = await screen.findByTestId('finance-no-access');
  expect(state).toHaveTextContent('Vous n’avez pas accès à ces statistiques.');
  expect(screen.queryByRole('table', { name: 'Paiements de la période' })).not.toBeInTheDocument();
});

test('the doctor choice, with the whole clinic, only with AFFICHER_GLOBAL', async () => {
  const { calls } = serveFinance();
  renderStatistics('/statistics/4/payments', GLOBAL);
  const choice = await screen.findByRole('combobox', { name: 'Médecin' });
  await waitFor(() => expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Toute la clinique', 'dr.sidi', 'dr.mariem']));
  await userEvent.selectOptions(choice, 'Toute la clinique');
  expect(currentLocation()).toBe('/statistics/all/payments');
  await waitFor(() => expect(callsOf(calls, 'statistics.payments').at(-1)!.url).not.toContain('doctor'));
  expect(callsOf(calls, 'statistics.payments').at(-1)!.params.doctor).toBeUndefined();
});

test('no doctor choice without AFFICHER_GLOBAL, and the whole clinic’s address leads to one’s own figures', async () => {
  serveFinance();
  renderStatistics('/statistics/all/accounting?preset=thisYear', VIEW);
  await waitFor(() => expect(currentLocation()).toBe('/statistics/4/accounting?preset=thisYear'));
  await screen.findByTestId('statement');
  expect(screen.queryByRole('combobox', { name: 'Médecin' })).not.toBeInTheDocument();
});

test('the statement shows its arithmetic line by line beside the previous period, and the insurers’ rows', async () => {
  serveFinance({ accounting: ACCOUNTING });
  renderStatistics('/statistics/4/accounting?preset=thisMonth', VIEW);
  const statement = await screen.findByTestId('statement');
  const rows = within(statement).getAllByRole('row').slice(1).map((row) => plain(row.textContent));
  expect(rows).toEqual([
    `Total encaissé${money(10000)}${money(8000)}${money(2000)}+25,00 %`,
    `−Consommation laboratoire${money(2000)}${money(0)}${money(2000)}—`,
    `=Après laboratoire${money(8000)}${money(8000)}${money(0)}0,00 %`,
    `× 40,00 %Part du médecin${money(3200)}${money(3200)}${money(0)}0,00 %`,
    `× 60,00 %Part du cabinet${money(4800)}${money(4800)}${money(0)}0,00 %`,
    `−Bons de commande${money(500)}${money(0)}${money(500)}—`,
    `−Consommations${money(300)}${money(0)}${money(300)}—`,
    `=Reste${money(4000)}${money(4800)}${money(-800)}-16,67 %`,
  ]);
  const insurers = screen.getByTestId('insurers');
  expect(plain(within(insurers).getAllByRole('row')[1].textContent)).toBe(`80,00 %1${money(240)}`);
  expect(plain(screen.getByTestId('insurers-part').textContent)).toBe(money(240));
  expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: /^Relevé — dr\.sidi — du / })).toBeInTheDocument();
});

test('the treatments of a year: NBS, percentage with two decimals, acts, amount; another year from the select', async () => {
  const { calls } = serveFinance();
  renderStatistics('/statistics/4/treatments?year=2025', VIEW);
  const table = await screen.findByRole('table', { name: 'Traitements de 2025' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Traitement', 'NBS', 'Pourcentage', 'Actes', 'Montant']);
  const rows = within(table).getAllByRole('row').slice(1).map((row) => plain(row.textContent));
  expect(rows[0]).toBe(`Détartrage1266,67 %6${money(6000)}`);
  expect(rows[1]).toBe(`Couronne633,33 %2${money(30000)}`);
  await userEvent.selectOptions(screen.getByLabelText('Année'), '2024');
  expect(currentLocation()).toBe('/statistics/4/treatments?year=2024');
  await waitFor(() => expect(callsOf(calls, 'statistics.treatments').at(-1)!.params).toEqual({ doctor: '4', year: 2024 }));
});

test('the cash close: recorded per method, counted and difference, “Clôturer la caisse” with CLOTURER only', async () => {
  serveFinance();
  const viewOnly = renderStatistics('/statistics/4/payments', VIEW);
  await screen.findByRole('table', { name: 'Paiements de la période' });
  expect(screen.queryByTestId('day-close')).not.toBeInTheDocument();
  viewOnly.unmount();

  serveFinance();
  renderStatistics('/statistics/4/payments', GLOBAL);
  // The panel is loaded lazily: its first load may take a while.
  const panel = await screen.findByTestId('day-close', {}, { timeout: 5000 });
  await within(panel).findByRole('rowheader', { name: 'Espèces' });
  expect(within(panel).getByText('Caisse ouverte — prochaine clôture : Clôture 1')).toBeInTheDocument();
  expect(within(panel).getByText('Aucune clôture ce jour')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Clôturer la caisse' })).not.toBeInTheDocument();
  expect(within(panel).queryByLabelText('Montant compté — Espèces')).not.toBeInTheDocument();
});

test('closing warns first (unapproved payments listed, a difference needs a comment), then shows “Clôture 1” and opens the next session', async () => {
  const { calls } = serveFinance();
  renderStatistics('/statistics/4/payments', [...VIEW, permission('CLOTURER', 'STATISTIQUES_FINANCIERES')]);
  const open = await screen.findByTestId('day-close');
  await userEvent.type(await within(open).findByLabelText('Montant compté — Espèces'), '1500');
  expect(plain(within(open).getByTestId('difference-m1').textContent)).toBe(money(-0.5));
  await userEvent.type(within(open).getByLabelText('Montant compté — Bankily'), '700');
  await userEvent.click(within(open).getByRole('button', { name: 'Clôturer la caisse' }));

  const check = await within(open).findByRole('region', { name: 'Vérifier avant de clôturer' });
  expect(callsOf(calls, 'dayClose.close')).toHaveLength(0);
  const unapproved = within(check).getByRole('table', { name: 'Paiements non approuvés (1)' });
  expect(plain(within(unapproved).getAllByRole('row')[1].textContent)).toBe(`Aïcha Mint Salemdr.sidiBankily${money(700)}`);
  expect(plain(within(check).getByTestId('cash-differs').textContent)).toBe(plain(`Le compté diffère de l’enregistré de ${money(-0.5)} : un commentaire est obligatoire.`));

  await userEvent.click(within(check).getByRole('button', { name: 'Confirmer la clôture' }));
  expect(await within(open).findByText('Le montant compté diffère du montant enregistré : expliquez l’écart dans le commentaire')).toBeInTheDocument();
  await userEvent.type(within(check).getByLabelText('Commentaire'), 'Pièce manquante');
  await userEvent.click(within(check).getByRole('button', { name: 'Confirmer la clôture' }));

  const first = await within(open).findByTestId('cash-close-1');
  expect(within(first).getByRole('heading', { level: 4 })).toHaveTextContent(/^Clôture 1 — \d{2}\/03\/2026 \d{2}:00 par admin$/);
  expect(within(first).getByText('Commentaire : Pièce manquante')).toBeInTheDocument();
  expect(within(open).getByText('Caisse ouverte — prochaine clôture : Clôture 2')).toBeInTheDocument();
  expect(within(open).getByTestId('cash-nothing-open')).toHaveTextContent('Aucun paiement depuis la dernière clôture');
  expect(callsOf(calls, 'dayClose.close').map((call) => (call.body as { comment: string }).comment)).toEqual(['', 'Pièce manquante']);
  expect(callsOf(calls, 'dayClose.close')[1]).toMatchObject({
    method: 'POST',
    pathParams: { day: localDay() },
    body: { counted: [{ method: 'm1', amount: 1500 }, { method: 'm2', amount: 700 }], comment: 'Pièce manquante' },
  });
});

test('a counted amount is read with a decimal comma, and one that is no amount is refused on screen, as unreadable, before anything is sent', async () => {
  const { calls } = serveFinance();
  renderStatistics('/statistics/4/payments', [...VIEW, permission('CLOTURER', 'STATISTIQUES_FINANCIERES')]);
  const open = await screen.findByTestId('day-close');
  await userEvent.type(await within(open).findByLabelText('Montant compté — Espèces'), '1500,5');
  expect(plain(within(open).getByTestId('difference-m1').textContent)).toBe(money(0));
  await userEvent.type(within(open).getByLabelText('Montant compté — Bankily'), '1e3');
  await userEvent.click(within(open).getByRole('button', { name: 'Clôturer la caisse' }));
  expect(await within(open).findByText('Montant illisible : écrivez des chiffres, avec une virgule ou un point avant les centimes (ex. 12,50)')).toBeInTheDocument();
  expect(within(open).queryByRole('region', { name: 'Vérifier avant de clôturer' })).not.toBeInTheDocument();
  await userEvent.clear(within(open).getByLabelText('Montant compté — Bankily'));
  await userEvent.type(within(open).getByLabelText('Montant compté — Bankily'), '700');
  await userEvent.click(within(open).getByRole('button', { name: 'Clôturer la caisse' }));
  await userEvent.click(await within(open).findByRole('button', { name: 'Confirmer la clôture' }));
  await within(open).findByTestId('cash-close-1');
  expect(callsOf(calls, 'dayClose.close')[0].body).toEqual({ counted: [{ method: 'm1', amount: 1500.5 }, { method: 'm2', amount: 700 }], comment: '' });
});

test('a close is reopened with a reason, and says so', async () => {
  const day = openDay(localDay());
  const close = {
    _id: 'c1',
    day: localDay(),
    number: 1,
    at: '2026-03-05T12:00:00.000Z',
    by: 'admin',
    comment: '',
    lines: day.lines.map((line) => ({ ...line, counted: line.recorded, difference: 0 })),
    totals: { recorded: 2200.5, counted: 2200.5, difference: 0 },
    labs: { count: 0, amount: 0 },
    suppliers: { count: 0, amount: 0 },
    reopened: null,
  };
  const { calls } = serveFinance({ dayClose: { ...day, next: 2, closes: [close] } });
  renderStatistics('/statistics/4/payments', [...VIEW, permission('CLOTURER', 'STATISTIQUES_FINANCIERES')]);
  const first = await screen.findByTestId('cash-close-1');
  await userEvent.click(within(first).getByRole('button', { name: 'Rouvrir' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rouvrir la clôture 1' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Rouvrir la clôture' }));
  expect(await within(dialog).findByText('Donnez la raison de la réouverture')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Raison de la réouverture'), 'Erreur de comptage');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Rouvrir la clôture' }));
  expect(await within(screen.getByTestId('cash-close-1')).findByTestId('cash-reopened')).toHaveTextContent(/^Rouverte le \d{2}\/03\/2026 \d{2}:00 par admin : Erreur de comptage$/);
  expect(within(screen.getByTestId('cash-close-1')).queryByRole('button', { name: 'Rouvrir' })).not.toBeInTheDocument();
  expect(callsOf(calls, 'dayClose.reopen').at(-1)).toMatchObject({ method: 'POST', pathParams: { id: 'c1' }, body: { reason: 'Erreur de comptage' } });
});

test('a closed day is said on the payments tab to those who do not see the day close', async () => {
  serveFinance({ payments: paymentStatistics({ dayClose: { closedBy: 'admin', closedAt: '2026-03-05T18:30:00.000Z' } }) });
  renderStatistics('/statistics/4/payments', VIEW);
  expect(await screen.findByTestId('day-closed')).toHaveTextContent(/^Caisse clôturée par admin le 05\/03\/2026 \d{2}:30$/);
});
test('a table’s CSV holds the figures of the screen: semicolons, decimal comma, CRLF', async () => {
  serveFinance();
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderStatistics('/statistics/4/treatments?year=2025', VIEW);
  await screen.findByRole('table', { name: 'Traitements de 2025' });
  await userEvent.click(screen.getByRole('button', { name: 'Exporter « Traitements de 2025 » en CSV' }));
  expect(click).toHaveBeenCalled();
  // FileReader decodes the UTF-8 and drops its BOM (csv.test.ts checks the BOM).
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(saved[0]);
  });
  expect(saved[0].type).toBe('text/csv;charset=utf-8');
  expect(text.split('\r\n').map(plain)).toEqual(['Traitement;NBS;Pourcentage;Actes;Montant', 'Détartrage;12;66,67%;6;6000,00', 'Couronne;6;33,33%;2;30000,00', '']);
  click.mockRestore();
});

test('in Arabic the built-in payment mode reads نقدًا in the lines, the takings by method and the day close', async () => {
  await i18n.changeLanguage('ar');
  serveFinance();
  renderStatistics('/statistics/4/payments', GLOBAL);
  const lines = await screen.findByRole('table', { name: 'دفعات الفترة' });
  expect(within(lines).getByRole('cell', { name: 'نقدًا' })).toBeInTheDocument();
  const byMethod = screen.getByRole('table', { name: 'المقبوضات حسب طريقة الدفع' });
  expect(within(byMethod).getByRole('cell', { name: 'نقدًا' })).toBeInTheDocument();
  const panel = await screen.findByTestId('day-close', {}, { timeout: 5000 });
  expect(await within(panel).findByRole('rowheader', { name: 'نقدًا' })).toBeInTheDocument();
  expect(screen.queryByText('cash')).not.toBeInTheDocument();
});

test('in Arabic: the tabs, the statement and the figures read right to left with the same numbers', async () => {
  await i18n.changeLanguage('ar');
  serveFinance();
  renderStatistics('/statistics/4/accounting?preset=thisMonth', VIEW);
  const statement = await screen.findByTestId('statement');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['الدفعات', 'المحاسبة', 'العلاجات']);
  expect(plain(within(statement).getAllByRole('row')[4].textContent)).toContain(`حصة الطبيب${plain(formatMoney(3200, 'ar'))}`);
});
