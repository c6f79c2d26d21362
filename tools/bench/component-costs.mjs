// What each shared UI building block adds to a module's first navigation, in gzip. Module
// Federation shares a package whole (no tree-shaking across the share boundary), so each entry keeps
// every export of what it measures; what the shell has already loaded is left out (externals), and
// so is the cost of an empty build (the bundler's own runtime).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleSize } from './bundle.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const ui = (file) => path.join(root, 'libs/ui/src', file);

/** Shared singletons the shell's first load already holds. */
const LOADED_BY_THE_SHELL = ['react', 'react-dom', 'react/jsx-runtime', 'react-router', 'react-router-dom', 'redux', '@reduxjs/toolkit', 'react-redux', 'i18next', 'react-i18next', 'axios'];
const DENTAL_LIBS = ['contracts', 'api-client', 'auth', 'i18n', 'ui', 'domain', 'module-kit'].map((lib) => `@dental/${lib}`);

/** Each measured block: what it is, where its cost lands, and what is already there. */
export const COMPONENTS = [
  { name: 'react_hook_form', label: 'react-hook-form (whole package)', lands: 'first navigation of a module with a form', source: 'react-hook-form' },
  { name: 'downshift', label: 'downshift (whole package)', lands: 'first navigation of a module with a combobox', source: 'downshift' },
  {
    name: 'combobox',
    label: '@dental/ui/combobox beyond downshift',
    lands: 'first navigation of a module with a combobox',
    source: ui('combobox/index.ts'),
    alsoLoaded: ['downshift'],
  },
  {
    name: 'print_layout',
    label: 'PrintLayout, PrintArea and their styles',
    lands: "the shell's first load (inside @dental/ui)",
    source: ui('PrintLayout.tsx'),
  },
];

const externalsOf = (names) => Object.fromEntries(names.map((name) => [name, `commonjs ${name}`]));

/** Gzip of what each block adds, in bytes, with its raw size and the bundle's file count. */
export async function componentCosts() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dental-components-'));
  try {
    const entry = (name, body) => {
      const file = path.join(dir, `${name}.mjs`);
      writeFileSync(file, body);
      return file;
    };
    const externals = externalsOf([...LOADED_BY_THE_SHELL, ...DENTAL_LIBS]);
    const empty = await bundleSize({ context: root, entry: entry('empty', 'globalThis.measured = null;\n'), externals });
    const costs = {};
    for (const component of COMPONENTS) {
      // The namespace object escapes, so every export stays, as in a shared module.
      const body = `import * as measured from ${JSON.stringify(component.source)};\nglobalThis.measured = measured;\n`;
      const size = await bundleSize({ context: root, entry: entry(component.name, body), externals: { ...externals, ...externalsOf(component.alsoLoaded ?? []) } });
      costs[component.name] = { label: component.label, lands: component.lands, files: size.files, raw: size.raw - empty.raw, gzip: size.gzip - empty.gzip };
    }
    return costs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
