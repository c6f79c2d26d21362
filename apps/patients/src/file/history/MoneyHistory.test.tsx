import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { permission } from '@dental/testing';
import { ALL_ON_PATIENTS, makePatient, ok, type ApiRequest } from '../../test-utils';
import { renderFileSection, serveFile } from '../payments/file-test-server';
// Loaded beforehand, as the file page would load it when the tab opens: these tests are about the tab.
import './MoneyHistory';

const APPROVER = [...ALL_ON_PATIENTS, permission('APPROUVER', 'PAIEMENTS_PATIENTS')];
const ENTRIES: AuditEntry[] = [
  {
    _id: 'a3',
    at: '2026-03-04T11:00:00Z',
    user: { _id: '4', username: 'dr.sidi' },
    entity: 'prescriptionless',
    entityId: 'pay9',
    action: 'delete',
    before: { amount: 40 },
    after: null,
  },
  {
    _id: 'a2',
    at: '2026-03-04T10:30:00Z',
    user: { _id: '4', username: 'dr.sidi' },
    entity: 'payment',
    entityId: 'pay1',
    action: 'approve',
    before: { approved: false },
    after: { approved: true },
  },
  {
    _id: 'a1',
    at: '2026-03-04T09:00:00Z',
    user: { _id: '9', username: 'assistant' },
    entity: 'payment',
    entityId: 'pay1',
    action: 'update',
    before: { _id: 'pay1', amount: 200, method: { _id: 'm1', name: 'cash' }, updatedAt: 'x' },
    after: { _id: 'pay1', amount: 250, method: { _id: 'm2', name: 'Bankily' }, updatedAt: 'y' },
  },
];

function historyServer() {
  return serveFile(makePatient({ _id: 'p1', name: 'Aminetou' }), (request: ApiRequest) => {
    if (request.route === 'payments.list') return ok([]);
    if (request.route === 'patientHistory.list') return ok(ENTRIES);
    return undefined;
  });
}

beforeEach(() => i18n.changeLanguage('fr'));

test('an approver opens the file’s Historique tab: who, when, what, and each changed field before and after', async () => {
  const calls = historyServer();
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments', { permissions: APPROVER });
  await screen.findByRole('cell', { name: 'Aucun paiement' });
  // Read only once opened, and no longer under the payments.
  expect(calls.some((call) => call.route === 'patientHistory.list')).toBe(false);
  expect(screen.queryByText('Historique des mouvements')).not.toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Sections du dossier' });
  expect(within(tabs).getAllByRole('tab').at(-1)).toHaveTextContent('Historique');
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Historique' }));
  const panel = screen.getByRole('tabpanel', { name: 'Historique' });
  const region = await within(panel).findByRole('region', { name: 'Historique des mouvements' });
  expect(within(region).getByRole('heading', { level: 2, name: 'Historique des mouvements' })).toBeInTheDocument();
  const table = await within(region).findByRole('table', { name: 'Historique des mouvements' });
  await within(table).findByRole('cell', { name: 'assistant' });
  const [, deletion, approval, update] = within(table).getAllByRole('row');
  // An entity or action the screen does not know reads as the server writes it; a deletion has nothing after.
  expect(within(deletion).getByRole('cell', { name: 'prescriptionless · suppression' })).toBeInTheDocument();
  expect(within(deletion).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['montant 40']);
  expect(within(approval).getByRole('cell', { name: 'dr.sidi' })).toBeInTheDocument();
  expect(within(approval).getByRole('cell', { name: 'Paiement · validation' })).toBeInTheDocument();
  expect(within(approval).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['approuvé non', 'approuvé oui']);
  expect(within(update).getByRole('cell', { name: 'Paiement · modification' })).toBeInTheDocument();
  expect(within(update).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['montant 200', 'mode de paiement Espèces', 'montant 250', 'mode de paiement Bankily']);
  expect(calls.find((call) => call.route === 'patientHistory.list')?.pathParams).toEqual({ id: 'p1' });
});

test('the history has its own address, /Manage/history', async () => {
  historyServer();
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'history', { permissions: APPROVER });
  expect(await screen.findByRole('tab', { name: 'Historique', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'assistant' })).toBeInTheDocument();
});

test('without APPROUVER on PAIEMENTS_PATIENTS there is no history tab', async () => {
  const calls = historyServer();
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'payments');
  await screen.findByRole('cell', { name: 'Aucun paiement' });
  expect(screen.queryByRole('tab', { name: 'Historique' })).not.toBeInTheDocument();
  expect(screen.queryByText('Historique des mouvements')).not.toBeInTheDocument();
  expect(calls.some((call) => call.route === 'patientHistory.list')).toBe(false);
});

test('without APPROUVER on PAIEMENTS_PATIENTS the history’s address opens the quotes', async () => {
  const calls = historyServer();
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'history');
  expect(await screen.findByRole('tab', { name: 'Devis', selected: true })).toBeInTheDocument();
  expect(calls.some((call) => call.route === 'patientHistory.list')).toBe(false);
});

test('in Arabic the history tab and its table are translated, the built-in payment mode too', async () => {
  await i18n.changeLanguage('ar');
  historyServer();
  renderFileSection(makePatient({ _id: 'p1', name: 'x' }), 'history', { permissions: APPROVER });
  expect(await screen.findByRole('tab', { name: 'السجل', selected: true })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'سجل الحركات المالية' });
  expect(await within(table).findByText('نقدًا')).toBeInTheDocument();
});
