import { fromCents, toCents } from './money';

/**
 * A patient's balance: everything paid for the patient (at the desk or covered by an insurer)
 * minus everything charged (consultations now; acts done, later). Negative means the patient owes
 * the cabinet. The database keeps the same sum in patients.balance through triggers.
 */
export function patientBalance(payments: readonly number[], charges: readonly number[]): number {
  const paid = payments.reduce((total, amount) => total + toCents(amount), 0);
  const charged = charges.reduce((total, amount) => total + toCents(amount), 0);
  return fromCents(paid - charged);
}

export type BalanceStanding = 'debtor' | 'settled' | 'creditor';

/** The finished list's sub-filters: debtor below 0, settled at 0, creditor above 0. */
export function balanceStanding(balance: number): BalanceStanding {
  const cents = toCents(balance);
  return cents < 0 ? 'debtor' : cents === 0 ? 'settled' : 'creditor';
}
