import { createHash } from 'node:crypto';
import { BUILD_MAX_BYTES, type PublishInput } from '@dental/contracts/schemas';
import { ApiError } from '../../http/errors';

/** A build's files by path, decoded. */
export type BuildFiles = ReadonlyMap<string, Buffer>;

/** The uploaded files decoded; a path sent twice, or more than BUILD_MAX_BYTES in all, is refused. */
export function decodeBuildFiles(files: PublishInput['files']): BuildFiles {
  const decoded = new Map<string, Buffer>();
  let bytes = 0;
  for (const { path, content } of files) {
    if (decoded.has(path)) throw new ApiError(400, 'release.duplicateFile', { path });
    const buffer = Buffer.from(content, 'base64');
    bytes += buffer.length;
    if (bytes > BUILD_MAX_BYTES) throw new ApiError(413, 'release.tooLarge');
    decoded.set(path, buffer);
  }
  return decoded;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * A build's id: the first 16 hex digits of the sha-256 over its files sorted by path, each as
 * `path NUL sha256(content) LF`. The same folder published twice is the same build.
 */
export function buildIdOf(files: BuildFiles): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) hash.update(`${path}\0${sha256(files.get(path) as Buffer)}\n`);
  return hash.digest('hex').slice(0, 16);
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
};

/** The Content-Type a stored file is served with, from its extension. */
export function contentTypeOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || 'application/octet-stream';
}
