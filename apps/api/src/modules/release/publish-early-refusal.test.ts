import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLimitedUser, fr, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { shellRoot } from '../../test/helpers-release';
import { PUBLISH_BODY_LIMIT } from './routes';

/**
 * A publish is refused before its body is read (issue 34 §7): a caller without the right, or
 * announcing more than the route's limit, is answered while the body is still on its way, over a
 * real connection. A server that read the body first would wait for the rest, which never comes.
 */

const MB = 1024 * 1024;
/** How long the answer may take: far less than it takes to send tens of megabytes slowly. */
const ANSWER_WITHIN_MS = 5_000;

interface EarlyAnswer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
  /** Bytes of the body sent when the answer came: the first chunk only. */
  sent: number;
}

describe('publish refused before its body is read', () => {
  let root: string;
  let t: TestApp;
  let dev: Session;
  let port: number;

  beforeAll(async () => {
    root = shellRoot();
    t = await startTestApp({ web: { root } });
    dev = await loginAdmin(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Announces `announced` bytes of JSON (or sends in chunks), sends the first 64 KB, and waits for the answer without sending more. */
  const publishSlowly = (announced: number | 'chunked', token?: string) =>
    new Promise<EarlyAnswer>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (announced === 'chunked') headers['transfer-encoding'] = 'chunked';
      else headers['content-length'] = String(announced);
      if (token) headers.authorization = `Bearer ${token}`;
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/release/admin/builds', headers });
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms while the body was on its way (${sent} of ${announced} bytes sent)`));
      }, ANSWER_WITHIN_MS);
      request.on('response', (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), headers: response.headers, sent });
        });
      });
      request.on('error', (error) => {
        // The server closing the connection after its answer is expected; before it, a failure.
        if (answered) return;
        clearTimeout(timer);
        reject(error);
      });
      // A body of JSON whitespace: a server that read it all would then find it blank.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      request.write(chunk);
      sent += chunk.length;
    });

  it('answers a signed-in user without the right 403 before the body is sent, and closes the connection', async () => {
    const user = await createLimitedUser(t.app, dev.token, 'release.early', [['AFFICHER', 'PATIENTS']]);
    const answer = await publishSlowly(55 * MB, user.token);
    expect(answer).toMatchObject({ status: 403, body: { err: fr('auth.devOnly') }, sent: 64 * 1024 });
    expect(answer.headers.connection).toBe('close');
  });

  it('answers them so when the body comes in chunks of unknown length too', async () => {
    const user = await createLimitedUser(t.app, dev.token, 'release.chunked', [['AFFICHER', 'PATIENTS']]);
    const answer = await publishSlowly('chunked', user.token);
    expect(answer).toMatchObject({ status: 403, body: { err: fr('auth.devOnly') }, sent: 64 * 1024 });
    expect(answer.headers.connection).toBe('close');
  });

  it('answers a caller without a session 401 before the body is sent', async () => {
    const answer = await publishSlowly(55 * MB);
    expect(answer).toMatchObject({ status: 401, body: { err: fr('auth.sessionExpired') }, sent: 64 * 1024 });
  });

  it('answers a developer announcing more than the limit 413 up front, saying the sizes', async () => {
    const answer = await publishSlowly(PUBLISH_BODY_LIMIT + 10 * MB, dev.token);
    expect(answer).toMatchObject({ status: 413, body: { err: fr('release.requestTooLarge', { size: 70, limit: 60 }) }, sent: 64 * 1024 });
    expect(answer.headers.connection).toBe('close');
  });

  it('still reads a developer’s body within the limit (and answers its problems)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/release/admin/builds',
      headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'application/json' },
      payload: { files: [] },
    });
    expect(response.statusCode).toBe(300);
    expect(JSON.parse(response.body)).toEqual({ formErrors: [fr('release.filesRequired')] });
  });
});
