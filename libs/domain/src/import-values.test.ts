import { amountCents, birthYear, centsText, parseDay, parseStage, parseTime, parseTreatmentType } from './import-values';

describe('amountCents', () => {
  it('reads a decimal comma or point, spaces between thousands and currency words', () => {
    expect(amountCents('1 234,50')).toBe(123450);
    expect(amountCents('-1\u202f234,5 MRU')).toBe(-123450);
    expect(amountCents('1,234.50')).toBe(123450);
    expect(amountCents('1.234.567')).toBe(123456700);
    expect(amountCents('+300')).toBe(30000);
    expect(amountCents('0')).toBe(0);
    expect(amountCents('1500 أوقية')).toBe(150000);
  });

  it('refuses what is not an amount', () => {
    // Three decimals are refused rather than guessed as thousands.
    for (const text of ['', 'abc', '12.345', '1-2', '--3']) expect([text, amountCents(text)]).toEqual([text, null]);
  });

  it('writes cents as decimal text', () => {
    expect(centsText(-123450)).toBe('-1234.50');
    expect(centsText(5)).toBe('0.05');
  });
});

describe('parseDay', () => {
  it('reads dd/mm/yyyy, yyyy-mm-dd and Excel serial numbers', () => {
    expect(parseDay('31/01/2026')).toBe('2026-01-31');
    expect(parseDay('1.2.2026')).toBe('2026-02-01');
    expect(parseDay('2026-01-31')).toBe('2026-01-31');
    expect(parseDay('2026-01-31 00:00:00')).toBe('2026-01-31');
    expect(parseDay('45123')).toBe('2023-07-16');
    expect(parseDay('45123.75')).toBe('2023-07-16');
    expect(parseDay('12')).toBeNull();
  });

  it('refuses impossible days', () => {
    expect(parseDay('30/02/2026')).toBeNull();
    expect(parseDay('demain')).toBeNull();
  });
});

describe('birthYear, parseTime', () => {
  it('takes a year, or the year of a day', () => {
    expect(birthYear('1985')).toBe(1985);
    expect(birthYear('12/03/1985')).toBe(1985);
    expect(birthYear('31048')).toBe(1985);
    expect(birthYear('vieux')).toBeNull();
  });

  it('reads times as people and Excel write them', () => {
    expect(parseTime('09:30')).toBe('09:30');
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime('9h30')).toBe('09:30');
    expect(parseTime('14h')).toBe('14:00');
    expect(parseTime('0.395833333')).toBe('09:30');
    expect(parseTime('25:00')).toBeNull();
    expect(parseTime('9:75')).toBeNull();
  });
});

describe('stage and treatment type words', () => {
  it('reads fr, en and ar words', () => {
    expect(parseStage('En cours')).toBe('current');
    expect(parseStage('قيد العلاج')).toBe('current');
    expect(parseStage('TERMINÉ')).toBe('finish');
    expect(parseStage('consultation')).toBe('consultation');
    expect(parseStage('peut-être')).toBeNull();
    expect(parseTreatmentType('Prothèse')).toBe('prothese');
    expect(parseTreatmentType('conservative')).toBe('conservative');
    expect(parseTreatmentType('علاج اللثة')).toBe('gencive');
    expect(parseTreatmentType('Chirurgie')).toBeNull();
  });
});
