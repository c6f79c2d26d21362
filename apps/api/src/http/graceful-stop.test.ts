import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { gracefulStop, isStopping } from './graceful-stop';

/** A server with a quick route and a slow one, listening on a free port. */
async function listening(): Promise<{ app: FastifyInstance; stop: () => Promise<void>; port: number }> {
  const app = Fastify();
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: 'slow' };
  });
  await app.ready();
  const stop = gracefulStop(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  running = app;
  return { app, stop, port: address.port };
}

function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes one GET on `socket` (sent once connected) and resolves with the raw answer once the server closes the connection. */
function answerOf(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.once('end', () => resolve(raw));
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
  });
}

let running: FastifyInstance | undefined;
// A test that failed before its stop leaves its server listening.
afterEach(async () => {
  if (running?.server.listening) await running.close();
  running = undefined;
});

describe('gracefulStop', () => {
  it('answers the requests of connections still queued when the stop begins, each with Connection: close', async () => {
    const { app, stop, port } = await listening();
    // Connected by the kernel, not yet accepted by the server: the stop begins in the same turn.
    const answers = Array.from({ length: 5 }, () => answerOf(connect(port, '127.0.0.1'), '/quick'));
    expect(isStopping(app.server)).toBe(false);
    const stopped = stop();
    expect(isStopping(app.server)).toBe(true);
    for (const answer of await Promise.all(answers)) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('{"ok":true}');
    }
    await stopped;
  });

  it('answers a request that reaches an accepted connection after the stop began', async () => {
    const { stop, port } = await listening();
    const socket = await connected(port);
    const stopped = stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const answer = await answerOf(socket, '/quick');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    await stopped;
  });

  it('then refuses new connections, and lets the request in flight finish', async () => {
    const { stop, port } = await listening();
    const inFlight = answerOf(await connected(port), '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(connected(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await inFlight).toContain('{"ok":"slow"}');
    await stopped;
  });

  it('closes a connection that never sends a request, and ends', async () => {
    const { stop, port } = await listening();
    const socket = await connected(port);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.resume();
    const started = Date.now();
    await stop();
    await closed;
    // It waited for the silent connection's first request, at most the 2 s it allows.
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});
