import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setImmediate as afterPoll, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long the stop goes on accepting while connections keep arriving, and waits for first requests. */
const ACCEPT_AT_MOST_MS = 2_000;
const FIRST_REQUEST_WAIT_MS = 2_000;
/** A connection queued in the kernel is accepted within this pause and the poll that follows it. */
const QUIET_MS = 50;

const stoppingServers = new WeakSet<object>();

/** Whether the stop of `server` has begun (its readiness probe then answers 503). */
export function isStopping(server: object): boolean {
  return stoppingServers.has(server);
}

/**
 * Prepares `app` for a stop that drops no request sent to it before the signal; call it once the
 * app is built, before `listen`.
 *
 * `app.close()` alone closed the listening socket at once: a connection the kernel had completed
 * but the busy process had not accepted yet was reset (nginx answers 502 to a write it cannot
 * resend), and a request read after the close began got Fastify's 503. The returned function
 * stops in this order: it accepts what is queued (until a pause passes with no new connection);
 * closes the listening socket (new connections are refused, so nginx moves on to another
 * instance, a write included); lets each accepted connection deliver its first request (and closes
 * those that stay silent); then
 * `app.close()` waits for the requests in flight and closes what is left. Every answer given
 * meanwhile says `Connection: close`.
 */
export function gracefulStop(app: FastifyInstance): () => Promise<void> {
  const awaitingFirstRequest = new Set<Socket>();
  const answering = new Set<ServerResponse>();
  let accepted = 0;

  app.server.on('connection', (socket: Socket) => {
    accepted += 1;
    awaitingFirstRequest.add(socket);
    socket.once('close', () => awaitingFirstRequest.delete(socket));
  });
  // Before the app's own listener, so the header is set before any answer is written.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    awaitingFirstRequest.delete(request.socket);
    if (isStopping(app.server)) response.setHeader('connection', 'close');
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });

  async function acceptWhatIsQueued() {
    const deadline = Date.now() + ACCEPT_AT_MOST_MS;
    for (;;) {
      const before = accepted;
      await sleep(QUIET_MS);
      // A timer may fire before the poll that accepts: the check waits for that poll to pass.
      await afterPoll();
      if (accepted === before || Date.now() > deadline) return;
    }
  }

  async function firstRequestsDelivered() {
    const deadline = Date.now() + FIRST_REQUEST_WAIT_MS;
    while (awaitingFirstRequest.size > 0 && Date.now() < deadline) await sleep(QUIET_MS);
  }

  return async () => {
    stoppingServers.add(app.server);
    // The answers being prepared close their connection too, rather than leave it open and idle.
    for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
    await acceptWhatIsQueued();
    // The listening socket only: http.Server's own close() would also close the idle connections.
    NetServer.prototype.close.call(app.server);
    await firstRequestsDelivered();
    // Silent ones (a browser's spare connection) would hold the close until the grace period ends.
    for (const socket of awaitingFirstRequest) socket.destroy();
    await app.close();
  };
}
