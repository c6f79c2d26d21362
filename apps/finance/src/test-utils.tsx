import type { AccountingStatistics, DayClose, LoginUserData, PaymentStatistics, Permission, StatisticsPaymentLine, User } from '@dental/contracts';
import { fetchSettings, users } from '@dental/auth';
import { addNamespace } from '@dental/i18n';
import { answer, formErrors, refused, renderWithSession, serveApi, type ApiRequest } from '@dental/testing';
import { StatisticsPage } from './StatisticsPage';
import { translations } from './translations';

export { currentLocation, permission } from '@dental/testing';

addNamespace('finance', translations);

const user = (id: string, username: string, doctor: boolean): User => ({
  _id: id,
  username,
  phone: '',
  roles: [],
  doctor: doctor ? { cabinet: true, percentage: 40 } : null,
  dev: false,
  active: true,
  createdAt: '',
  updatedAt: '',
});

export const USERS = [user('4', 'dr.sidi', true), user('5', 'dr.mariem', true), user('9', 'assistante', false)];
export const DR_SIDI: LoginUserData = { _id: '4', username: 'dr.sidi', doctor: { cabinet: true, percentage: 40 }, dev: false, accessToken: 't4' };

export const line = (id: string, fields: Partial<StatisticsPaymentLine> = {}): StatisticsPaymentLine => ({
  _id: id,
  patient: { _id: `p${id}`, name: `Patient ${id}`, regNo: null },
  doctor: { _id: '4', username: 'dr.sidi' },
  amount: 1000,
  type: 'payment',
  kind: 'payment',
  // The clinic's built-in mode, stored as cash: the screens give it in words.
  method: { _id: 'm1', name: 'cash' },
  user: 'assistante',
  paymentDate: '2026-03-05',
  createdAt: '2026-03-05T09:00:00.000Z',
  approved: true,
  awaitingInsurer: false,
  insurerPaidOn: null,
  ...fields,
});

export function paymentStatistics(fields: Partial<PaymentStatistics> = {}): PaymentStatistics {
  const lines = fields.lines ?? [line('1')];
  const unapproved = lines.filter((one) => !one.approved && !one.awaitingInsurer);
  const doctors = [...new Map(unapproved.map((one) => [one.doctor._id, one.doctor])).values()];
  const byDoctor = doctors.map((doctor) => {
    const own = unapproved.filter((one) => one.doctor._id === doctor._id);
    return { doctor, count: own.length, amount: own.reduce((sum, one) => sum + one.amount, 0) };
  });
  return {
    from: '2026-03-05',
    to: '2026-03-05',
    doctor: '4',
    lines,
    total: lines.length,
    offset: 0,
    limit: 50,
    collected: 1000,
    previous: { from: '2026-03-04', to: '2026-03-04', collected: 800 },
    awaitingInsurer: 0,
    unapproved: { count: unapproved.length, amount: unapproved.reduce((sum, one) => sum + one.amount, 0), ids: unapproved.map((one) => one._id), byDoctor },
    dayShares: null,
    byDate: { unit: 'day', rows: [{ key: '2026-03-05', label: '2026-03-05', count: 1, total: 1000 }] },
    byMethod: [{ key: 'm1', label: 'cash', count: 1, total: 1000 }],
    byDoctor: [],
    dayClose: null,
    ...fields,
  };
}

const figures = (total: number, laboratory: number, orders: number, consumptions: number, percentage: number): AccountingStatistics['figures'] => {
  // The arithmetic the API's libs/domain does, on amounts chosen to be exact.
  const afterLaboratory = total - laboratory;
  const doctorShare = (afterLaboratory * percentage) / 100;
  const cabinetShare = afterLaboratory - doctorShare;
  const remaining = cabinetShare - orders - consumptions;
  return {
    total,
    laboratory,
    afterLaboratory,
    doctorShare,
    cabinetShare,
    purchaseOrders: orders,
    consumptions,
    remaining,
    insurersPart: 240,
    lines: [
      { key: 'collected', operation: 'start', amount: total },
      { key: 'laboratory', operation: 'minus', amount: laboratory },
      { key: 'afterLaboratory', operation: 'equals', amount: afterLaboratory },
      { key: 'doctorShare', operation: 'percent', amount: doctorShare, percentage },
      { key: 'cabinetShare', operation: 'percent', amount: cabinetShare, percentage: 100 - percentage },
      { key: 'purchaseOrders', operation: 'minus', amount: orders },
      { key: 'consumptions', operation: 'minus', amount: consumptions },
      { key: 'remaining', operation: 'equals', amount: remaining },
    ],
  };
};

export const ACCOUNTING: AccountingStatistics = {
  from: '2026-03-01',
  to: '2026-03-31',
  doctor: '4',
  percentage: 40,
  figures: figures(10000, 2000, 500, 300, 40),
  previous: { from: '2026-02-01', to: '2026-02-28', figures: figures(8000, 0, 0, 0, 40) },
  insurers: { amount: 240, rows: [{ percentCovered: 80, count: 1, amount: 240 }] },
};

export const openDay = (day: string): DayClose => ({
  day,
  next: 1,
  lines: [
    { method: { _id: 'm1', name: 'cash' }, recorded: 1500.5, count: 2, counted: null, difference: null },
    { method: { _id: 'm2', name: 'Bankily' }, recorded: 700, count: 1, counted: null, difference: null },
  ],
  totals: { recorded: 2200.5, counted: null, difference: null },
  labs: { count: 0, amount: 0 },
  suppliers: { count: 0, amount: 0 },
  unapproved: [{ _id: 'p9', patient: { _id: '12', name: 'Aïcha Mint Salem' }, doctor: 'dr.sidi', amount: 700, method: 'Bankily', paymentDate: day }],
  closes: [],
});

