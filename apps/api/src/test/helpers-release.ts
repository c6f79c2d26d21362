import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleName } from '@dental/contracts';

/**
 * Small module builds made in memory for the release tests: valid as generated (a manifest naming
 * the module, exposing './Module', with its remote entry and assets; declarations that validate),
 * and broken one way at a time through the options.
 */

export interface SyntheticBuildOptions {
  module?: ModuleName;
  /** Text put in the exposed chunk: another marker is another build. */
  marker?: string;
  /** The name the manifest gives (default: the module's). */
  manifestName?: string;
  /** The exposes of the manifest (default './Module' and one per widget). */
  exposes?: string[];
  widgets?: string[];
  /** Replaces the declarations.json object. */
  declarations?: unknown;
  requires?: Record<string, string>;
  /** The names the build imports of packages the shell gives by name (declarations.json `imports`). */
  imports?: Record<string, string[]>;
  /** The singletons the manifest shares, with the range each requires. */
  shared?: Record<string, string>;
  /** Files left out of the folder. */
  omit?: string[];
}

/** The versions the test shell provides (as shell-provides.json says). */
export const TEST_SHELL_PROVIDES = {
  shared: { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.9.0', '@dental/ui': '1.2.1', '@dental/contracts': '1.3.0' },
  names: { 'react-router-dom': ['Link', 'useParams'] },
};

const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

/** A build folder as path → content. */
export function syntheticBuild(options: SyntheticBuildOptions = {}): Record<string, string> {
  const module = options.module ?? 'admin';
  const widgets = options.widgets ?? [];
  const exposes = options.exposes ?? ['./Module', ...widgets.map((widget) => `./${widget}`)];
  const exposeFile = (expose: string) => `__federation_expose_${expose.slice(2)}.89abcdef.js`;
  const shared = options.shared ?? { react: '19.3' };
  const sharedFile = (name: string) => `${name.replace(/[^a-z]/g, '')}.0123abcd.js`;
  const manifest = {
    id: module,
    name: options.manifestName ?? module,
    metaData: { name: module, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: Object.entries(shared).map(([name, requiredVersion]) => ({ id: `${module}:${name}`, name, version: '19.3.1', singleton: true, requiredVersion, assets: assets([sharedFile(name)]) })),
    remotes: [],
    exposes: exposes.map((path) => ({ id: `${module}:${path.slice(2)}`, name: path.slice(2), path, assets: assets([exposeFile(path)]) })),
  };
  const declarations = options.declarations ?? {
    module,
    title: { fr: 'Module', en: 'Module', ar: 'وحدة' },
    routes: ['sample'],
    widgets,
    requires: options.requires ?? { '@dental/ui': '^1.2.0' },
    ...(options.imports ? { imports: options.imports } : {}),
  };
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'declarations.json': JSON.stringify(declarations),
    'remoteEntry.js': `var ${module}; // remote entry\n`,
    'locales/fr.json': '{"hello":"bonjour"}',
    ...Object.fromEntries(exposes.map((expose) => [exposeFile(expose), `export const mount = () => ${JSON.stringify(options.marker ?? 'first')};\n`])),
    ...Object.fromEntries(Object.keys(shared).map((name) => [sharedFile(name), `/* ${name} */ ${'x'.repeat(4000)}\n`])),
  };
  for (const path of options.omit ?? []) delete files[path];
  return files;
}

/** The body of `release.publish` for a folder. */
export function publishBody(files: Record<string, string | Buffer>): { files: { path: string; content: string }[] } {
  return { files: Object.entries(files).map(([path, content]) => ({ path, content: Buffer.from(content).toString('base64') })) };
}

/** A repository root whose built shell (apps/shell/dist) says it provides `provides` (null: a shell built without saying), for `startTestApp({ web: { root } })`. */
export function shellRoot(provides: unknown = TEST_SHELL_PROVIDES): string {
  const root = mkdtempSync(join(tmpdir(), 'dental-release-'));
  const dist = join(root, 'apps', 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  if (provides !== null) writeFileSync(join(dist, 'shell-provides.json'), JSON.stringify(provides));
  return root;
}
