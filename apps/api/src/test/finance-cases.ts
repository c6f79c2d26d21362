import { ACTION, API_ROUTES, type RouteKey } from '@dental/contracts';
import type { CallerRights, RouteCase, Rule } from './route-case-types';

/** The financial statistics' and the day close's route cases, on the fixtures' doctor (none of the callers). */

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const has = (caller: CallerRights, action: string) => caller.dev || caller.permissions.has(`${action}|STATISTIQUES_FINANCIERES`);
const anyOf =
  (...actions: string[]): Rule =>
  (caller) =>
    actions.some((action) => has(caller, action));

/** A past day with none of the fixtures' payments: closing it (nothing to close) refuses nothing the other cases do. */
export const CLOSED_DAY = '2020-01-06';

/** `payment`: one of the fixtures' doctor's payments, for the whole clinic's approval. */
export function financeCases(doctor: string, payment: string): RouteCase[] {
  const other = { otherDoctor: true };
  const ofDoctor = anyOf(ACTION.viewGlobal);
  // Another doctor's payment: APPROUVER on PAIEMENTS_PATIENTS and the global view of patients.
  const approvesAny: Rule = (caller) => caller.dev || (caller.permissions.has(`${ACTION.approve}|PAIEMENTS_PATIENTS`) && caller.permissions.has(`${ACTION.viewGlobal}|PATIENTS`));
  return [
    { ...at('statistics.payments'), url: `/api/statistics/payments?doctor=${doctor}&year=2026&month=1`, allowed: ofDoctor, ...other },
    { ...at('statistics.accounting'), url: `/api/statistics/accounting?doctor=${doctor}&from=2026-01-01&to=2026-01-31`, allowed: ofDoctor, ...other },
    { ...at('statistics.treatments'), url: `/api/statistics/treatments?doctor=${doctor}&year=2026`, allowed: ofDoctor, ...other },
    { ...at('statistics.years'), url: '/api/statistics/years', allowed: anyOf(ACTION.view, ACTION.viewGlobal) },
    { ...at('statistics.approve'), url: '/api/statistics/payments/approve', body: { payments: [payment] }, allowed: approvesAny, ...other },
    { ...at('dayClose.get'), url: `/api/dayClose/${CLOSED_DAY}`, allowed: anyOf(ACTION.viewGlobal, ACTION.closeDay) },
    { ...at('dayClose.close'), url: `/api/dayClose/${CLOSED_DAY}`, body: { counted: [], comment: '' }, allowed: anyOf(ACTION.closeDay) },
    // A close no fixture made: the callers allowed are answered 404, the others refused first.
    { ...at('dayClose.reopen'), url: '/api/cashClose/987654321/reopen', body: { reason: 'Erreur de saisie' }, allowed: anyOf(ACTION.closeDay) },
  ];
}
