import { fromCents, toCents } from './money';

/**
 * Purchase-order sums (spec part 2 §9), exact to the cent: amounts are added as whole cents.
 * Quantities are whole units.
 */

export interface PurchaseOrderLineFigures {
  /** Whole units ordered. */
  quantity: number;
  /** Price of one unit, in MRU. */
  price: number;
}

/** Line total: quantity × unit price. */
export function purchaseOrderLineTotal(line: PurchaseOrderLineFigures): number {
  if (!Number.isInteger(line.quantity)) throw new RangeError(`Not a whole quantity: ${line.quantity}`);
  return fromCents(line.quantity * toCents(line.price));
}

/** Order total: Σ line totals. */
export function purchaseOrderTotal(lines: readonly PurchaseOrderLineFigures[]): number {
  return fromCents(lines.reduce((cents, line) => cents + toCents(purchaseOrderLineTotal(line)), 0));
}

/** Remainder: total − Σ payments of the order (negative only if an order's total was lowered below what was paid). */
export function purchaseOrderRemainder(total: number, payments: readonly number[]): number {
  return fromCents(toCents(total) - payments.reduce((cents, amount) => cents + toCents(amount), 0));
}

/** Whether a payment of `amount` fits in what is left to pay (`remainder`): positive and at most the remainder. */
export function paymentFits(amount: number, remainder: number): boolean {
  const cents = toCents(amount);
  return cents > 0 && cents <= toCents(remainder);
}

/** What the cabinet owes a supplier: Σ order totals − Σ payments. */
export function supplierBalance(orders: readonly { total: number; paid: number }[]): number {
  return fromCents(orders.reduce((cents, order) => cents + toCents(order.total) - toCents(order.paid), 0));
}

/** The reference of an order: BC-{num}-{month number of its creation, 1 to 12}. */
export function purchaseOrderReference(num: number, createdMonth: number): string {
  if (!Number.isInteger(num) || num < 1) throw new RangeError(`Not an order number: ${num}`);
  if (!Number.isInteger(createdMonth) || createdMonth < 1 || createdMonth > 12) throw new RangeError(`Not a month: ${createdMonth}`);
  return `BC-${num}-${createdMonth}`;
}
