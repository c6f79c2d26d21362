import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { isId } from '../http/ids';
import { findLiveSession, loadAuthProfile, openSession, type AuthProfile, type LiveSession } from '../modules/auth/queries';
import type { AuthUser } from '../http/auth-user';
import { globalPlugin } from './global';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** Opens a session for the user and signs its access token. */
    issueToken(userId: string): Promise<string>;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, public settings). */
    public?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string; iat?: number; exp?: number };
  }
}

export interface AuthOptions {
  db: Db;
  secret: string;
  /** Token lifetime, e.g. '12h', '30m', '3600s'. */
  tokenTtl: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Profiles and sessions kept in memory per instance; beyond that a cache starts again (it is only a shortcut). */
const PROFILE_CACHE_SIZE = 2000;
const SESSION_CACHE_SIZE = 10_000;
/** The channel migration 004 notifies on after any change of sessions or rights. */
const AUTH_CHANGED = 'auth_changed';

const sessionExpired = () => new ApiError(401, 'auth.sessionExpired');

/**
 * Looks up live sessions. Where the database tells this process of every committed change of
 * sessions and rights (PGlite, its only client), sessions are kept in memory and all dropped on
 * each such change, so ending one applies to the very next request without a query per request.
 * Elsewhere (PostgreSQL, shared by several instances) every request asks the database.
 */
async function createSessionLookup(db: Db): Promise<(sessionId: string) => Promise<LiveSession | undefined>> {
  if (!db.listen) return (sessionId) => findLiveSession(db, sessionId);
  const sessions = new Map<string, { session: LiveSession; expiresAt: number }>();
  await db.listen(AUTH_CHANGED, () => sessions.clear());
  return async (sessionId) => {
    const cached = sessions.get(sessionId);
    if (cached && cached.expiresAt > Date.now()) return cached.session;
    sessions.delete(sessionId);
    const session = await findLiveSession(db, sessionId);
    if (!session) return undefined;
    if (sessions.size >= SESSION_CACHE_SIZE) sessions.clear();
    sessions.set(sessionId, { session, expiresAt: session.expiresAt });
    return session;
  };
}

/**
 * Users' profiles (identity and permissions) by id, each with the `auth_state.version` it was read
 * at. Every request reads the session and the current version in one indexed statement; a profile
 * is reused only while the version is unchanged, so any change of users, roles or permissions on
 * any instance applies to the next request everywhere, without the heavier permissions query.
 */
function createProfileCache(db: Db) {
  const profiles = new Map<string, { version: string; profile: AuthProfile }>();
  return async (userId: string, version: string): Promise<AuthProfile | undefined> => {
    const cached = profiles.get(userId);
    if (cached?.version === version) return cached.profile;
    const profile = await loadAuthProfile(db, userId);
    if (!profile) return undefined;
    if (profiles.size >= PROFILE_CACHE_SIZE) profiles.clear();
    profiles.set(userId, { version, profile });
    return profile;
  };
}

/**
 * Signed, expiring access tokens (`{ sub: userId, sid: sessionId }`) bound to a server-side session,
 * and authentication of every route of the context except those marked `config: { public: true }`.
 * A token works only while its session is open: signing out, a password change or a deletion ends
 * it at once, on every instance. Every request reads the session (from memory on PGlite, see
 * `createSessionLookup`) and the version of rights it was read at.
 */
export const authPlugin = globalPlugin<AuthOptions>('auth', async (app, options) => {
  const { db } = options;
  await app.register(jwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.tokenTtl },
    // Only our own kind of token: HMAC-SHA256, with a subject, a session and an expiry.
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'sid', 'exp'] },
  });
  const profileOf = createProfileCache(db);
  const liveSession = await createSessionLookup(db);

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    let claims: { sub?: unknown; sid?: unknown };
    try {
      claims = await request.jwtVerify<{ sub?: unknown; sid?: unknown }>();
    } catch {
      throw sessionExpired();
    }
    const { sub, sid } = claims;
    if (!isId(sub) || typeof sid !== 'string' || !SESSION_ID.test(sid)) throw sessionExpired();
    const session = await liveSession(sid);
    if (!session || session.userId !== sub) throw sessionExpired();
    const profile = await profileOf(sub, session.authVersion);
    if (!profile) throw sessionExpired();
    return { ...profile, sessionId: sid };
  }

  app.decorate('issueToken', async (userId: string) => {
    const sessionId = randomUUID();
    const token = app.jwt.sign({ sub: userId, sid: sessionId });
    const { exp } = app.jwt.decode<{ exp: number }>(token) ?? {};
    if (typeof exp !== 'number') throw new Error('A signed token has no expiry');
    await openSession(db, sessionId, userId, exp);
    return token;
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    request.auth = await authenticate(request);
  });
});
