import { describe, expect, it } from '@jest/globals';
import { countablePayments, isAwaitingInsurer, isCountablePayment, isShownPayment } from './payments';

describe('payments the statistics count', () => {
  it('hides the lines of amount 0, even written as a float dust', () => {
    expect(isShownPayment({ amount: 0 })).toBe(false);
    expect(isShownPayment({ amount: -0 })).toBe(false);
    expect(isShownPayment({ amount: 0.001 })).toBe(false);
    expect(isShownPayment({ amount: 0.01 })).toBe(true);
    expect(isShownPayment({ amount: 0.1 + 0.2 - 0.3 })).toBe(false);
  });

  it('counts an insurance payment only once its insurer invoice is paid', () => {
    expect(isCountablePayment({ amount: 1000, supported: true, insurerInvoicePaid: false })).toBe(false);
    expect(isCountablePayment({ amount: 1000, supported: true })).toBe(false);
    expect(isCountablePayment({ amount: 1000, supported: true, insurerInvoicePaid: true })).toBe(true);
    expect(isCountablePayment({ amount: 1000, supported: false, insurerInvoicePaid: false })).toBe(true);
    expect(isCountablePayment({ amount: 1000 })).toBe(true);
    expect(isAwaitingInsurer({ supported: true, insurerInvoicePaid: null })).toBe(true);
    expect(isAwaitingInsurer({ supported: null })).toBe(false);
  });

  it('keeps the countable ones in their order, unapproved ones included', () => {
    const payments = [
      { id: 'a', amount: 500, approved: false },
      { id: 'b', amount: 0 },
      { id: 'c', amount: 300, supported: true, insurerInvoicePaid: false },
      { id: 'd', amount: 200, supported: true, insurerInvoicePaid: true },
    ];
    expect(countablePayments(payments).map((payment) => payment.id)).toEqual(['a', 'd']);
  });
});
