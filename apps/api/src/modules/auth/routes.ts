import { type LoginUserData } from '@dental/contracts';
import { loginSchema } from '@dental/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, FormError } from '../../http/errors';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { findCredentials } from './queries';

export interface LoginRateLimit {
  /** Attempts allowed per IP address and username within the window. */
  max: number;
  /** The window, in milliseconds or as text ('1 minute'). */
  timeWindow: number | string;
}

export interface AuthRoutesOptions {
  loginRateLimit: LoginRateLimit;
}

/** Rate-limit key: the client address and the (normalised) username it tries. */
function attemptKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | null | undefined;
  const username = body && typeof body === 'object' && typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
  return `${request.ip}|${username.slice(0, 200)}`;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, passwords } = app;

  app.post(
    '/auth/login',
    {
      config: { public: true },
      preHandler: app.rateLimit({
        max: options.loginRateLimit.max,
        timeWindow: options.loginRateLimit.timeWindow,
        keyGenerator: attemptKey,
        errorResponseBuilder: () => new ApiError(429, 'auth.tooManyAttempts'),
      }),
    },
    async (request) => {
      let input: { username: string; password: string };
      try {
        input = validate(loginSchema, request.body, { maxLengths: { username: 10_000, password: 10_000 } });
      } catch {
        throw new FormError(['auth.wrongDataMissing']);
      }
      const account = await findCredentials(db, input.username);
      if (!account) {
        await passwords.verifyNobody(input.password);
        throw new ApiError(401, 'auth.wrongData');
      }
      if (!(await passwords.verify(account.passwordHash, input.password))) throw new ApiError(401, 'auth.wrongData');
      const data: LoginUserData = {
        _id: account.id,
        username: account.username,
        doctor: account.doctor,
        dev: account.dev,
        accessToken: app.jwt.sign({ sub: account.id }),
      };
      return ok(data);
    },
  );
}
