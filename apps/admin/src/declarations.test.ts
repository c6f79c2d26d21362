import { isModuleDeclarations } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, with ids of their own', () => {
  expect(isModuleDeclarations(JSON.parse(JSON.stringify(declarations)), 'admin')).toBe(true);
  const ids = [...declarations.drawer, ...declarations.tiles].map((entry) => entry.id);
  expect(new Set(declarations.drawer.map((entry) => entry.id)).size).toBe(declarations.drawer.length);
  expect(new Set(declarations.tiles.map((entry) => entry.id)).size).toBe(declarations.tiles.length);
  expect(ids.length).toBeGreaterThan(0);
  for (const entry of [...declarations.drawer, ...declarations.tiles]) {
    expect(declarations.routes).toContain(entry.path.split('/')[1]);
    expect(Object.keys(entry.label).sort()).toEqual(['ar', 'en', 'fr']);
  }
});

test('keeps the observed swap: the Assurances entry is gated by LABORATOIRES, its tile by ASSURANCES', () => {
  expect(declarations.drawer.find((entry) => entry.id === 'assurances')?.gate).toEqual({ collection: 'LABORATOIRES' });
  expect(declarations.tiles.find((tile) => tile.id === 'assurances')?.gate).toEqual({ collection: 'ASSURANCES' });
});

test('shows Permissions to developer-flag users only', () => {
  expect(declarations.tiles.find((tile) => tile.id === 'permissions')).toMatchObject({ gate: { dev: true }, path: '/permissions', row: 3 });
});
