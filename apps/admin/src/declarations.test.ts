import { declarationProblems } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, each entry labelled and inside the module\'s routes', () => {
  expect(declarationProblems(declarations, 'admin')).toEqual([]);
});

test('keeps the observed swap: the Assurances entry is gated by LABORATOIRES, its tile by ASSURANCES', () => {
  expect(declarations.drawer.find((entry) => entry.id === 'assurances')?.gate).toEqual({ collection: 'LABORATOIRES' });
  expect(declarations.tiles.find((tile) => tile.id === 'assurances')?.gate).toEqual({ collection: 'ASSURANCES' });
});

test('shows Permissions to developer-flag users only', () => {
  expect(declarations.tiles.find((tile) => tile.id === 'permissions')).toMatchObject({ gate: { dev: true }, path: '/permissions', row: 3 });
});
