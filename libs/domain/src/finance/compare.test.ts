import { describe, expect, it } from '@jest/globals';
import { accountingFigures } from './accounting';
import { compared, comparedFigures } from './compare';

describe('each total beside the previous period', () => {
  it('gives the difference to the cent and the change to the hundredth of a point', () => {
    expect(compared(0.3, 0.1 + 0.2)).toEqual({ current: 0.3, previous: 0.3, difference: 0, change: 0 });
    expect(compared(150, 100)).toEqual({ current: 150, previous: 100, difference: 50, change: 50 });
    expect(compared(100, 150)).toEqual({ current: 100, previous: 150, difference: -50, change: -33.33 });
    expect(compared(200, 150)).toEqual({ current: 200, previous: 150, difference: 50, change: 33.33 });
    expect(compared(250, 150)).toEqual({ current: 250, previous: 150, difference: 100, change: 66.67 });
    expect(compared(999_999_999.99, 0.01)).toEqual({ current: 999_999_999.99, previous: 0.01, difference: 999_999_999.98, change: 9_999_999_999_800 });
    expect(compared(-50, -100)).toEqual({ current: -50, previous: -100, difference: 50, change: 50 });
  });

  it('has no change after a period of nothing', () => {
    expect(compared(100, 0)).toEqual({ current: 100, previous: 0, difference: 100, change: null });
    expect(compared(0, 0).change).toBeNull();
  });

  it('compares the accounting figures key by key', () => {
    const now = accountingFigures({ payments: [{ amount: 300, day: '2026-03-02' }], labWork: [], purchaseOrders: [], consumptions: [], doctorPercentage: 50 });
    const before = accountingFigures({ payments: [{ amount: 200, day: '2026-02-02' }], labWork: [], purchaseOrders: [], consumptions: [], doctorPercentage: 50 });
    const figures = comparedFigures(now, before, ['total', 'doctorShare', 'remaining'] as const);
    expect(figures.total).toEqual({ current: 300, previous: 200, difference: 100, change: 50 });
    expect(figures.doctorShare).toEqual({ current: 150, previous: 100, difference: 50, change: 50 });
    expect(Object.keys(figures)).toEqual(['total', 'doctorShare', 'remaining']);
  });
});
