// Builds one entry with rspack in production mode (no Module Federation): into a folder, or into a
// throwaway one to answer the size of what it emitted (JavaScript and CSS, raw and gzip).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

/** Entries written outside the workspace still find its packages; @dental/* are this checkout's libs (its tsconfig paths). */
const workspaceModules = path.resolve(import.meta.dirname, '../../node_modules');
const workspacePaths = path.resolve(import.meta.dirname, '../../tsconfig.base.json');

/** TypeScript and CSS of the workspace libs, compiled as the apps' builds do. */
const SOURCE_RULES = [
  {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
    },
    type: 'javascript/auto',
  },
  { test: /\.css$/, type: 'css/auto' },
];

/** Builds `entry` into `outDir` (`plugins`: rspack plugins, such as an HTML page or compressed copies). */
export function buildInto({ context, entry, externals = {}, outDir, plugins = [] }) {
  return new Promise((resolve, reject) => {
    rspack({
      mode: 'production',
      context,
      entry,
      output: { path: outDir, filename: '[name].[contenthash].js', cssFilename: '[name].[contenthash].css' },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'], modules: ['node_modules', workspaceModules], tsConfig: workspacePaths },
      module: { rules: SOURCE_RULES },
      externals,
      plugins,
      devtool: false,
      performance: { hints: false },
    }).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve()));
  });
}

/** `externals`: packages the page already has, left out of the count (rspack `externals`). */
export async function bundleSize({ context, entry, externals = {} }) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'dental-bundle-'));
  try {
    await buildInto({ context, entry, externals, outDir });
    const files = readdirSync(outDir).filter((name) => /\.(js|css)$/.test(name));
    const bytes = files.map((name) => readFileSync(path.join(outDir, name)));
    return { files: files.length, raw: bytes.reduce((sum, b) => sum + b.length, 0), gzip: bytes.reduce((sum, b) => sum + gzipSync(b).length, 0) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
