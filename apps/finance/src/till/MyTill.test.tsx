import { screen, within } from '@testing-library/react';
import type { MyTill as Till } from '@dental/contracts';
import { i18n } from '@dental/i18n';
import { answer, permission, refused, renderWithSession, serveApi } from '@dental/testing';
import { DR_SIDI, plain } from '../test-utils';
import { MyTill } from './MyTill';

const TILL: Till = {
  day: '2026-11-27',
  payments: [
    { _id: '1', patient: { _id: 'p1', name: 'Aicha Mint Ahmed' }, doctor: '4', amount: 200.1, method: { _id: 'm1', name: 'cash' }, createdAt: '2026-11-27T09:05:00.000Z', cashClose: { number: 1, at: '2026-11-27T12:00:00.000Z' } },
    { _id: '2', patient: { _id: 'p2', name: 'Brahim Ely' }, doctor: '4', amount: 1500, method: { _id: 'm2', name: 'Bankily' }, createdAt: '2026-11-27T14:30:00.000Z', cashClose: null },
  ],
  methods: [
    { method: { _id: 'm1', name: 'cash' }, recorded: 200.1, count: 1 },
    { method: { _id: 'm2', name: 'Bankily' }, recorded: 1500, count: 1 },
  ],
  total: 1700.1,
  closed: 200.1,
};

const show = () => renderWithSession(<MyTill />, { namespace: 'finance', path: '/', pattern: '/', permissions: [permission('AFFICHER_GLOBAL', 'PAIEMENTS_PATIENTS')], user: DR_SIDI });

beforeEach(() => i18n.changeLanguage('fr'));

test('"Ma caisse du jour" gives the day by method with the total, the part already closed, and each payment with its close', async () => {
  serveApi((request) => (request.route === 'payments.myDay' ? answer('payments.myDay', TILL) : refused('unexpected', 500)));
  show();
  const table = await screen.findByRole('table', { name: 'Paiements saisis par vous le 27/11/2026, hors part des assurances' });
  const rows = within(table).getAllByRole('row').map((row) => plain(row.textContent));
  expect(rows).toEqual(['Mode de paiementPaiementsMontant', 'Espèces1200,10 MRU', 'Bankily11 500,00 MRU', 'Total21 700,10 MRU']);
  expect(plain(screen.getByText('Déjà dans une clôture de caisse :').textContent)).toBe('Déjà dans une clôture de caisse : 200,10 MRU');
  expect(screen.getByText(/Aicha Mint Ahmed/).closest('li')).toHaveTextContent(/Espèces · Clôture 1$/);
  expect(screen.getByText(/Brahim Ely/).closest('li')).toHaveTextContent('ouverte');
});

test('in Arabic the built-in payment mode reads نقدًا, by method and in each payment', async () => {
  serveApi((request) => (request.route === 'payments.myDay' ? answer('payments.myDay', TILL) : refused('unexpected', 500)));
  await i18n.changeLanguage('ar');
  show();
  expect(await screen.findByRole('rowheader', { name: 'نقدًا' })).toBeInTheDocument();
  expect(screen.getByText(/Aicha Mint Ahmed/).closest('li')).toHaveTextContent('نقدًا');
  expect(screen.queryByText(/cash/)).not.toBeInTheDocument();
});

test('says so when nothing was taken, and in Arabic', async () => {
  serveApi((request) => (request.route === 'payments.myDay' ? answer('payments.myDay', { ...TILL, payments: [], methods: [], total: 0, closed: 0 }) : refused('unexpected', 500)));
  await i18n.changeLanguage('ar');
  show();
  expect(await screen.findByRole('heading', { name: 'صندوقي اليوم' })).toBeInTheDocument();
  expect(await screen.findByText(/^لا توجد دفعات سجلتها يوم /)).toBeInTheDocument();
});

test('a refused read shows its message', async () => {
  serveApi((request) => (request.route === 'payments.myDay' ? refused('AFFICHER : vous ne pouvez pas voir les paiements des patients', 403) : refused('unexpected', 500)));
  show();
  expect(await screen.findByText('AFFICHER : vous ne pouvez pas voir les paiements des patients')).toBeInTheDocument();
});
