import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patient } from '@dental/contracts';
import type { AccountMovement } from '@dental/domain';
import { i18n } from '@dental/i18n';
import { CNAM, fakePatientServer, makePatient, renderPage, VIEW_ONLY } from '../../test-utils';
import { PatientFilePage } from '../PatientFilePage';

const PATTERN = '/patient/:doctorId/:patientId/Manage/:section';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();
const insured: Patient['assurance'] = { society: CNAM._id, registrationNumber: 'R-1', professionalId: null, coverage: 'Assuré principal', percentCovered: 80 };

const MOVEMENTS: AccountMovement[] = [
  { date: '2026-01-10', kind: 'consultation', detail: '', amount: 300, at: '2026-01-10T09:00:00Z' },
  { date: '2026-01-10', kind: 'insurance', detail: 'CNAM', amount: 240, at: '2026-01-10T09:00:00Z' },
  { date: '2026-02-05', kind: 'act', detail: 'Soin carie 14, 15', amount: 2000, at: '2026-02-05T10:00:00Z' },
  { date: '2026-03-01', kind: 'payment', detail: 'Espèces', amount: 560, at: '2026-03-01T10:00:00Z' },
];
/** 240 + 560 − 300 − 2,000: the patient owes 1,500. */
const BALANCE = -1500;

function openFile(patient: Patient, permissions?: typeof VIEW_ONLY) {
  const server = fakePatientServer([patient], { movements: MOVEMENTS });
  renderPage(<PatientFilePage />, { path: `/patient/4/${patient._id}/Manage/devis`, pattern: PATTERN, permissions });
  return server;
}

beforeEach(() => i18n.changeLanguage('fr'));

test('the header says the balance in words: Doit, Avance, Soldé — never a bare sign', async () => {
  for (const [balance, words] of [
    [-1500.5, 'Doit 1 500,50 MRU'],
    [2000, 'Avance 2 000,00 MRU'],
    [0, 'Soldé'],
  ] as const) {
    fakePatientServer([makePatient({ _id: `p${balance}`, name: `Solde ${balance}`, balance })]);
    const { unmount } = renderPage(<PatientFilePage />, { path: `/patient/4/p${balance}/Manage/devis`, pattern: PATTERN });
    const header = await screen.findByRole('region', { name: `Informations de Solde ${balance}` });
    expect(plain(within(header).getByText('Solde').nextElementSibling?.textContent)).toBe(words);
    expect(within(header).getByText('Solde').nextElementSibling?.textContent).not.toMatch(/-/);
    unmount();
  }
});

test('the header says it in English and Arabic too, and shows the insurer with the part it covers', async () => {
  await i18n.changeLanguage('en');
  openFile(makePatient({ _id: 'p1', name: 'Demba', balance: BALANCE, assurance: insured }));
  const header = await screen.findByRole('region', { name: 'Demba: details' });
  expect(plain(within(header).getByText('Balance').nextElementSibling?.textContent)).toBe('Owes 1,500.00 MRU');
  await waitFor(() => expect(plain(within(header).getByText('Insurance').nextElementSibling?.textContent)).toBe('CNAM · 80%'));
  await i18n.changeLanguage('ar');
  expect(plain((await within(header).findByText('الرصيد')).nextElementSibling?.textContent)).toMatch(/^مدين 1,500.00 MRU$/);
  await i18n.changeLanguage('fr');
  expect(plain((await within(header).findByText('Assurance')).nextElementSibling?.textContent)).toBe('CNAM · 80 %');
});

test('an uninsured patient shows no insurer', async () => {
  openFile(makePatient({ _id: 'p1', name: 'Moussa' }));
  const header = await screen.findByRole('region', { name: 'Informations de Moussa' });
  expect(within(header).queryByText('Assurance')).not.toBeInTheDocument();
});

