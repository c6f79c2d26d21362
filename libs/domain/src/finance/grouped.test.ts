import { describe, expect, it } from '@jest/globals';
import { accountingFigures, addedFigures, insurersRows, type AccountingInput } from './accounting';
import type { PaymentFigures } from './payments';
import { periodOfRange, previousPeriod } from './periods';
import { shownTotals, takingsByMethod, takingsTotal } from './takings';
import { treatmentStatistics } from './treatment-stats';

/** The figures read from rows grouped in SQL equal the figures of the payments one by one. */

const day = '2026-03-04';
const one = (amount: number, more: Partial<PaymentFigures> = {}): PaymentFigures => ({ amount, day, method: 'cash', ...more });
const none: AccountingInput = { payments: [], labWork: [], purchaseOrders: [], consumptions: [], doctorPercentage: 40 };

describe('grouped rows', () => {
  const single = [one(0.1), one(0.2), one(5, { approved: false }), one(10, { supported: true, insurerInvoicePaid: false, percentCovered: 80 })];
  const grouped = [one(0.3, { count: 2 }), one(5, { approved: false }), one(10, { supported: true, insurerInvoicePaid: false, percentCovered: 80 })];

  it('count as many payments as they stand for', () => {
    expect(takingsByMethod(grouped)).toEqual(takingsByMethod(single));
    expect(takingsByMethod(grouped)).toEqual([{ key: 'cash', count: 3, total: 5.3 }]);
    expect(takingsTotal(grouped)).toBe(5.3);
    expect(shownTotals(grouped, (payment) => payment.approved === false)).toEqual({ count: 1, total: 5 });
    expect(shownTotals(grouped, (payment) => payment.supported === true && payment.insurerInvoicePaid !== true)).toEqual({ count: 1, total: 10 });
  });

  it('give the insurers’ rows however the payments were grouped', () => {
    const paid = { supported: true, insurerInvoicePaid: true, percentCovered: 33.33 };
    const payments = [one(0.01, paid), one(0.01, paid), one(0.01, paid)];
    expect(insurersRows(payments)).toEqual([{ percentCovered: 33.33, count: 3, amount: 0.03 }]);
    expect(insurersRows([one(0.03, { ...paid, count: 3 })])).toEqual(insurersRows(payments));
  });

  it('add treatment rows standing for several acts', () => {
    const rows = treatmentStatistics([{ treatment: 'Extraction', teeth: 5, amount: 3_000, acts: 3 }, { treatment: 'Détartrage', teeth: 5, amount: 800 }]);
    expect(rows.map((row) => [row.treatment, row.nbs, row.acts, row.percentage])).toEqual([
      ['Extraction', 5, 3, 50],
      ['Détartrage', 5, 1, 50],
    ]);
  });
});

describe('addedFigures', () => {
  it('adds the doctors’ figures to the cent, statement lines included', () => {
    const a = accountingFigures({ ...none, payments: [one(100.01)], labWork: [{ price: 10, teeth: 2 }], doctorPercentage: 33.33 });
    const b = accountingFigures({ ...none, payments: [one(0.2)], consumptions: [0.1], doctorPercentage: 50 });
    const sum = addedFigures([a, b]);
    expect(sum).toMatchObject({ total: 100.21, laboratory: 20, doctorShare: 26.77, remaining: 53.34 });
    expect(sum.lines.map((line) => line.percentage)).toEqual(Array(8).fill(undefined));
    expect(addedFigures([]).total).toBe(0);
  });
});

describe('periodOfRange', () => {
  it('reads a day, a whole month and a whole year as that unit, anything else as a range', () => {
    expect(periodOfRange('2026-03-04', '2026-03-04').unit).toBe('day');
    expect(previousPeriod(periodOfRange('2026-03-01', '2026-03-31'))).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod(periodOfRange('2024-01-01', '2024-12-31'))).toMatchObject({ from: '2023-01-01', to: '2023-12-31' });
    expect(periodOfRange('2026-03-01', '2026-03-30').unit).toBe('range');
    expect(() => periodOfRange('2026-02-31', '2026-03-01')).toThrow(RangeError);
  });
});
