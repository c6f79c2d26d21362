import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Queryable } from '../db/types';
import { RegistryOrigins, registryOrigins } from '../modules/registry/origins';
import { globalPlugin } from './global';

export interface SecurityHeadersOptions {
  db: Queryable;
  /** The cache of registry origins (default: the one shared with the registry routes for this database). */
  origins?: RegistryOrigins;
}

/** Powerful features no screen uses: refused to the page and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Headers of every answer: no framing, no MIME sniffing, no referrer, an own browsing context
 * group. No Strict-Transport-Security: the server speaks plain HTTP (a clinic's LAN); HTTPS and
 * its HSTS belong to the TLS proxy in front of it.
 */
const COMMON: HelmetOptions = {
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/** Answers that are never a page (JSON, module builds): nothing may load or run in them. */
const RESOURCE_CSP = {
  useDefaults: false,
  directives: {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  },
};

/**
 * The policy of the shell's page (index.html, deep links, and every other file of the shell):
 * its own origin, plus the origins of the module builds the registry names (stable and canary),
 * from which Module Federation fetches mf-manifest.json (connect-src) and loads the remote entry and
 * chunks (script-src), their CSS (style-src) and fonts. Images: the clinic logo may be a data: URL
 * or any http(s) URL; a patient's radiographs and documents are blob: URLs of bytes the page
 * fetched with its token (images, and a PDF previewed in a frame). No inline or eval'd script, no
 * plugins, no <base>, no framing of the page itself.
 */
function documentCsp(origins: RegistryOrigins) {
  const selfAndRegistry = () => ["'self'", ...origins.list()].join(' ');
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': [selfAndRegistry],
      'script-src-attr': ["'none'"],
      'connect-src': [selfAndRegistry],
      'style-src': [selfAndRegistry],
      'font-src': [selfAndRegistry, 'data:'],
      'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      'frame-src': ['blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  };
}

/**
 * Files the page fetches that are never a document (scripts, styles, source maps, JSON, fonts,
 * raster images): a document's policies (CSP, framing, permissions, referrer) do nothing on them,
 * and a first load fetches some thirty, so they carry only what applies: no MIME sniffing, and who
 * may load them. HTML and SVG (which can run script when opened) keep the full set.
 */
const SUBRESOURCE = /\.(?:js|css|map|json|woff2?|png|jpe?g|webp|ico)$/;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The route's pattern when a specific route matched, else the path as sent. */
function pathOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && pattern !== '/*') return pattern;
  return request.url.split('?')[0];
}

/**
 * Security headers on every answer, chosen by path:
 * - `/api/*`: the common headers, the resource CSP and `Cache-Control: no-store` (answers carry
 *   personal and medical data: no cache may keep them);
 * - `/modules/*`: the resource CSP, and `Cross-Origin-Resource-Policy: cross-origin`, since a shell
 *   on another origin loads these builds;
 * - scripts, styles and other files that are never a document (SUBRESOURCE), in the shell or a
 *   module build: nosniff and their Cross-Origin-Resource-Policy only;
 * - anything else (the shell's page and deep links): the document CSP with the registry's origins,
 *   read again when stale (another instance wrote the registry).
 * Helmet builds the headers; its three middlewares are made once and applied from one hook.
 */
export const securityHeadersPlugin = globalPlugin<SecurityHeadersOptions>('security-headers', async (app, options) => {
  const origins = options.origins ?? registryOrigins(options.db);
  await origins.refresh();

  const api: Middleware = helmet({ ...COMMON, contentSecurityPolicy: RESOURCE_CSP });
  const modules: Middleware = helmet({ ...COMMON, contentSecurityPolicy: RESOURCE_CSP, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const document: Middleware = helmet({ ...COMMON, contentSecurityPolicy: documentCsp(origins) });

  const apply = (middleware: Middleware, request: FastifyRequest, res: ServerResponse) =>
    new Promise<void>((resolve, reject) => middleware(request.raw, res, (error) => (error ? reject(error) : resolve())));

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (!under(path, '/api') && SUBRESOURCE.test(request.url.split('?')[0])) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', under(path, '/modules') ? 'cross-origin' : 'same-origin');
      return;
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (under(path, '/api')) {
      reply.header('cache-control', 'no-store');
      return apply(api, request, reply.raw);
    }
    if (under(path, '/modules')) return apply(modules, request, reply.raw);
    await origins.ensureFresh().catch((error: unknown) => request.log.warn({ err: error }, 'registry origins not read: the last list is used'));
    return apply(document, request, reply.raw);
  });
});