test('"Relevé de compte" shows every movement with the running balance from the first movement to today, closing on the header’s balance', async () => {
  const { calls } = openFile(makePatient({ _id: 'p1', name: 'Demba', RegNo: '1738', balance: BALANCE }), VIEW_ONLY);
  const open = await screen.findByRole('button', { name: 'Relevé de compte' });
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Relevé de compte — Demba' });
  await waitFor(() => expect(within(dialog).getByLabelText('Du')).toHaveValue('2026-01-10'));
  expect(within(dialog).getByLabelText('Au')).toHaveValue('2026-11-28');
  // The print carries the clinic's name, address and phone.
  expect(within(dialog).getByText('Clinique Nour')).toBeInTheDocument();
  expect(within(dialog).getByText('Tevragh Zeina, Nouakchott')).toBeInTheDocument();
  expect(within(dialog).getByText('+222 45 25 30 30')).toBeInTheDocument();
  expect(within(dialog).getByText(/Demba \(N° 1738\)/)).toBeInTheDocument();
  const rows = within(within(dialog).getByRole('table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => plain(cell.textContent)).join(' | '));
  expect(rows).toEqual([
    'Date | Libellé | Débit | Crédit | Solde',
    'Solde au début de la période | Soldé',
    '10/01/2026 | Consultation | 300,00 MRU |  | Doit 300,00 MRU',
    '10/01/2026 | Prise en charge — CNAM |  | 240,00 MRU | Doit 60,00 MRU',
    '05/02/2026 | Acte — Soin carie 14, 15 | 2 000,00 MRU |  | Doit 2 060,00 MRU',
    '01/03/2026 | Paiement — Espèces |  | 560,00 MRU | Doit 1 500,00 MRU',
    'Total de la période | 2 300,00 MRU | 800,00 MRU | ',
    'Solde à la fin de la période | Doit 1 500,00 MRU',
  ]);
  const header = screen.getByRole('region', { name: 'Informations de Demba' });
  expect(plain(within(dialog).getByTestId('statement-closing').textContent)).toBe(plain(header.querySelector('.patients-file__fact--balance dd')?.textContent));
  expect(within(dialog).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();

  // A period: the opening balance is everything before it.
  await userEvent.clear(within(dialog).getByLabelText('Du'));
  await userEvent.type(within(dialog).getByLabelText('Du'), '2026-02-01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Afficher' }));
  await waitFor(() => expect(plain(within(dialog).getByText('Solde au début de la période').nextElementSibling?.textContent)).toBe('Doit 60,00 MRU'));
  expect(calls.filter((call) => call.route === 'patients.statement').at(-1)?.params).toMatchObject({ from: '2026-02-01', to: '2026-11-28' });

  // A reversed period is refused with the server's words, and nothing is asked.
  const asked = calls.filter((call) => call.route === 'patients.statement').length;
  await userEvent.clear(within(dialog).getByLabelText('Du'));
  await userEvent.type(within(dialog).getByLabelText('Du'), '2026-12-31');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Afficher' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('La date « Du » doit venir avant la date « Au »');
  expect(calls.filter((call) => call.route === 'patients.statement')).toHaveLength(asked);

  // Closing gives the focus back to the button.
  // Escape: the native dialog's cancel event (jsdom does not turn the key into it).
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(open).toHaveFocus();
});

test('the statement reads right to left in Arabic, each act’s teeth isolated', async () => {
  await i18n.changeLanguage('ar');
  openFile(makePatient({ _id: 'p1', name: 'Demba', RegNo: '1738', balance: BALANCE }));
  await userEvent.click(await screen.findByRole('button', { name: 'كشف الحساب' }));
  const dialog = await screen.findByRole('dialog', { name: 'كشف الحساب — Demba' });
  await waitFor(() => expect(within(dialog).getByLabelText('من')).toHaveValue('2026-01-10'));
  const act = within(dialog).getByText('Soin carie 14, 15');
  expect(act.tagName).toBe('BDI');
  expect(plain(within(dialog).getByTestId('statement-closing').textContent)).toMatch(/^مدين 1,500.00 MRU$/);
});
