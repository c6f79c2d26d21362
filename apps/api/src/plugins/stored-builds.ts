import { createHash } from 'node:crypto';
import { BUILD_FILE_PATH_PATTERN, BUILD_ID_PATTERN } from '@dental/contracts/schemas';
import { MODULE_NAMES, type ModuleName } from '@dental/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { readBuildFile, type StoredFile } from '../modules/release/builds';
import { cacheControlOf } from './cache-headers';

export interface StoredBuildsOptions {
  db: Queryable;
  /** Bytes of file contents kept in memory (default 64 MB). */
  cacheBytes?: number;
}

export const DEFAULT_STORED_FILES_CACHE_BYTES = 64 * 1024 * 1024;

interface CachedFile extends StoredFile {
  etag: string;
}

/** Stored files by `module/id/path`, least recently used dropped first: a stored file never changes. */
export class StoredFilesCache {
  private readonly files = new Map<string, CachedFile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedFile | undefined {
    const file = this.files.get(key);
    if (file) {
      this.files.delete(key);
      this.files.set(key, file);
    }
    return file;
  }

  set(key: string, file: CachedFile): void {
    if (file.content.length > this.maxBytes || this.files.has(key)) return;
    this.files.set(key, file);
    this.bytes += file.content.length;
    for (const [oldest, old] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= old.content.length;
    }
  }

  get size(): number {
    return this.bytes;
  }
}

const etagOf = (content: Buffer) => `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The builds stored by `release publish`, served from the database at
 * `/modules/{module}/builds/{id}/{path}` by every instance on it, forever (a page that loaded a
 * build keeps fetching its chunks after another is promoted). Caching as for the bundled builds:
 * content-hashed names immutable (the chunks, the entry), the others (manifest, declarations) no-cache with an
 * ETag. CORS as the bundled module folders (a shell on another origin may load them).
 */
export async function storedBuildsPlugin(app: FastifyInstance, options: StoredBuildsOptions) {
  const cache = new StoredFilesCache(options.cacheBytes ?? DEFAULT_STORED_FILES_CACHE_BYTES);

  async function fileOf(module: ModuleName, id: string, path: string): Promise<CachedFile | null> {
    const key = `${module}/${id}/${path}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const stored = await readBuildFile(options.db, module, id, path);
    if (!stored) return null;
    const file = { ...stored, etag: etagOf(stored.content) };
    cache.set(key, file);
    return file;
  }

  // One route per module: beside the module's bundled folder (/modules/{module}/*), the static
  // segment `builds` is matched first.
  for (const module of MODULE_NAMES) {
    app.get(`/modules/${module}/builds/:id/*`, async (request: FastifyRequest<{ Params: { id: string; '*': string } }>, reply: FastifyReply) => {
      const { id, '*': path } = request.params;
      const file = BUILD_ID_PATTERN.test(id) && BUILD_FILE_PATH_PATTERN.test(path) ? await fileOf(module, id, path) : null;
      if (!file) return reply.callNotFound();
      reply.header('cache-control', cacheControlOf(path)).header('etag', file.etag).header('access-control-allow-origin', '*');
      if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
      return reply.type(file.contentType).send(file.content);
    });
  }
}
