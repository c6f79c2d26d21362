import { typedAmount, typedAmountProblem, westernDigits } from './amounts';
import { translateMessage } from './messages';
import { typedAmountMessage } from './typed-amount-message';

describe('an amount typed in a field', () => {
  it('takes plain amounts, with a decimal point or comma', () => {
    for (const text of ['0', '619.9', '619,90', ' 1500 ', '9999999999.99']) expect(typedAmountProblem(text)).toBeNull();
    expect(typedAmount('619,90')).toBe(619.9);
    expect(typedAmount(' 1500 ')).toBe(1500);
  });

  it('reads "12,5" as 12.50, never as 125', () => {
    expect(typedAmountProblem('12,5')).toBeNull();
    expect(typedAmount('12,5')).toBe(12.5);
    expect(typedAmount('12.5')).toBe(12.5);
  });

  it('reads Arabic-Indic and Persian digits as digits, and the Arabic decimal separator', () => {
    expect(typedAmount('١٢٣')).toBe(123);
    expect(typedAmount('۱۲۳')).toBe(123);
    expect(typedAmount('١٢٫٥')).toBe(12.5);
    expect(typedAmount('١٢,٥٠')).toBe(12.5);
    expect(typedAmountProblem('١٢٣')).toBeNull();
    expect(westernDigits('\u200f١٠٠')).toBe('100');
  });

  it('calls unreadable what is not written as an amount', () => {
    for (const text of ['1e3', '1E3', '2e-2', '0x10', '12ab', '1.2.3', '12,5,0', 'Infinity', '.5', '1 500', '+5']) {
      expect(typedAmountProblem(text)).toBe('unreadable');
      expect(typedAmount(text)).toBeNaN();
    }
  });

  it('reads a negative amount, to refuse it as negative (not as missing, not as unreadable)', () => {
    expect(typedAmountProblem('-5')).toBe('invalid');
    expect(typedAmountProblem('−5')).toBe('invalid');
    expect(typedAmount('-5')).toBe(-5);
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

describe('the message of an amount typed in a field', () => {
  const rule = { invalid: 'purchaseOrder.priceInvalid' } as const;

  it('says "unreadable" for 1e3, in the language asked', () => {
    expect(typedAmountMessage('1e3', rule, 'fr')).toBe(translateMessage('common.amountUnreadable', 'fr'));
    expect(typedAmountMessage('1e3', rule, 'ar')).toBe(translateMessage('common.amountUnreadable', 'ar'));
    expect(translateMessage('common.amountUnreadable', 'fr')).toMatch(/illisible/);
  });

  it("gives a negative price the field's own message (must be positive)", () => {
    expect(typedAmountMessage('-5', rule, 'fr')).toBe(translateMessage('purchaseOrder.priceInvalid', 'fr'));
  });

  it('says "too large" past the largest amount, nothing for a right or empty one', () => {
    expect(typedAmountMessage('10000000000', rule, 'en')).toMatch(/^Amount too large/);
    expect(typedAmountMessage('12,5', rule, 'fr')).toBeNull();
    expect(typedAmountMessage('', rule, 'fr')).toBeNull();
  });
});
