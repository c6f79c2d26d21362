import { API_ROUTES, isMessageKey, type MessageKey, type RouteKey } from '@dental/contracts';
import {
  ROUTE_SCHEMAS,
  type HandlerAnswer,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type RouteSchemas,
} from '@dental/contracts/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { ApiError, FormError } from './errors';
import { issueMessages, textProblems, validate, type ValidateOptions } from './validate';

/**
 * Every route of the API is registered from its entry of the route table (`API_ROUTES` and
 * `ROUTE_SCHEMAS` in libs/contracts) by `route()`: method and path from the table; path
 * parameters, query and body validated by Fastify's validation step with the table's schemas; the
 * 200 answer serialised through the table's response schema, so only what the schema names
 * leaves (no password hash, whatever a query selects). The handler's request and answer are
 * typed from the same schemas.
 *
 * Order of a request: authentication (onRequest), the route's guards (permissions, sign-in
 * throttle: preValidation, so a caller who may not call the route learns nothing about its
 * validation; onRequest for a route with a large body, refused before it is read), validation,
 * then the handler. Failures go through the one error handler:
 * a malformed id 400 `common.invalidId`, an unknown module 404, body and query problems 300
 * `{ formErrors }` in field order, translated.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table's key of the route (`users.update`). */
    routeKey?: string;
    /** The path holds a secret (a personal link's token): logs write the route's pattern instead. */
    secretPath?: boolean;
  }
}

export type Guard = (request: FastifyRequest) => Promise<void>;

export interface RouteOptions<K extends RouteKey> {
  /** Reachable without a token. */
  public?: boolean;
  /** The path holds a secret (a personal link's token): never logged. */
  secretPath?: boolean;
  /** Checks made before validation, in order (permissions, throttling). */
  guard?: Guard | Guard[];
  /** Longest texts of the body, per top-level field. */
  limits?: ValidateOptions;
  /** Any problem of the body answered as this one message (sign-in says only "wrong data"). */
  invalidBody?: MessageKey;
  /** Every problem of the query is a form error, a malformed id included (the patient search form). */
  queryAsForm?: boolean;
  /** Parses the body in place of the table's schema (when messages follow an order of their own). */
  parseBody?: (input: unknown) => ParsedBody<K>;
  /**
   * An upload's body, larger than the server's limit: the route's own limit in bytes, and the
   * message (with `size` and `limit` in MB) refusing a Content-Length above it. Such a route
   * refuses before reading the body: its guards run in onRequest, then the announced length is
   * checked (413), so a caller without the right or with too much to send costs no memory.
   */
  largeBody?: { limit: number; tooLarge: MessageKey };
}

export type RouteRequest<K extends RouteKey> = FastifyRequest<{ Params: ParsedParams<K>; Querystring: ParsedQuery<K>; Body: ParsedBody<K> }>;
export type RouteHandler<K extends RouteKey> = (request: RouteRequest<K>, reply: FastifyReply) => Promise<HandlerAnswer<K>>;

/** One part of a request (params, query or body) and how to read it: what the validator compiler runs. */
export class RequestCheck {
  constructor(readonly parse: (input: unknown) => unknown) {}
}

/** A body that was the JSON literal `null`, told apart from no body (Fastify hands both over as null). */
const NULL_BODY = Symbol('null body');

function paramsCheck(schema: z.ZodType): RequestCheck {
  return new RequestCheck((input) => {
    const result = schema.safeParse(input ?? {});
    if (result.success) return result.data;
    const key = result.error.issues[0]?.message;
    if (key === 'common.notFound') throw new ApiError(404, 'common.notFound');
    // A path part with a message of its own (an impossible day) says it; any other is a malformed id.
    throw new ApiError(400, key && isMessageKey(key) ? key : 'common.invalidId');
  });
}

function queryCheck(schema: z.ZodType, asForm: boolean): RequestCheck {
  return new RequestCheck((input) => {
    const result = schema.safeParse(input ?? {});
    if (!result.success) {
      if (!asForm && result.error.issues.some((issue) => issue.message === 'common.invalidId')) throw new ApiError(400, 'common.invalidId');
      throw new FormError(issueMessages(result.error.issues));
    }
    const problems = textProblems(result.data, {});
    if (problems.length > 0) throw new FormError(problems);
    return result.data;
  });
}

function bodyCheck(schema: z.ZodType, options: RouteOptions<RouteKey>): RequestCheck {
  const parse = options.parseBody ?? ((input: unknown) => validate(schema, input, options.limits));
  return new RequestCheck((received) => {
    // No body (or a blank one) is an empty form: the route answers its "required" messages.
    const input = received === NULL_BODY ? null : received === null ? undefined : received;
    if (!options.invalidBody) return parse(input);
    try {
      return parse(input);
    } catch (error) {
      if (error instanceof FormError) throw new FormError([options.invalidBody]);
      throw error;
    }
  });
}

/** Runs the RequestCheck of a request part; the error it throws goes to the error handler as it is. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof RequestCheck)) throw new Error(`${method} ${url}: register API routes with route()`);
  return (data: unknown) => {
    try {
      return { value: schema.parse(data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/** The 200 answer through the table's response schema: fields it does not name are dropped, a wrong answer is a 500. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = schema as z.ZodType;
  if (typeof zod?.parse !== 'function') throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  return (data: unknown) => JSON.stringify(zod.parse(data));
};

const MB = 1024 * 1024;

/** Whether the request still has a body on its way (announced by its length or sent in chunks). */
function bodyOnTheWay(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * onRequest of a route with a large body: its guards, then the announced length against the
 * route's limit, all before a byte of the body is read. A refusal closes the connection after the
 * answer, so the rest of the body is not even received.
 */
function refuseBeforeBody(guards: readonly Guard[], largeBody: NonNullable<RouteOptions<RouteKey>['largeBody']>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      for (const guard of guards) await guard(request);
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > largeBody.limit) {
        throw new ApiError(413, largeBody.tooLarge, { size: Math.ceil(length / MB), limit: Math.floor(largeBody.limit / MB) });
      }
    } catch (error) {
      if (bodyOnTheWay(request)) reply.header('connection', 'close');
      throw error;
    }
  };
}

/** Registers the route of `key` from the route table, with the handler typed from its schemas. */
export function route<K extends RouteKey>(app: FastifyInstance, key: K, options: RouteOptions<K>, handler: RouteHandler<K>): void {
  const { method, path } = API_ROUTES[key];
  const schemas: RouteSchemas = ROUTE_SCHEMAS[key];
  const guards = [options.guard ?? []].flat();
  const markNullBody = async (request: FastifyRequest) => {
    if (request.body === null) request.body = NULL_BODY;
  };
  // A large body is refused before it is read: the guards move from preValidation to onRequest.
  const { largeBody } = options;
  const guardsAfterBody = largeBody ? [] : guards;
  app.route({
    method,
    url: `/${path}`,
    config: { public: options.public, routeKey: key, secretPath: options.secretPath },
    ...(largeBody && { bodyLimit: largeBody.limit, onRequest: refuseBeforeBody(guards, largeBody) }),
    preValidation: schemas.body ? [...guardsAfterBody, markNullBody] : guardsAfterBody,
    schema: {
      ...(schemas.params && { params: paramsCheck(schemas.params) }),
      ...(schemas.query && { querystring: queryCheck(schemas.query, options.queryAsForm === true) }),
      ...(schemas.body && { body: bodyCheck(schemas.body, options as RouteOptions<RouteKey>) }),
      response: { 200: schemas.response },
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
