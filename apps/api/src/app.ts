import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { initializeDatabase } from './db/migrate';
import type { Db } from './db/types';
import { apiPlugin } from './modules';
import { databaseFileStore, type FileStore } from './modules/clinical-files/file-store';
import { defaultBackupSettings, type BackupSettings } from './ops/schedule';
import type { LoginRateLimit } from './modules/auth/routes';
import { DEFAULT_REPLY_RATE_LIMIT, isReplyPageUrl, patientReplyRoutes, sendNeutral, type ReplyRateLimit } from './modules/patient-reply/routes';
import { errorsPlugin, frameworkErrors, routeNotFound } from './plugins/errors';
import { named } from './plugins/global';
import { jsonBodyPlugin } from './plugins/json-body';
import { requestIdOf, requestLogPlugin } from './plugins/request-log';
import { routeCataloguePlugin } from './plugins/route-catalogue';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin, type WebOptions } from './plugins/web';
import { createPasswordHasher, type PasswordHashing } from './security/passwords';

export interface BuildAppOptions {
  db: Db;
  /** false (default) for silence, true or options (level, and a stream to write to) to log. */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** Access-token lifetime: '12h' (default), '30m', or a number of seconds. */
  tokenTtl?: string;
  /** Token signing secret; when absent one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Password of the first user, created on an empty database ('admin' when absent). */
  adminPassword?: string;
  /** Sign-in attempts per username and per client address (default 10 and 30 per minute). */
  loginRateLimit?: LoginRateLimit;
  /** Requests to the patients' answer page per client address and per link (default 120 and 20 per minute). */
  replyRateLimit?: ReplyRateLimit;
  /** Serve the web application from this repository root. */
  web?: WebOptions;
  /** argon2id cost; lowered by tests only. */
  passwordHashing?: PasswordHashing;
  /** Trust X-Forwarded-* from a reverse proxy (for client addresses behind a load balancer). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Largest request body in bytes (default 1 MiB: a logo of 500 KB as a data URL fits). */
  bodyLimit?: number;
  /** The backups routes' folder and the daily schedule shown by them (default ./backups, no schedule). */
  backups?: BackupSettings;
  /** Where the patients' files' bytes are stored (default: the database's stored_files). */
  files?: FileStore;
}

export const DEFAULT_TOKEN_TTL = '12h';
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, maxPerAddress: 30, timeWindow: 60_000 };

/** Never log a token, a password or a cookie, even if a request or body object is logged whole. */
const REDACT = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'body.password', 'password', 'passwordHash', 'accessToken'],
  censor: '[redacted]',
};

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), redact: REDACT };
}

/** A lifetime for the token signer: digits alone are seconds; '12h', '30m', '7d'... are kept. */
export function normalizeTokenTtl(ttl: string): string {
  const text = ttl.trim();
  if (/^\d+$/.test(text)) return `${text}s`;
  if (/^\d+(\.\d+)?\s*(ms|s|m|h|d|w)$/i.test(text)) return text;
  throw new Error(`Invalid token lifetime "${ttl}" (use e.g. 12h, 30m or a number of seconds)`);
}

/**
 * The whole server, ready to listen or to be called with `inject`: the database is migrated and
 * seeded first, then the error envelope, the API under /api and, when asked, the web application.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const tokenTtl = normalizeTokenTtl(options.tokenTtl ?? DEFAULT_TOKEN_TTL);
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A token too long for the router is a wrong token like any other: the patient's neutral page.
    frameworkErrors: (error, request, reply) => (isReplyPageUrl(request.url) ? sendNeutral(reply) : frameworkErrors(error, request, reply)),
    // One line per request, written by the request-log plugin, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
  });
  try {
    const passwords = createPasswordHasher(options.passwordHashing);
    const seeded = await initializeDatabase(options.db, {
      hasher: passwords,
      log: app.log,
      adminPassword: options.adminPassword,
      needJwtSecret: !options.jwtSecret,
    });
    const jwtSecret = options.jwtSecret || seeded.jwtSecret;
    if (!jwtSecret) throw new Error('No token secret');

    await app.register(requestLogPlugin);
    await app.register(routeCataloguePlugin);
    await app.register(errorsPlugin);
    // Before any route: every route inherits the one JSON parser (depth limit, empty body).
    await app.register(jsonBodyPlugin);
    // Every answer, the API's and the web application's: CSP (with the registry's origins), framing, sniffing...
    await app.register(securityHeadersPlugin, { db: options.db });
    // Brotli or gzip for JSON and the web build alike: clinic connections are often slow.
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(apiPlugin, {
      prefix: '/api',
      db: options.db,
      passwords,
      jwtSecret,
      tokenTtl,
      loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
      backups: options.backups ?? defaultBackupSettings(),
      files: options.files ?? databaseFileStore(options.db),
    });
    // The patients' answer page, at the site's root (its links are short), without the API's sign-in.
    await app.register(named(patientReplyRoutes), { db: options.db, rateLimit: options.replyRateLimit ?? DEFAULT_REPLY_RATE_LIMIT });
    // The web application, and the module builds published to the database (served from it).
    if (options.web) await app.register(webPlugin, { db: options.db, ...options.web });
    else app.setNotFoundHandler(routeNotFound);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
