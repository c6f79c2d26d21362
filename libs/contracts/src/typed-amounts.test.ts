import { typedAmount, typedAmountProblem } from './amounts';

describe('an amount typed in a field', () => {
  it('takes plain amounts, with a decimal point or comma', () => {
    for (const text of ['0', '619.9', '619,90', ' 1500 ', '9999999999.99']) expect(typedAmountProblem(text)).toBeNull();
    expect(typedAmount('619,90')).toBe(619.9);
    expect(typedAmount(' 1500 ')).toBe(1500);
  });

  it('refuses exponent forms and anything that is not written as an amount', () => {
    for (const text of ['1e3', '1E3', '2e-2', '0x10', '-5', '12ab', '1.2.3', 'Infinity', '.5']) {
      expect(typedAmountProblem(text)).toBe('invalid');
      expect(typedAmount(text)).toBeNaN();
    }
  });

  it('refuses a third decimal', () => {
    expect(typedAmountProblem('1.234')).toBe('invalid');
  });

  it('says "too large" past the largest amount, not "two decimals"', () => {
    expect(typedAmountProblem('10000000000')).toBe('tooLarge');
    expect(typedAmountProblem('99999999999999999999999')).toBe('tooLarge');
  });

  it('leaves an empty field to the form, which may require it', () => {
    expect(typedAmountProblem('  ')).toBeNull();
    expect(typedAmount('')).toBeUndefined();
  });

  it('refuses 0 where the amount must be above it', () => {
    expect(typedAmountProblem('0', { positive: true })).toBe('invalid');
    expect(typedAmountProblem('0.01', { positive: true })).toBeNull();
  });
});
