import { fitsMoneyColumn, MAX_AMOUNT, moneyParam, type MessageKey } from '@dental/contracts';
import type { Queryable } from '../db/types';
import { FormError } from './errors';

/**
 * Sums a write changes that no column holds (a quote's total, a doctor's account with a laboratory)
 * stay within what the database and the screens keep for an amount: the write that would pass
 * MAX_AMOUNT is refused inside its transaction with a message naming the sum. Sums a column holds
 * (a patient's balance, a sheet line's amount) are refused by the database itself, which the
 * error handler answers the same way.
 */

export function sumTooLarge(key: MessageKey): FormError {
  return new FormError([{ key, params: { max: moneyParam(MAX_AMOUNT) } }]);
}

/** A quote as it would be saved: its total within MAX_AMOUNT. */
export function checkQuoteTotal(quote: { total: number }): void {
  if (!fitsMoneyColumn(quote.total)) throw sumTooLarge('quote.totalTooLarge');
}

/** A doctor's work at a laboratory, payments to it, and the account between them, each within MAX_AMOUNT (exact, in numeric). */
export async function checkLabAccount(tx: Queryable, labId: string, doctorId: string): Promise<void> {
  const [{ fits }] = await tx.query<{ fits: boolean }>(
    `with totals as (
       select coalesce((select sum(price * cardinality(teeth)) from lab_consumptions where laboratory_id = $1 and doctor_id = $2), 0) as consumed,
              coalesce((select sum(amount) from lab_payments where laboratory_id = $1 and doctor_id = $2), 0) as paid)
     select greatest(consumed, paid, abs(consumed - paid)) <= $3::numeric as fits from totals`,
    [labId, doctorId, MAX_AMOUNT.toFixed(2)],
  );
  if (!fits) throw sumTooLarge('labPayment.accountTooLarge');
}
