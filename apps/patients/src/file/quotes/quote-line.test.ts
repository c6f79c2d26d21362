import { quoteSums } from '@dental/domain';
import { draftProblem, figuresOf, lineInput, type LineDraft } from './quote-line';

const line = (price: string, discount: string): LineDraft => ({ treatment: { _id: '1', name: 'Extraction', type: 'soins' }, price, discount, nums: ['36', '46'], surface: '' });

test('a discount above the price is refused before the line is added', () => {
  expect(draftProblem(line('2000', '2500'), 'fr')).toBe('La remise doit être un montant positif, au plus le prix');
  expect(draftProblem(line('2000', '200'), 'fr')).toBeNull();
});

test('a price or discount written "1e3" is unreadable; a negative one gets its own message; past the largest amount, "too large"', () => {
  const unreadable = 'Montant illisible : écrivez des chiffres, avec une virgule ou un point avant les centimes (ex. 12,50)';
  expect(draftProblem(line('1e3', ''), 'fr')).toBe(unreadable);
  expect(draftProblem(line('2000', '1e2'), 'fr')).toBe(unreadable);
  expect(draftProblem(line('-5', ''), 'fr')).toBe('Le prix doit être un montant positif (deux décimales au plus)');
  expect(draftProblem(line('2000', '-1'), 'fr')).toBe('La remise doit être un montant positif, au plus le prix');
  expect(draftProblem(line('10000000000', ''), 'fr')?.replace(/\s/g, ' ')).toBe('Montant trop élevé (au plus 9 999 999 999,99 MRU)');
});

test('a price typed "12,5" or in Arabic-Indic digits is read as typed', () => {
  expect(lineInput(line('12,5', '')).price).toBe(12.5);
  expect(lineInput(line('١٢٣', '٣')).price).toBe(123);
  expect(lineInput(line('١٢٣', '٣')).discount).toBe(3);
  expect(draftProblem(line('١٢٣', ''), 'fr')).toBeNull();
});

test('while a discount above the price is typed, the sums shown are never negative', () => {
  const sums = quoteSums([figuresOf(line('2000', '2500'))], 10);
  expect(sums).toEqual({ total: 0, reduction: 0, remainder: 0 });
  expect(quoteSums([figuresOf(line('-5', ''))], 0).total).toBe(0);
});

test('the line sent carries the typed amounts, a decimal comma read as a point', () => {
  expect(lineInput(line('2000,5', '200'))).toMatchObject({ price: 2000.5, discount: 200 });
});
