import { invoiceSums } from './invoice-sums';
import { quoteSums } from './quote-sums';

/** Demba Ndiaye's quote of the demo walk-through: crowns 36 and 46 with 1,000 off per tooth, caries care 14, 15, 24 with 500 off per tooth, 10 %. */
const demba = { id: 'q2', reducePercent: 10, lines: [
  { price: 19000, discount: 1000, teeth: 2 },
  { price: 7000, discount: 500, teeth: 3 },
] };
/** His June quote: one line of 25,000, no reduction. */
const june = { id: 'q1', reducePercent: 0, lines: [{ price: 25000, teeth: 1 }] };

describe('invoice sums', () => {
  it("asks exactly the quote's Reste when the invoice bills the whole quote (49,950 for Demba)", () => {
    const sums = invoiceSums([demba]);
    expect(quoteSums(demba.lines, 10).remainder).toBe(49950);
    expect([sums.total, sums.reduction, sums.amountDue]).toEqual([55500, 5550, 49950]);
    expect(sums.quotes).toEqual([{ ...demba, total: 55500, reduction: 5550, remainder: 49950 }]);
  });

  it("applies each quote's reduction to its own lines only", () => {
    const sums = invoiceSums([demba, june]);
    expect([sums.total, sums.reduction, sums.amountDue]).toEqual([80500, 5550, 74950]);
    expect(sums.quotes.map((q) => [q.id, q.remainder])).toEqual([
      ['q2', 49950],
      ['q1', 25000],
    ]);
  });

  it('rounds each quote half up to the cent and adds the cents exactly', () => {
    const a = { reducePercent: 12.5, lines: [{ price: 0.1, teeth: 1 }] };
    const b = { reducePercent: 33.33, lines: [{ price: 19.99, discount: 0.33, teeth: 7 }] };
    const sums = invoiceSums([a, b]);
    // 0.10 × 12.5 % = 0.0125 → 0.01; 137.62 × 33.33 % = 45.868746 → 45.87.
    expect([sums.total, sums.reduction, sums.amountDue]).toEqual([137.72, 45.88, 91.84]);
  });

  it('is all zero for nothing billed', () => {
    expect(invoiceSums([])).toEqual({ quotes: [], total: 0, reduction: 0, amountDue: 0 });
  });
});
