import { routeUrl } from '../../libs/contracts/src/routes.ts';

/** Years of work the bench gives the busy laboratory (seed-demo --lab-years); the demo doctors have five years of purchase orders. */
export const LAB_YEARS = 5;

/**
 * The calls of the laboratories' and consumables' screens over years of records: the busy lab's
 * accounts, a doctor's consumptions and cases there, and that doctor's purchase orders (the
 * screen's first page, and the whole list). [label, path].
 */
export const recordCalls = (labId, doctorId) => [
  [`GET /api/laboratory/{lab}/accounts (${LAB_YEARS} years of work)`, routeUrl('labAccounts.list', { labId })],
  [`GET /api/laboratory/consumptions?labId&doctor (${LAB_YEARS} years)`, `${routeUrl('labConsumptions.list')}?labId=${labId}&doctor=${doctorId}`],
  [`GET /api/laboratory/{lab}/patients?doctor&finish=false`, `${routeUrl('labCases.list', { labId })}?doctor=${doctorId}&finish=false`],
  [`GET /api/laboratory/payments?labId&doctor`, `${routeUrl('labPayments.list')}?labId=${labId}&doctor=${doctorId}`],
  ['GET /api/purchaseOrder/{doctor}?limit=30 (5 years, first page)', `${routeUrl('purchaseOrders.list', { doctorId })}?offset=0&limit=30`],
  ['GET /api/purchaseOrder/{doctor} (5 years, every order)', routeUrl('purchaseOrders.list', { doctorId })],
];
