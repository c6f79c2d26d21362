import { quotedLineAmount, sessionCharge, type QuotedLine } from './quote-line-charge';
import { quoteSums } from './quote-sums';

/** The parts of `line` taken by sessions of the given numbers of teeth, in that order. */
function sessions(line: QuotedLine, teethPerSession: readonly number[]): number[] {
  const parts: number[] = [];
  let earlier = { teeth: 0, shared: 0 };
  for (const teeth of teethPerSession) {
    const part = sessionCharge(line, teeth, earlier);
    parts.push(part);
    earlier = { teeth: earlier.teeth + teeth, shared: (Math.round(earlier.shared * 100) + Math.round(part * 100)) / 100 };
  }
  return parts;
}

const cents = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe('quotedLineAmount', () => {
  it('takes the quote’s reduction off the line: 2 000 × 36 and 46, 200 off per tooth, 10 % → 3 240, the quote’s “Reste”', () => {
    const line = { price: 2000, discount: 200, teeth: 2, reducePercent: 10 };
    expect(quotedLineAmount(line)).toBe(3240);
    expect(quoteSums([line], 10).remainder).toBe(3240);
  });

  it('leaves a line whole without a reduction, and takes everything off at 100 %', () => {
    expect(quotedLineAmount({ price: 1250.5, teeth: 2, reducePercent: 0 })).toBe(2501);
    expect(quotedLineAmount({ price: 1250.5, discount: 0.5, teeth: 2, reducePercent: 100 })).toBe(0);
  });

  it('reads the reduction as a percent, the reduction rounded half up to the cent as the quote’s', () => {
    expect(quotedLineAmount({ price: 100, teeth: 3, reducePercent: 33.33 })).toBe(200.01);
    expect(quotedLineAmount({ price: 10, teeth: 3, reducePercent: 33.33 })).toBe(20);
    expect(quotedLineAmount({ price: 0.01, teeth: 1, reducePercent: 50 })).toBe(0);
    expect(quoteSums([{ price: 0.01, teeth: 1 }], 50).remainder).toBe(0);
    expect(quotedLineAmount({ price: 0.1, teeth: 1, reducePercent: 12.5 })).toBe(0.09);
  });

  it('is the quote’s remainder for any one-line quote', () => {
    for (const [price, discount, teeth, reduce] of [
      [2000, 200, 2, 10],
      [333.33, 0, 7, 33.33],
      [0.05, 0.01, 3, 12.5],
      [9999.99, 1234.56, 32, 66.67],
    ]) {
      const line = { price, discount, teeth, reducePercent: reduce };
      expect(quotedLineAmount(line)).toBe(quoteSums([line], reduce).remainder);
    }
  });
});

describe('sessionCharge', () => {
  const example = { price: 2000, discount: 200, teeth: 2, reducePercent: 10 };

  it('charges the whole quoted line when one session realises every tooth', () => {
    expect(sessionCharge(example, 2)).toBe(3240);
  });

  it('charges a tooth at a time: 1 620 then 1 620', () => {
    expect(sessions(example, [1, 1])).toEqual([1620, 1620]);
  });

  it('three sessions of one tooth at 33.33 %: the last absorbs the rounding, together exactly the quoted amount', () => {
    const line = { price: 10, teeth: 3, reducePercent: 33.33 };
    const parts = sessions(line, [1, 1, 1]);
    expect(parts).toEqual([6.67, 6.67, 6.66]);
    expect(cents(parts)).toBe(2000);
    expect(sessions({ price: 100, teeth: 3, reducePercent: 33.33 }, [1, 1, 1])).toEqual([66.67, 66.67, 66.67]);
  });

  it('adds up exactly whatever the sessions’ sizes, with or without a reduction', () => {
    for (const line of [
      { price: 0.1, teeth: 3, reducePercent: 0 },
      { price: 1000, discount: 0, teeth: 3, reducePercent: 10 },
      { price: 333.33, discount: 0.01, teeth: 7, reducePercent: 33.33 },
      { price: 0.05, teeth: 6, reducePercent: 12.5 },
    ]) {
      for (const split of [[1, 1, 1], [2, 1], [1, 2], [line.teeth], [1, line.teeth - 1], Array.from({ length: line.teeth }, () => 1)]) {
        if (split.reduce((sum, teeth) => sum + teeth, 0) !== line.teeth) continue;
        expect(cents(sessions(line, split))).toBe(Math.round(quotedLineAmount(line) * 100));
      }
    }
  });

  it('charges two teeth of three as their share, then the rest', () => {
    expect(sessions({ price: 1000, discount: 0, teeth: 3, reducePercent: 10 }, [2, 1])).toEqual([1800, 900]);
  });

  it('the completing session takes what the others’ parts left, never below 0; a line without teeth is 0', () => {
    expect(sessionCharge(example, 1, { teeth: 1, shared: 1000 })).toBe(2240);
    expect(sessionCharge(example, 1, { teeth: 1, shared: 5000 })).toBe(0);
    expect(sessionCharge({ ...example, teeth: 0 }, 1)).toBe(0);
  });
});
