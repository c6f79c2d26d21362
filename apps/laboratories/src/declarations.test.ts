import { isModuleDeclarations } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, with ids of their own', () => {
  expect(isModuleDeclarations(JSON.parse(JSON.stringify(declarations)), 'laboratories')).toBe(true);
  const ids = [...declarations.drawer, ...declarations.tiles].map((entry) => entry.id);
  expect(new Set(declarations.drawer.map((entry) => entry.id)).size).toBe(declarations.drawer.length);
  expect(new Set(declarations.tiles.map((entry) => entry.id)).size).toBe(declarations.tiles.length);
  expect(ids.length).toBeGreaterThan(0);
  for (const entry of [...declarations.drawer, ...declarations.tiles]) {
    expect(declarations.routes).toContain(entry.path.split('/')[1]);
    expect(Object.keys(entry.label).sort()).toEqual(['ar', 'en', 'fr']);
  }
});

test('keeps the observed swap: the Laboratoires entry is gated by ASSURANCES, its tile by LABORATOIRES', () => {
  expect(declarations.drawer.find((entry) => entry.id === 'laboratories')?.gate).toEqual({ collection: 'ASSURANCES' });
  expect(declarations.tiles.find((tile) => tile.id === 'laboratories')?.gate).toEqual({ collection: 'LABORATOIRES' });
});

test('sends a cabinet doctor straight to their implants and lets others pick', () => {
  expect(declarations.tiles.find((tile) => tile.id === 'implants')).toMatchObject({ path: '/implants/:doctorId', doctorScope: 'cabinet' });
});
