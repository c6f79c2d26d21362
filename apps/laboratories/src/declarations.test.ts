import { declarationProblems } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, each entry labelled and inside the module\'s routes', () => {
  expect(declarationProblems(declarations, 'laboratories')).toEqual([]);
});

test('keeps the observed swap: the Laboratoires entry is gated by ASSURANCES, its tile by LABORATOIRES (or, both, a lab tab\'s view)', () => {
  const firstOf = (gate: unknown) => (gate as { anyOf: unknown[] }).anyOf[0];
  expect(firstOf(declarations.drawer.find((entry) => entry.id === 'laboratories')?.gate)).toEqual({ collection: 'ASSURANCES' });
  expect(firstOf(declarations.tiles.find((tile) => tile.id === 'laboratories')?.gate)).toEqual({ collection: 'LABORATOIRES' });
});

test('sends a cabinet doctor straight to their implants and lets others pick', () => {
  expect(declarations.tiles.find((tile) => tile.id === 'implants')).toMatchObject({ path: '/implants/:doctorId', doctorScope: 'cabinet' });
});
