import { normalizeUsername, type LoginUserData } from '@dental/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { endSession, findCredentials } from './queries';

export interface LoginRateLimit {
  /** Attempts allowed per username (from any address) within the window. */
  max: number;
  /** Attempts allowed per client address (for any usernames) within the window. */
  maxPerAddress: number;
  /** The window, in milliseconds. */
  timeWindow: number;
}

export interface AuthRoutesOptions {
  loginRateLimit: LoginRateLimit;
}

/** The username an attempt names, as the account lookup compares it. */
function attemptedUsername(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | null | undefined;
  const username = body && typeof body === 'object' && typeof body.username === 'string' ? body.username : '';
  return normalizeUsername(username).toLowerCase().slice(0, 200);
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, passwords } = app;
  const { max, maxPerAddress, timeWindow } = options.loginRateLimit;
  // Per address: one client trying many accounts. Per username: many clients trying one account.
  const perAddress = app.createRateLimit({ max: maxPerAddress, timeWindow, keyGenerator: (request) => `address|${request.ip}` });
  const perUsername = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `username|${attemptedUsername(request)}` });

  const exceeded = async (limit: typeof perAddress, request: FastifyRequest) => {
    const state = await limit(request);
    return !state.isAllowed && state.isExceeded;
  };

  async function throttle(request: FastifyRequest): Promise<void> {
    if ((await exceeded(perAddress, request)) || (await exceeded(perUsername, request))) {
      throw new ApiError(429, 'auth.tooManyAttempts');
    }
  }

  // Throttled before validation: a malformed attempt counts too. Any problem of the body is "wrong data".
  const loginOptions = { public: true, guard: throttle, invalidBody: 'auth.wrongDataMissing', limits: { maxLengths: { username: 10_000, password: 10_000 } } } as const;
  route(app, 'auth.login', loginOptions, async (request) => {
    const input = request.body;
    const account = await findCredentials(db, normalizeUsername(input.username));
    if (!account) {
      await passwords.verifyNobody(input.password);
      throw new ApiError(401, 'auth.wrongData');
    }
    if (!(await passwords.verify(account.passwordHash, input.password))) throw new ApiError(401, 'auth.wrongData');
    // Told only to whoever knows the password: the account exists but no longer signs in.
    if (!account.active) throw new ApiError(401, 'auth.userInactive');
    const data: LoginUserData = {
      _id: account.id,
      username: account.username,
      doctor: account.doctor,
      dev: account.dev,
      accessToken: await app.issueToken(account.id),
    };
    return ok(data);
  });

  /** Signing out ends the session on the server: its token is refused from now on. */
  route(app, 'auth.logout', {}, async (request) => {
    await endSession(db, currentUser(request).sessionId);
    return ok(true as const);
  });
}
