// The references of the shell's first load, built with rspack in production mode (no Module
// Federation) with brotli 11 and gzip 9 copies beside their files, as the app's builds are
// (tools/rspack/precompress.ts): tools/bench/plain-entry.mjs, the same libraries in a plain page,
// weighed on disk and served as the app is served (content negotiation, the app's cache headers) for
// the browser to load it the same way; and the shell's own entry in one plain bundle, weighed on disk.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { rspack } from '@rspack/core';
import Fastify from 'fastify';
import { cacheControlOf } from '../../apps/api/src/plugins/cache-headers.ts';
import { PrecompressPlugin } from '../rspack/precompress.ts';
import { buildInto } from './bundle.mjs';

/** Each JS and CSS file's bytes: raw, gzip and brotli as the server sends them (a small file is sent as is). */
function weighFolder(dir) {
  const names = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
  const copy = (name, extension, fallback) => {
    try {
      return readFileSync(path.join(dir, `${name}.${extension}`)).length;
    } catch {
      return fallback;
    }
  };
  const files = names.map((name) => {
    const raw = readFileSync(path.join(dir, name));
    return { name, raw: raw.length, gzip: copy(name, 'gz', raw.length), brotli: copy(name, 'br', raw.length) };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files: files.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), names: files.map((file) => file.name) };
}

/** The shell's entry (apps/shell/src/index.ts: its code, the workspace libs and the libraries it imports) in one plain, tree-shaken build. */
export async function shellWithoutFederation() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dental-plain-shell-'));
  try {
    await buildInto({ context: path.resolve(import.meta.dirname, '../..'), entry: './apps/shell/src/index.ts', outDir: dir, plugins: [new PrecompressPlugin()] });
    return weighFolder(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the plain page and serves it on `port` (loopback): answers its weight on disk and
 * `close()`, which stops the server and removes the build.
 */
export async function servePlainReference(port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dental-plain-'));
  await buildInto({
    context: import.meta.dirname,
    entry: './plain-entry.mjs',
    outDir: dir,
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>plain</title></head><body><div id="root"></div></body></html>' }), new PrecompressPlugin()],
  });
  const server = Fastify();
  await server.register(fastifyStatic, { root: dir, cacheControl: false, preCompressed: true, setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(filePath)) });
  await server.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}/`,
    weight: weighFolder(dir),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
