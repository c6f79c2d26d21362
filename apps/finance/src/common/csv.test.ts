import { csvText } from './csv';

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

test('quotes a cell holding a separator, a quote or a line end, and keeps a formula as text', () => {
  expect(csvText(['a'], [['x;y'], ['say "hi"'], ['two\nlines'], ['=SUM(A1)'], ['-5']]).slice(1).split('\r\n')).toEqual([
    'a',
    '"x;y"',
    '"say ""hi"""',
    '"two\nlines"',
    "'=SUM(A1)",
    "'-5",
    '',
  ]);
});
