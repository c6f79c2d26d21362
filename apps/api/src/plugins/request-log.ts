import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global';

/** An id a load balancer already gave the request (nginx's $request_id) is kept when it looks like one. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's `genReqId`: the forwarded X-Request-Id, or a new UUID. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** The path without its query string (a search can hold a patient's name); a secret path's pattern only. */
function pathOf(request: FastifyRequest): string {
  if (request.routeOptions.config?.secretPath) return request.routeOptions.url ?? '';
  const end = request.url.indexOf('?');
  return end === -1 ? request.url : request.url.slice(0, end);
}

/**
 * One JSON line per request, written when the answer has gone: its id (also sent back in
 * X-Request-Id, and quoted by the "unexpected error" message), method, path, route, status, time
 * and the signed-in user's id. Never a body, a query string or a header: passwords, tokens and
 * patients' names or health stay out of the logs.
 */
export const requestLogPlugin = globalPlugin('request-log', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      path: pathOf(request),
      route: request.routeOptions.config?.routeKey,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      user: request.auth?.id,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
});
