import { csvFileName, csvText, periodPart } from './csv';

test('semicolons, decimal comma from whole cents, BOM, CRLF, Arabic intact', () => {
  const text = csvText(['Patient', 'Montant', 'Actes'], [
    ['محمد الأمين', { money: 1234.5 }, 3],
    ['Aïcha', { money: 0.1 + 0.2 }, 1],
    ['Big', { money: 999999999.99 }, 0],
    ['Refund', { money: -0.05 }, 2.5],
  ]);
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.slice(1).split('\r\n')).toEqual(['Patient;Montant;Actes', 'محمد الأمين;1234,50;3', 'Aïcha;0,30;1', 'Big;999999999,99;0', 'Refund;-0,05;2,5', '']);
});

test('quotes a cell holding a separator, a quote or a line end; a formula stays text without a visible apostrophe', () => {
  expect(csvText(['a'], [['x;y'], ['say "hi"'], ['two\nlines'], ['=SUM(A1)'], ['@cmd'], ['-5'], ['+33 1']]).slice(1).split('\r\n')).toEqual([
    'a',
    '"x;y"',
    '"say ""hi"""',
    '"two\nlines"',
    ' =SUM(A1)',
    ' @cmd',
    ' -5',
    ' +33 1',
    '',
  ]);
  expect(csvText(['a'], [['=1'], ["l'an"]])).not.toContain("'=");
});

test('numbers, amounts and percentages stay numbers: negative ones are neither guarded nor quoted', () => {
  const text = csvText(['n', 'm', 'p', 'q'], [[-5, { money: -800 }, { percent: -16.67 }, { percent: 25 }]]);
  expect(text.slice(1).split('\r\n')[1]).toBe('-5;-800,00;-16,67%;25,00%');
  expect(text).not.toContain("'");
});

test('the same French-Excel file in every language: dates dd/mm/yyyy, no direction marks', () => {
  const arabicDate = '\u200f05\u200f/03\u200f/2026';
  const text = csvText(['\u2068التاريخ\u2069'], [[{ date: '2026-03-05' }], [arabicDate], ['\u061cنص']]);
  expect(text.slice(1).split('\r\n')).toEqual(['التاريخ', '05/03/2026', '05/03/2026', 'نص', '']);
  expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
});

test('the file name carries what, whose and when', () => {
  expect(csvFileName('versement', 'dr.sidi', periodPart('2026-10-01', '2026-10-31'))).toBe('versement-dr.sidi-2026-10.csv');
  expect(csvFileName('versement', 'dr.sidi', periodPart('2026-10-05', '2026-10-05'))).toBe('versement-dr.sidi-2026-10-05.csv');
  expect(csvFileName('comptabilite', 'clinique', periodPart('2026-01-01', '2026-12-31'))).toBe('comptabilite-clinique-2026.csv');
  expect(csvFileName('versement', 'dr. Sidi Ahmed', periodPart('2026-02-01', '2026-02-27'))).toBe('versement-dr.-Sidi-Ahmed-2026-02-01_2026-02-27.csv');
  expect(periodPart('2024-02-01', '2024-02-29')).toBe('2024-02');
  expect(csvFileName('traitements', 'د.مريم', '2025')).toBe('traitements-د.مريم-2025.csv');
});
