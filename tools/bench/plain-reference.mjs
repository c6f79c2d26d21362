// Builds tools/bench/plain-entry.mjs with rspack in production mode (no Module Federation) and
// answers the gzip size of its JavaScript: the reference the shell's first load is compared with.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function plainReferenceGzip() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'dental-plain-'));
  try {
    await new Promise((resolve, reject) => {
      rspack({
        mode: 'production',
        context: here,
        entry: './plain-entry.mjs',
        output: { path: outDir, filename: '[name].[contenthash].js' },
        devtool: false,
      }).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve()));
    });
    const files = readdirSync(outDir).filter((name) => name.endsWith('.js'));
    const bytes = files.map((name) => readFileSync(path.join(outDir, name)));
    return { files: files.length, raw: bytes.reduce((sum, b) => sum + b.length, 0), gzip: bytes.reduce((sum, b) => sum + gzipSync(b).length, 0) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
