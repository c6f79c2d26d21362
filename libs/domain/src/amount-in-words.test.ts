import { amountInWords } from './amount-in-words';

describe('amounts in words', () => {
  it('writes French ouguiyas as an invoice states them', () => {
    expect(amountInWords(49950, 'fr')).toBe('quarante-neuf mille neuf cent cinquante ouguiyas');
    expect(amountInWords(80500, 'fr')).toBe('quatre-vingt mille cinq cents ouguiyas');
    expect(amountInWords(1, 'fr')).toBe('un ouguiya');
    expect(amountInWords(0, 'fr')).toBe('zéro ouguiya');
    expect(amountInWords(21, 'fr')).toBe('vingt et un ouguiyas');
    expect(amountInWords(1_000_000, 'fr')).toBe("un million d'ouguiyas");
    expect(amountInWords(2_500_000, 'fr')).toBe('deux millions cinq cent mille ouguiyas');
  });

  it('adds the cents in words', () => {
    expect(amountInWords(49950.5, 'fr')).toBe('quarante-neuf mille neuf cent cinquante ouguiyas et cinquante centimes');
    expect(amountInWords(12.01, 'fr')).toBe('douze ouguiyas et un centime');
    expect(amountInWords(0.75, 'fr')).toBe('soixante-quinze centimes');
    expect(amountInWords(0.1 + 0.2, 'fr')).toBe('trente centimes');
    expect(amountInWords(49950.5, 'en')).toBe('forty-nine thousand nine hundred fifty ouguiyas and fifty cents');
    expect(amountInWords(3.01, 'en')).toBe('three ouguiyas and one cent');
    expect(amountInWords(49950.5, 'ar')).toBe('تسعة وأربعون ألفاً وتسعمائة وخمسون أوقية وخمسون سنتيم');
  });

  it('writes Arabic with أوقية, one and two after the noun', () => {
    expect(amountInWords(49950, 'ar')).toBe('تسعة وأربعون ألفاً وتسعمائة وخمسون أوقية');
    expect(amountInWords(1, 'ar')).toBe('أوقية واحدة');
    expect(amountInWords(2, 'ar')).toBe('أوقيتان');
    expect(amountInWords(80500, 'ar')).toBe('ثمانون ألفاً وخمسمائة أوقية');
  });

  it('writes English', () => {
    expect(amountInWords(49950, 'en')).toBe('forty-nine thousand nine hundred fifty ouguiyas');
    expect(amountInWords(1, 'en')).toBe('one ouguiya');
  });

  it('takes the largest amount a money column holds and refuses a negative one', () => {
    expect(amountInWords(9_999_999_999.99, 'fr')).toMatch(/^neuf milliards .* ouguiyas et quatre-vingt-dix-neuf centimes$/);
    expect(() => amountInWords(-1, 'fr')).toThrow(RangeError);
  });
});
