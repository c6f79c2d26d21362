import { statSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { MODULE_NAMES } from '@dental/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { ServedBuilds } from '../modules/registry/served-builds';
import { ServedShell } from '../modules/release/served-shell';
import { cacheControlOf } from './cache-headers';
import { routeNotFound } from './errors';
import { globalPlugin, named } from './global';
import { storedBuildsPlugin } from './stored-builds';

export interface WebOptions {
  /** The repository root: the shell is served from apps/shell/dist, module X from apps/X/dist. */
  root: string;
  /** The database the published builds are served from (`/modules/{name}/builds/{id}/`). */
  db?: Queryable;
}

function cacheControl(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlOf(filePath));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A page navigation the shell's router should answer: GET of an extension-less path outside /api and /modules. */
function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/') || path === '/modules' || path.startsWith('/modules/')) return false;
  if (basename(path).includes('.')) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * The browser application: the shell at `/` and each module's build at `/modules/{name}/` (and the
 * builds published since at `/modules/{name}/builds/{id}/`, stored-builds.ts), with
 * CORS on modules (their manifests may be loaded from another origin), no-cache for entry files
 * and immutable caching for content-hashed ones, and the shell's index.html for deep links.
 * A missing build is skipped with a warning.
 */
export const webPlugin = globalPlugin<WebOptions>('web', async (app, options) => {
  const shellDir = join(options.root, 'apps', 'shell', 'dist');
  const hasShell = isDirectory(shellDir);
  let replyDecorated = false;
  // The release routes check a module build against the shell served here.
  app.decorate('servedShell', new ServedShell(shellDir));
  // The registry's list describes the builds served here, so that the home needs no further round.
  app.decorate('servedBuilds', new ServedBuilds(options.root, options.db));
  if (options.db) await app.register(named(storedBuildsPlugin), { db: options.db });

  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => cacheControl(reply, filePath),
    });
    replyDecorated = true;
  } else {
    app.log.warn({ dir: shellDir }, 'the shell is not built: the web application is not served');
  }

  for (const name of MODULE_NAMES) {
    const dir = join(options.root, 'apps', name, 'dist');
    if (!isDirectory(dir)) {
      app.log.warn({ dir, module: name }, 'a module is not built: it is not served');
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/modules/${name}/`,
      decorateReply: !replyDecorated,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        cacheControl(reply, filePath);
        reply.header('access-control-allow-origin', '*');
      },
    });
    replyDecorated = true;
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasShell && wantsShell(request)) {
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', shellDir);
    }
    return routeNotFound(request, reply);
  });
});
