import { quotedLineAmount, sessionCharge } from './quote-line-charge';
import { quoteSums } from './quote-sums';

describe('quotedLineAmount', () => {
  it('takes the quote’s reduction off the line: 2 000 × 36 and 46, 200 off per tooth, 10 % → 3 240', () => {
    const line = { price: 2000, discount: 200, teeth: 2, reducePercent: 10 };
    expect(quotedLineAmount(line)).toBe(3240);
    expect(quoteSums([line], 10).remainder).toBe(3240);
  });

  it('rounds half up to the cent, and leaves a line whole without a reduction', () => {
    expect(quotedLineAmount({ price: 0.01, teeth: 1, reducePercent: 50 })).toBe(0.01);
    expect(quotedLineAmount({ price: 100, teeth: 3, reducePercent: 33.33 })).toBe(200.01);
    expect(quotedLineAmount({ price: 1250.5, teeth: 2, reducePercent: 0 })).toBe(2501);
  });
});

describe('sessionCharge', () => {
  const example = { price: 2000, discount: 200, teeth: 2, reducePercent: 10 };

  it('charges the whole quoted line when one session realises every tooth', () => {
    expect(sessionCharge(example, 2)).toBe(3240);
  });

  it('shares the line between sessions, the last one absorbing the rounding: together exactly the quoted amount', () => {
    const line = { price: 100, teeth: 3, reducePercent: 33.33 };
    const first = sessionCharge(line, 1);
    const second = sessionCharge(line, 1, { teeth: 1, charged: first });
    const last = sessionCharge(line, 1, { teeth: 2, charged: first + second });
    expect([first, second, last]).toEqual([66.67, 66.67, 66.67]);
    expect(Math.round((first + second + last) * 100)).toBe(Math.round(quotedLineAmount(line) * 100));
    const odd = { price: 10, teeth: 3, reducePercent: 0 };
    const a = sessionCharge(odd, 1);
    const b = sessionCharge(odd, 1, { teeth: 1, charged: a });
    expect([a, b, sessionCharge(odd, 1, { teeth: 2, charged: a + b })]).toEqual([10, 10, 10]);
    const uneven = { price: 0.1, teeth: 3, reducePercent: 0 };
    const u1 = sessionCharge({ ...uneven, price: 0.1 }, 2);
    expect(u1).toBe(0.2);
    expect(sessionCharge(uneven, 1, { teeth: 2, charged: u1 })).toBe(0.1);
  });

  it('charges two teeth of three as their share, then the rest', () => {
    const line = { price: 1000, discount: 0, teeth: 3, reducePercent: 10 };
    const first = sessionCharge(line, 2);
    expect(first).toBe(1800);
    expect(sessionCharge(line, 1, { teeth: 2, charged: first })).toBe(900);
  });
});
