import { fromCents, sumAmounts, toCents, coveredAmount } from './money';

/**
 * The one meaning of an insurance payment (issue 34 §5): its amount is the insurer's part, what the
 * insurer takes in charge ("pris en charge") and what the patient is credited with. A 6,000 act of a
 * patient covered at 90 % is 5,400 paid by the insurer (one insurance payment of 5,400) and 600 paid
 * by the patient at the desk. The insurer's invoice bills exactly what its payments credited to the
 * patients, and the statistics' insurers' part is the same sum over the counted insurance payments:
 * the percentage is applied once, when the act's price is split, never again on the payment.
 */

export interface InsuranceSplit {
  /** The insurer's part: price × percentCovered / 100, half up to the cent (the insurance payment's amount). */
  insurer: number;
  /** What is left for the patient: price − the insurer's part, to the cent. */
  patient: number;
}

/** Splits an act's (or a consultation's) price between the insurer and the patient. */
export function insuranceSplit(price: number, percentCovered: number): InsuranceSplit {
  const insurer = coveredAmount(price, percentCovered);
  return { insurer, patient: fromCents(toCents(price) - toCents(insurer)) };
}

/**
 * What an insurer invoice bills: the sum of its insurance payments' amounts, exact to the cent —
 * what the patients were credited, no percentage taken again. The statistics' insurers' part is
 * this sum over the insurance payments they count.
 */
export function insurerInvoiceTotal(payments: readonly { amount: number }[]): number {
  return sumAmounts(payments.map((payment) => payment.amount));
}

/** An insurer invoice's state: receiving payments, closed and awaiting the insurer, or paid. */
export type InsurerInvoiceState = 'open' | 'closed' | 'paid';

export const INSURER_INVOICE_STATES: readonly InsurerInvoiceState[] = ['open', 'closed', 'paid'];

/** The state of an invoice from its two flags: paid wins; closed (finish) and unpaid; else open. */
export function insurerInvoiceState(invoice: { payed: boolean; finish: boolean }): InsurerInvoiceState {
  if (invoice.payed) return 'paid';
  return invoice.finish ? 'closed' : 'open';
}

/**
 * The invoice that must be closed before a new one of the same scope can be created: the newest
 * invoice (by number) when it is still open, else none.
 */
export function invoiceToCloseFirst<T extends { numInvoice: number; payed: boolean; finish: boolean }>(invoices: readonly T[]): T | null {
  const newest = invoices.reduce<T | null>((last, invoice) => (last === null || invoice.numInvoice > last.numInvoice ? invoice : last), null);
  return newest && insurerInvoiceState(newest) === 'open' ? newest : null;
}
