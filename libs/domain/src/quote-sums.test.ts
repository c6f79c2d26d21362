import { invoiceTotal, isReductionPercent, labConsumptionTotal, labConsumptionsTotal, percentOf, quoteLineTotal, quoteSums } from './quote-sums';

describe('quote sums', () => {
  it('multiplies the unit price by the number of teeth', () => {
    expect(quoteLineTotal({ price: 1500, teeth: 3 })).toBe(4500);
    expect(quoteLineTotal({ price: 0.1, teeth: 3 })).toBe(0.3);
  });

  it('takes a per-line discount off the unit price before multiplying', () => {
    expect(quoteLineTotal({ price: 1500, discount: 200, teeth: 3 })).toBe(3900);
    expect(quoteLineTotal({ price: 19.99, discount: 0.33, teeth: 7 })).toBe(137.62);
    expect(quoteLineTotal({ price: 1500, discount: null, teeth: 2 })).toBe(3000);
  });

  it('gives total, reduction and remainder = total − total × reduction / 100, to the cent', () => {
    const lines = [
      { price: 1500, teeth: 2 },
      { price: 12000.5, discount: 500.25, teeth: 1 },
    ];
    expect(quoteSums(lines, 10)).toEqual({ total: 14500.25, reduction: 1450.03, remainder: 13050.22 });
    expect(quoteSums(lines, 0)).toEqual({ total: 14500.25, reduction: 0, remainder: 14500.25 });
    expect(quoteSums(lines, 100)).toEqual({ total: 14500.25, reduction: 14500.25, remainder: 0 });
    expect(quoteSums([], 30)).toEqual({ total: 0, reduction: 0, remainder: 0 });
  });

  it('rounds the reduction half up on whole cents, with percents to the hundredth', () => {
    expect(percentOf(0.01, 50)).toBe(0.01);
    expect(percentOf(0.01, 12.5)).toBe(0);
    expect(percentOf(100, 33.33)).toBe(33.33);
    expect(percentOf(0.1 + 0.2, 100)).toBe(0.3);
  });

  it('accepts reductions from 0 to 100 only', () => {
    expect([0, 12.5, 100].every(isReductionPercent)).toBe(true);
    expect([-1, 100.01, Number.NaN, '10', null, 1.005].some(isReductionPercent)).toBe(false);
  });

  it('sums an invoice and laboratory consumptions exactly', () => {
    expect(invoiceTotal([{ price: 0.1, teeth: 1 }, { price: 0.2, teeth: 1 }])).toBe(0.3);
    expect(labConsumptionTotal(2500.5, 3)).toBe(7501.5);
    expect(labConsumptionsTotal([{ price: 2500.5, teeth: 3 }, { price: 0.1, teeth: 2 }])).toBe(7501.7);
  });
});
