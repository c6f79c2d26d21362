import { readdirSync } from 'node:fs';
import path from 'node:path';
import { namesNotGiven } from '@dental/contracts';
import { SHARED_NAMES, shellShared } from '../../../../tools/rspack/shared';
import { namesImportedBy, WHOLE_PACKAGE } from '../../../../tools/rspack/shared-imports';
import { SHARED_MODULES } from './shared-modules';

const workspace = path.resolve(__dirname, '../../../..');

/** The source files of the modules and the libs their builds bundle, tests left out (they never run in a page). */
function pageSources(): string[] {
  const roots = [
    ...readdirSync(path.join(workspace, 'apps')).filter((app) => app !== 'api' && app !== 'shell').map((app) => path.join(workspace, 'apps', app, 'src')),
    ...readdirSync(path.join(workspace, 'libs')).filter((lib) => lib !== 'testing').map((lib) => path.join(workspace, 'libs', lib, 'src')),
  ];
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)test\//.test(file))
      .map((file) => path.join(root, file)),
  );
}

test('the shell provides every package and lib the modules share, and nothing else', () => {
  expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(shellShared()).sort());
});

test('what the shell loads itself is given as it is; the rest is fetched when a module asks', async () => {
  expect(SHARED_MODULES.react).toEqual({ loaded: expect.objectContaining({ useState: expect.any(Function) }) });
  const form = SHARED_MODULES['react-hook-form'];
  expect('load' in form && (await form.load())).toEqual(expect.objectContaining({ useForm: expect.any(Function) }));
});

test('a package given by name gives exactly the names its shell-provides.json lists, each a real export', () => {
  for (const [request, names] of Object.entries(SHARED_NAMES)) {
    const module = SHARED_MODULES[request];
    expect('loaded' in module && Object.keys(module.loaded).sort()).toEqual([...names].sort());
    for (const name of names) expect((module as { loaded: Record<string, unknown> }).loaded[name]).toBeDefined();
  }
});

test("the modules and libs import only names the shell gives, and none of those packages whole", () => {
  const imports = namesImportedBy(pageSources(), Object.keys(SHARED_NAMES));
  expect(Object.keys(imports)).toEqual(expect.arrayContaining(['react-router-dom', 'downshift']));
  expect(namesNotGiven(imports, (request) => SHARED_NAMES[request])).toEqual({});
  expect(Object.values(imports).flat()).not.toContain(WHOLE_PACKAGE);
});

test('a source file counts the value names it imports or re-exports, and a whole package as *', async () => {
  const { importedNames } = await import('../../../../tools/rspack/shared-imports');
  const text = `
    import { Link, useParams as params, type NavigateFunction } from 'react-router-dom';
    import type { Location } from 'react-router-dom';
    import * as downshift from 'downshift';
    import axios from 'axios';
    export { useNavigate } from 'react-router-dom';
    const later = () => import('redux');`;
  const found = importedNames('file.tsx', text, new Set(['react-router-dom', 'downshift', 'redux']));
  expect(Object.fromEntries([...found].map(([request, names]) => [request, [...names].sort()]))).toEqual({
    'react-router-dom': ['Link', 'useNavigate', 'useParams'],
    downshift: [WHOLE_PACKAGE],
    redux: [WHOLE_PACKAGE],
  });
});