export interface FinanceWorld {
  payments: PaymentStatistics;
  accounting: AccountingStatistics;
  dayClose?: DayClose;
  refuse?: string;
}

/** The statistics as the API answers them; the approval flips the lines it names, the close closes the day. */
export function serveFinance(initial: Partial<FinanceWorld> = {}) {
  const world: FinanceWorld = { payments: paymentStatistics(), accounting: ACCOUNTING, ...initial };
  const calls = serveApi((request: ApiRequest) => {
    switch (request.route) {
      case 'users.list':
        return answer('users.list', USERS);
      case 'statistics.years':
        return answer('statistics.years', { years: [2024, 2025, 2026], today: '2026-03-05' });
      case 'statistics.payments':
        return world.refuse ? refused(world.refuse, 403) : answer('statistics.payments', world.payments);
      case 'statistics.accounting':
        return answer('statistics.accounting', world.accounting);
      case 'statistics.treatments':
        return answer('statistics.treatments', {
          year: Number(request.params.year),
          doctor: '4',
          rows: [
            { treatment: 't1', name: 'Détartrage', nbs: 12, acts: 6, amount: 6000, percentage: 66.67 },
            { treatment: 't2', name: 'Couronne', nbs: 6, acts: 2, amount: 30000, percentage: 33.33 },
          ],
          totals: { nbs: 18, acts: 8, amount: 36000 },
        });
      case 'payments.approve': {
        const ids = (request.body as { payments: string[] }).payments;
        const lines = world.payments.lines.map((one) => (ids.includes(one._id) ? { ...one, approved: true } : one));
        world.payments = { ...world.payments, lines, unapproved: { count: 0, amount: 0, ids: [], byDoctor: [] } };
        return answer('payments.approve', []);
      }
      case 'statistics.approve': {
        const ids = (request.body as { payments: string[] }).payments;
        const lines = world.payments.lines.map((one) => (ids.includes(one._id) ? { ...one, approved: true } : one));
        world.payments = { ...world.payments, lines, unapproved: { count: 0, amount: 0, ids: [], byDoctor: [] } };
        return answer('statistics.approve', { approved: ids });
      }
      case 'dayClose.get':
        return answer('dayClose.get', world.dayClose ?? openDay(request.pathParams.day));
      case 'dayClose.close': {
        const { counted, comment = '' } = request.body as { counted: { method: string; amount: number }[]; comment?: string };
        const open = world.dayClose ?? openDay(request.pathParams.day);
        const lines = open.lines.map((one) => {
          const amount = counted.find((c) => c.method === one.method._id)?.amount ?? 0;
          return { ...one, counted: amount, difference: Math.round((amount - one.recorded) * 100) / 100 };
        });
        if (lines.some((line) => line.difference !== 0) && comment.trim() === '') return formErrors('Le montant compté diffère du montant enregistré : expliquez l’écart dans le commentaire');
        const recorded = open.totals.recorded;
        const total = lines.reduce((sum, line) => sum + (line.counted ?? 0), 0);
        const made = {
          _id: `c${open.next}`,
          day: open.day,
          number: open.next,
          at: '2026-03-05T12:00:00.000Z',
          by: 'admin',
          comment: comment.trim(),
          lines,
          totals: { recorded, counted: total, difference: Math.round((total - recorded) * 100) / 100 },
          labs: open.labs,
          suppliers: open.suppliers,
          reopened: null,
        };
        world.dayClose = {
          ...open,
          next: open.next + 1,
          lines: open.lines.map((one) => ({ ...one, recorded: 0, count: 0 })),
          totals: { recorded: 0, counted: null, difference: null },
          unapproved: [],
          closes: [...open.closes, made],
        };
        return answer('dayClose.close', world.dayClose);
      }
      case 'dayClose.reopen': {
        const { reason } = request.body as { reason: string };
        if (!reason.trim()) return formErrors('Donnez la raison de la réouverture');
        const day = world.dayClose ?? openDay('2026-03-05');
        world.dayClose = {
          ...day,
          closes: day.closes.map((one) => (one._id === request.pathParams.id ? { ...one, reopened: { at: '2026-03-05T13:00:00.000Z', by: 'admin', reason: reason.trim() } } : one)),
        };
        return answer('dayClose.reopen', world.dayClose);
      }
      default:
        return refused('introuvable', 404);
    }
  });
  return { calls, world };
}

export const CLINIC = { clinicName: 'Clinique Nour', mainColor: '#00b894', logo: null, openingHours: '', consultationPrice: 300, address: 'Tevragh Zeina, Nouakchott', phone: '+222 45 25 30 30' };

/** The statistics page at `path` for a user holding `permissions`. */
export function renderStatistics(path: string, permissions: Permission[], loggedIn: LoginUserData = DR_SIDI) {
  return renderWithSession(<StatisticsPage />, {
    namespace: 'finance',
    path,
    pattern: '/statistics/:doctorId/:tab?',
    permissions,
    user: loggedIn,
    prepare: (store) => {
      store.dispatch(users.slice.actions.set(USERS));
      store.dispatch(fetchSettings.fulfilled(CLINIC, 'r'));
    },
  });
}

/** Money as the screen writes it, any kind of space alike. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
