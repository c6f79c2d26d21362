import { isModuleDeclarations } from '@dental/module-kit';
import { declarations } from './declarations';

test('the declarations are plain data the shell accepts, with ids of their own', () => {
  expect(isModuleDeclarations(JSON.parse(JSON.stringify(declarations)), 'finance')).toBe(true);
  const ids = [...declarations.drawer, ...declarations.tiles].map((entry) => entry.id);
  expect(new Set(declarations.drawer.map((entry) => entry.id)).size).toBe(declarations.drawer.length);
  expect(new Set(declarations.tiles.map((entry) => entry.id)).size).toBe(declarations.tiles.length);
  expect(ids.length).toBeGreaterThan(0);
  for (const entry of [...declarations.drawer, ...declarations.tiles]) {
    expect(declarations.routes).toContain(entry.path.split('/')[1]);
    expect(Object.keys(entry.label).sort()).toEqual(['ar', 'en', 'fr']);
  }
});

