import { quoteSums } from '@dental/domain';
import { draftProblem, figuresOf, lineInput, type LineDraft } from './quote-line';

const line = (price: string, discount: string): LineDraft => ({ treatment: { _id: '1', name: 'Extraction', type: 'soins' }, price, discount, nums: ['36', '46'], surface: '' });

test('a discount above the price is refused before the line is added', () => {
  expect(draftProblem(line('2000', '2500'), 'fr')).toBe('La remise doit être un montant positif, au plus le prix');
  expect(draftProblem(line('2000', '200'), 'fr')).toBeNull();
});

test('a price or discount written "1e3", or past the largest amount, is refused with its message', () => {
  expect(draftProblem(line('1e3', ''), 'fr')).toBe('Le prix doit être un montant positif (deux décimales au plus)');
  expect(draftProblem(line('2000', '1e2'), 'fr')).toBe('La remise doit être un montant positif, au plus le prix');
  expect(draftProblem(line('10000000000', ''), 'fr')?.replace(/\s/g, ' ')).toBe('Montant trop élevé (au plus 9 999 999 999,99 MRU)');
});

test('while a discount above the price is typed, the sums shown are never negative', () => {
  const sums = quoteSums([figuresOf(line('2000', '2500'))], 10);
  expect(sums).toEqual({ total: 0, reduction: 0, remainder: 0 });
  expect(quoteSums([figuresOf(line('-5', ''))], 0).total).toBe(0);
});

test('the line sent carries the typed amounts, a decimal comma read as a point', () => {
  expect(lineInput(line('2000,5', '200'))).toMatchObject({ price: 2000.5, discount: 200 });
});
