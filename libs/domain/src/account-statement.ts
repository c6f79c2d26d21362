import { fromCents, toCents } from './money';

/**
 * A patient's account statement (relevé de compte, issue 34): every charge and payment of a period
 * with its date and the running balance, after the opening balance (everything before the period).
 * The balance has the sign of `patientBalance` and of the stored `patients.balance`: paid minus
 * charged, negative when the patient owes the cabinet. Insurance payments are payments for the
 * patient, as the balance counts them. The API answers it and the screen and the print show it:
 * one computation, in cents.
 */

/**
 * A charge (consultation, act), a payment (at the desk, or covered by the insurer), or the balance
 * taken over from the clinic's previous register when the patient was imported ("Solde repris",
 * issue 39): a charge when positive, a credit when negative.
 */
export type MovementKind = 'opening' | 'consultation' | 'act' | 'payment' | 'insurance';

export interface AccountMovement {
  /** The day, YYYY-MM-DD. */
  date: string;
  kind: MovementKind;
  /** What it is: the act and its teeth, the payment mode, the insurer. */
  detail: string;
  /** Positive amount: charged for a charge, paid for a payment; an opening balance's charge is negative for a credit. */
  amount: number;
  /** Orders the movements of one day: the moment it was recorded. */
  at?: string;
}

export interface StatementRow {
  date: string;
  kind: MovementKind;
  detail: string;
  /** What this line charges (0 for a payment). */
  charge: number;
  /** What this line pays (0 for a charge). */
  payment: number;
  /** The balance after this line. */
  balance: number;
}

export interface AccountStatement {
  /** The first day shown, or null: from the first movement. */
  from: string | null;
  /** The last day shown, or null: up to the last movement. */
  to: string | null;
  /** The balance before `from` (0 without `from`). */
  opening: number;
  rows: StatementRow[];
  /** The period's charges and payments. */
  charged: number;
  paid: number;
  /** The balance after the last row: opening + paid − charged. */
  closing: number;
}

export const isCharge = (kind: MovementKind) => kind === 'opening' || kind === 'consultation' || kind === 'act';

/**
 * The movements in statement order: opening balances first (they stand for everything before the
 * product), then by day, then by the moment recorded; charges before payments of the same moment.
 */
export function orderedMovements<T extends AccountMovement>(movements: readonly T[]): T[] {
  return [...movements].sort(
    (a, b) =>
      Number(b.kind === 'opening') - Number(a.kind === 'opening') ||
      a.date.localeCompare(b.date) ||
      (a.at ?? '').localeCompare(b.at ?? '') ||
      Number(isCharge(b.kind)) - Number(isCharge(a.kind)),
  );
}

/**
 * The statement of `movements` (any order) for the days `from`–`to`, both included; a missing end
 * leaves that side open. Movements after `to` are left out of every figure.
 */
export function accountStatement(movements: readonly AccountMovement[], period: { from?: string | null; to?: string | null } = {}): AccountStatement {
  const from = period.from ?? null;
  const to = period.to ?? null;
  let balance = 0;
  let opening = 0;
  let charged = 0;
  let paid = 0;
  const rows: StatementRow[] = [];
  for (const movement of orderedMovements(movements)) {
    if (to !== null && movement.date > to) continue;
    const cents = toCents(movement.amount);
    // A credit taken over (a negative opening charge) shows as paid.
    const credit = movement.kind === 'opening' && cents < 0;
    const charge = isCharge(movement.kind) && !credit ? cents : 0;
    const payment = credit ? -cents : isCharge(movement.kind) ? 0 : cents;
    balance += payment - charge;
    if (from !== null && movement.date < from) {
      opening = balance;
      continue;
    }
    charged += charge;
    paid += payment;
    rows.push({ date: movement.date, kind: movement.kind, detail: movement.detail, charge: fromCents(charge), payment: fromCents(payment), balance: fromCents(balance) });
  }
  return { from, to, opening: fromCents(opening), rows, charged: fromCents(charged), paid: fromCents(paid), closing: fromCents(balance) };
}
