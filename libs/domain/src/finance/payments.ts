import { toCents } from '../money';

/**
 * Which payments the financial statistics show and count (spec part 2 §2, §4, §5):
 * - a line of amount 0 is hidden (and so counts for nothing);
 * - an insurance payment (supported) counts only once its insurer invoice is paid, and then on the
 *   day the invoice was paid (insurance_invoices.payed_at), not on the act's day: the insurer's
 *   money reaches the clinic that day, so paying an old invoice adds to today's figures and never
 *   rewrites a past month that was closed or reported;
 * - an unapproved payment is shown (highlighted, for the bulk validation) and counted: approval is a
 *   review of who entered it, the money was taken all the same.
 */

export interface PaymentFigures {
  /** In MRU. */
  amount: number;
  /**
   * The day the payment counts, `YYYY-MM-DD` in the clinic's calendar: its paymentDate; for an
   * insurance payment whose insurer invoice is paid, the day that invoice was paid.
   */
  day: string;
  /** The payment method's key (its code or name), for the takings by method. */
  method?: string | null;
  /** The doctor the payment was taken for, for the takings by doctor. */
  doctor?: string | null;
  /** False until approved in bulk (§4); absent counts as approved. */
  approved?: boolean | null;
  /** An insurance payment: the insurer covers part of it. */
  supported?: boolean | null;
  /** For an insurance payment: whether its insurer invoice is paid (invoiceAssur.payed). */
  insurerInvoicePaid?: boolean | null;
  /** For an insurance payment: the part the insurer covers, 0 to 100 (the patient's assurance.percentCovered). */
  percentCovered?: number | null;
  /**
   * A row grouped in SQL stands for this many payments of the same day, method, doctor, approval
   * and insurance state, `amount` being their sum; absent for a single payment.
   */
  count?: number;
}

/** Whether the statistics show the line: every payment but those of amount 0. */
export function isShownPayment(payment: Pick<PaymentFigures, 'amount'>): boolean {
  return toCents(payment.amount) !== 0;
}

/** Whether an insurance payment still waits for its insurer invoice to be paid. */
export function isAwaitingInsurer(payment: Pick<PaymentFigures, 'supported' | 'insurerInvoicePaid'>): boolean {
  return payment.supported === true && payment.insurerInvoicePaid !== true;
}

/** Whether the payment counts in the totals: shown, and not an insurance payment whose invoice is unpaid. */
export function isCountablePayment(payment: Pick<PaymentFigures, 'amount' | 'supported' | 'insurerInvoicePaid'>): boolean {
  return isShownPayment(payment) && !isAwaitingInsurer(payment);
}

/** The payments that count in the totals, in their order. */
export function countablePayments<P extends Pick<PaymentFigures, 'amount' | 'supported' | 'insurerInvoicePaid'>>(payments: readonly P[]): P[] {
  return payments.filter(isCountablePayment);
}
