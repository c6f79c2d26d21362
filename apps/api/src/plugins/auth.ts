import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import type { DoctorProfile } from '@dental/contracts';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { isId } from '../http/ids';
import { loadAuthUser } from '../modules/auth/queries';
import { globalPlugin } from './global';

/** The signed-in user of a request, loaded from the database on every request. */
export interface AuthUser {
  id: string;
  username: string;
  dev: boolean;
  doctor: DoctorProfile | null;
  /** Effective permissions (union over the user's roles) as "ACTION|COLLECTION". */
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, public settings). */
    public?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string; iat?: number; exp?: number };
  }
}

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Token lifetime, e.g. '12h', '30m', '3600s'. */
  tokenTtl: string;
}

const sessionExpired = () => new ApiError(401, 'auth.sessionExpired');

async function authenticate(request: FastifyRequest, db: Db): Promise<AuthUser> {
  let subject: unknown;
  try {
    subject = (await request.jwtVerify<{ sub?: unknown }>()).sub;
  } catch {
    throw sessionExpired();
  }
  if (!isId(subject)) throw sessionExpired();
  const user = await loadAuthUser(db, subject);
  if (!user) throw sessionExpired();
  return user;
}

/**
 * Signed, expiring access tokens (`{ sub: userId }`), and authentication of every route of the
 * context except those marked `config: { public: true }`. The user and their permissions are read
 * again on each request, so a role change or a deletion applies at once.
 */
export const authPlugin = globalPlugin<AuthOptions>('auth', async (app, options) => {
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.tokenTtl },
    // Only our own kind of token: HMAC-SHA256, with a subject and an expiry.
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    request.auth = await authenticate(request, options.db);
  });
});
