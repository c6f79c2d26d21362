import { describe, expect, it } from '@jest/globals';
import type { PaymentFigures } from './payments';
import { presetPeriod, rangePeriod } from './periods';
import { awaitsApproval, paymentsTabFigures, shownTotals, takingsByDate, unapprovedByDoctor, takingsByDoctor, takingsByMethod, takingsTotal, UNKNOWN_KEY } from './takings';

const payments: (PaymentFigures & { id: string })[] = [
  { id: 'p1', amount: 0.1, day: '2026-02-28', method: 'cash', doctor: 'd1' },
  { id: 'p2', amount: 0.2, day: '2026-02-28', method: 'bankily', doctor: 'd1', approved: false },
  { id: 'p3', amount: 0, day: '2026-03-01', method: 'cash', doctor: 'd2' },
  { id: 'p4', amount: 999_999_999.99, day: '2026-03-02', method: 'cash', doctor: 'd2' },
  { id: 'p5', amount: 500, day: '2026-03-02', method: 'cheque', doctor: 'd1', supported: true, insurerInvoicePaid: false, percentCovered: 80 },
  { id: 'p6', amount: 300, day: '2026-03-02', method: 'cheque', supported: true, insurerInvoicePaid: true, percentCovered: 80 },
];

describe('takings', () => {
  it('adds up the payments that count, per day, in date order', () => {
    expect(takingsByDate(payments, 'day')).toEqual([
      { key: '2026-02-28', count: 2, total: 0.3 },
      { key: '2026-03-02', count: 2, total: 1_000_000_299.99 },
    ]);
  });

  it('lists every day or month of a period, 0 when nothing was taken, and only its payments', () => {
    expect(takingsByDate(payments, 'day', rangePeriod('2026-03-01', '2026-03-03'))).toEqual([
      { key: '2026-03-01', count: 0, total: 0 },
      { key: '2026-03-02', count: 2, total: 1_000_000_299.99 },
      { key: '2026-03-03', count: 0, total: 0 },
    ]);
    expect(takingsByDate(payments, 'month', presetPeriod('thisYear', '2026-03-02')).slice(0, 4)).toEqual([
      { key: '2026-01', count: 0, total: 0 },
      { key: '2026-02', count: 2, total: 0.3 },
      { key: '2026-03', count: 2, total: 1_000_000_299.99 },
      { key: '2026-04', count: 0, total: 0 },
    ]);
    expect(takingsByDate(payments, 'month', presetPeriod('thisYear', '2026-03-02'))).toHaveLength(12);
  });

  it('adds up per payment method and per doctor, largest first', () => {
    expect(takingsByMethod(payments)).toEqual([
      { key: 'cash', count: 2, total: 1_000_000_000.09 },
      { key: 'cheque', count: 1, total: 300 },
      { key: 'bankily', count: 1, total: 0.2 },
    ]);
    expect(takingsByDoctor(payments)).toEqual([
      { key: 'd2', count: 1, total: 999_999_999.99 },
      { key: UNKNOWN_KEY, count: 1, total: 300 },
      { key: 'd1', count: 2, total: 0.3 },
    ]);
    expect(takingsTotal(payments)).toBe(1_000_000_300.29);
    expect(takingsTotal([])).toBe(0);
  });

  it('adds thousands of small payments exactly', () => {
    const many = Array.from({ length: 7_000 }, (_, index) => ({ amount: index % 2 ? 0.1 : 0.2, day: `2026-03-0${1 + (index % 3)}`, method: 'cash' }));
    expect(takingsTotal(many)).toBe(1_050);
    const expected = [0, 0, 0];
    for (let index = 0; index < 7_000; index += 1) expected[index % 3] += index % 2 ? 10 : 20;
    expect(takingsByDate(many, 'day').map((row) => Math.round(row.total * 100))).toEqual(expected);
    expect(takingsByDate(many, 'day').map((row) => row.total)).toEqual([350.1, 349.9, 350]);
    expect(takingsByMethod(many)).toEqual([{ key: 'cash', count: 7_000, total: 1_050 }]);
  });
});

describe('the payments tab', () => {
  it('shows the day lines but those of amount 0, and the doctor and cabinet rows for a single day', () => {
    const figures = paymentsTabFigures(payments, presetPeriod('today', '2026-03-02'), 33.33);
    expect(figures.lines.map((line) => [line.payment.id, line.counted, line.unapproved])).toEqual([
      ['p4', true, false],
      ['p5', false, false],
      ['p6', true, false],
    ]);
    expect(figures.total).toBe(1_000_000_299.99);
    // 100 000 029 999 cents × 33.33 % = 33 330 009 998.6667 → 33 330 009 999 cents.
    expect(figures.detail).toEqual({ laboratory: 0, doctorShare: 333_300_099.99, cabinetShare: 666_700_200 });
  });

  it('highlights unapproved payments and has no detail rows over several days', () => {
    const figures = paymentsTabFigures(payments, rangePeriod('2026-02-28', '2026-03-01'), 50);
    expect(figures.lines.map((line) => [line.payment.id, line.unapproved])).toEqual([
      ['p1', false],
      ['p2', true],
    ]);
    expect(figures.total).toBe(0.3);
    expect(figures.detail).toBeNull();
  });

  it('splits 0.01 half up to the doctor on an otherwise empty day', () => {
    const figures = paymentsTabFigures([{ amount: 0.01, day: '2026-03-05' }], presetPeriod('today', '2026-03-05'), 50);
    expect(figures.detail).toEqual({ laboratory: 0, doctorShare: 0.01, cabinetShare: 0 });
    expect(paymentsTabFigures([], presetPeriod('today', '2026-03-05'), 50).detail).toEqual({ laboratory: 0, doctorShare: 0, cabinetShare: 0 });
  });

  it('leaves out of the approval an unapproved insurance payment that only awaits its insurer', () => {
    const day = '2026-03-05';
    const payments = [
      { amount: 10, day, doctor: 'b', approved: false },
      { amount: 20, day, doctor: 'a', approved: false, count: 2 },
      { amount: 30, day, doctor: 'a', approved: false, supported: true, insurerInvoicePaid: false, percentCovered: 80 },
      { amount: 40, day, doctor: 'a', approved: false, supported: true, insurerInvoicePaid: true, percentCovered: 80 },
      { amount: 0, day, doctor: 'a', approved: false },
      { amount: 50, day, doctor: 'b' },
    ];
    expect(unapprovedByDoctor(payments)).toEqual([
      { doctor: 'a', count: 3, total: 60 },
      { doctor: 'b', count: 1, total: 10 },
    ]);
    expect(shownTotals(payments, awaitsApproval)).toEqual({ count: 4, total: 70 });
    expect(paymentsTabFigures(payments, presetPeriod('today', day), 50).lines.filter((line) => line.unapproved)).toHaveLength(3);
  });
});
