// SIGTERM: the server stops accepting, finishes the requests in flight, closes the database and
// exits 0; a PGlite folder closed this way opens at once on the next start, with every write kept.
// Also the probes and the request log of a real process.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiCall, signIn, startApi, tempDir } from './harness';

describe('a server process', () => {
  it('answers the probes without a token and logs one JSON line per request with its id', async () => {
    const api = await startApi();
    try {
      for (const key of ['system.health', 'system.ready'] as const) {
        const answer = await apiCall(api.url, key);
        assert.deepEqual({ key, status: answer.status, body: answer.body }, { key, status: 200, body: { status: 'ok' } });
      }
      const token = await signIn(api.url, 'admin', 'admin');
      const answer = await apiCall(api.url, 'users.list', { token, query: { q: 'secret-search' } });
      const requestId = answer.headers.get('x-request-id');
      assert.ok(requestId);
      await new Promise((wait) => setTimeout(wait, 100));
      const lines = api.logs().filter((line) => line.includes(requestId));
      assert.equal(lines.length, 1, lines.join('\n'));
      const entry = JSON.parse(lines[0]);
      assert.equal(entry.route, 'users.list');
      assert.equal(entry.status, 200);
      const all = api.logs().join('\n');
      assert.doesNotMatch(all, /secret-search|"admin","password"|Bearer/);
      assert.ok(!all.includes(token));
    } finally {
      await api.stop();
    }
  });

  it('on SIGTERM finishes the requests in flight, exits 0, and its PGlite folder reopens at once with every write', async () => {
    const dataDir = tempDir('shutdown');
    const firstStart = performance.now();
    const api = await startApi({ dataDir, env: { LOGIN_RATE_LIMIT: '1000' } });
    const firstStartMs = performance.now() - firstStart;

    // Sign-ins are slow on purpose (argon2id) and each writes a session: eight of them are in flight
    // when the signal comes, each sent whole on a connection of its own before it (on a busy machine,
    // a fixed pause alone let the signal come before the client had even connected).
    const sent: Promise<void>[] = [];
    const signIns = Array.from({ length: 8 }, () => {
      let onSent!: () => void;
      sent.push(new Promise<void>((resolve) => (onSent = resolve)));
      return apiCall<{ success?: { accessToken: string } }>(api.url, 'auth.login', { body: { username: 'admin', password: 'admin' }, newConnection: true, onSent });
    });
    await Promise.all(sent);
    await new Promise((wait) => setTimeout(wait, 100));
    const exit = await api.stop('SIGTERM');
    const answers = await Promise.all(signIns);
    assert.deepEqual(exit, { code: 0, signal: null }, api.logs().join('\n'));
    assert.deepEqual(answers.map((answer) => answer.status), Array(8).fill(200), 'every request in flight was answered');
    const logs = api.logs().join('\n');
    assert.match(logs, /"shutting down"/);
    assert.match(logs, /"stopped"/);
    await assert.rejects(apiCall(api.url, 'system.health'), 'no longer accepting');

    const reopen = performance.now();
    const again = await startApi({ dataDir });
    const reopenMs = performance.now() - reopen;
    try {
      // Each session opened by an answered sign-in survived: its token still works.
      for (const answer of answers) {
        const list = await apiCall(again.url, 'users.list', { token: answer.body.success!.accessToken });
        assert.equal(list.status, 200);
      }
      console.log(`first start ${Math.round(firstStartMs)} ms, start after SIGTERM ${Math.round(reopenMs)} ms`);
    } finally {
      await again.stop();
    }
  });
});
