import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PublishResult, ReleaseChange, ReleaseEvent, ReleaseStatus, RemoteModuleEntry } from '@dental/contracts';
import { call, createLimitedUser, fr, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { publishBody, shellRoot, syntheticBuild, type SyntheticBuildOptions } from '../../test/helpers-release';

/** The release path through the API: publish and its checks, the stored builds served, canary, promote, rollback, history. */

const BUNDLED = '/modules/admin/mf-manifest.json';
const folder = (id: string) => `/modules/admin/builds/${id}`;

describe('release of a module', () => {
  let root: string;
  let t: TestApp;
  let dev: Session;

  beforeAll(async () => {
    root = shellRoot();
    t = await startTestApp({ web: { root } });
    dev = await loginAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const publish = (options: SyntheticBuildOptions = {}) => call<{ success: PublishResult; err?: string }>(t.app, 'POST', '/api/release/admin/builds', { token: dev.token, body: publishBody(syntheticBuild(options)) });
  const command = (verb: 'canary' | 'promote' | 'rollback', body: object) => call<{ success: ReleaseChange; err?: string }>(t.app, 'POST', `/api/release/admin/${verb}`, { token: dev.token, body });
  const status = async () => (await call<{ success: ReleaseStatus }>(t.app, 'GET', '/api/release/admin', { token: dev.token })).body.success;
  const history = async () => (await call<{ success: ReleaseEvent[] }>(t.app, 'GET', '/api/release/admin/events?limit=500', { token: dev.token })).body.success;
  const builds = async () => (await t.db.query<{ count: number }>('select count(*)::int as count from module_builds'))[0].count;
  const published = async (options: SyntheticBuildOptions) => {
    const response = await publish(options);
    if (response.status !== 200) throw new Error(response.raw);
    return response.body.success.build.id;
  };

  describe('publish', () => {
    it('stores a build under the id of its content, and the same folder twice is one build with one event', async () => {
      const first = await publish({ marker: 'publish' });
      expect(first.status).toBe(200);
      const { build, created } = first.body.success;
      expect(created).toBe(true);
      expect(build).toMatchObject({ module: 'admin', url: `${folder(build.id)}/mf-manifest.json`, createdBy: 'admin', files: 6, bad: false, badReason: null, loads: 0, failures: 0 });
      expect(build.id).toMatch(/^[0-9a-f]{16}$/);

      const again = await publish({ marker: 'publish' });
      expect(again.status).toBe(200);
      expect(again.body.success).toEqual({ build, created: false });
      expect((await history()).filter((event) => event.action === 'publish' && event.toBuild === build.id)).toHaveLength(1);
      expect((await publish({ marker: 'another' })).body.success.build.id).not.toBe(build.id);
    });

    it('takes two identical publishes at once as one build', async () => {
      const [a, b] = await Promise.all([publish({ marker: 'twin' }), publish({ marker: 'twin' })]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.success.created, b.body.success.created].sort()).toEqual([false, true]);
      expect(a.body.success.build.id).toBe(b.body.success.build.id);
    });

    it.each<[string, SyntheticBuildOptions, string]>([
      ['a manifest of another module', { manifestName: 'finance' }, fr('release.manifestName', { found: 'finance', module: 'admin' })],
      ['no ./Module', { exposes: ['./Other'] }, fr('release.exposeMissing', { expose: './Module' })],
      ['a declared widget not exposed', { widgets: ['Search'], exposes: ['./Module'] }, fr('release.exposeMissing', { expose: './Search' })],
      ['no manifest', { omit: ['mf-manifest.json'] }, fr('release.manifestMissing')],
      ['no remote entry', { omit: ['remoteEntry.js'] }, fr('release.fileMissing', { path: 'remoteEntry.js' })],
      ['an exposed chunk missing', { omit: ['__federation_expose_Module.89abcdef.js'] }, fr('release.fileMissing', { path: '__federation_expose_Module.89abcdef.js' })],
      ['no declarations', { omit: ['declarations.json'] }, fr('release.declarationsMissing')],
      ['declarations of another module', { declarations: { module: 'finance', title: {}, routes: [] } }, fr('release.declarationsInvalid', { problem: 'module is "finance", not "admin"' })],
      ['declarations without routes', { declarations: { module: 'admin', title: {} } }, fr('release.declarationsInvalid', { problem: 'routes is not a list' })],
      ['a lib version the shell does not provide', { requires: { '@dental/ui': '^2.0.0' } }, fr('release.requiresUnmet', { lib: '@dental/ui', required: '^2.0.0', provided: '1.2.1' })],
      ['a lib the shell does not provide at all', { requires: { '@dental/charts': '^1.0.0' } }, fr('release.requiresUnmet', { lib: '@dental/charts', required: '^1.0.0', provided: '—' })],
      ['a singleton the shell cannot share', { shared: { react: '^20.0.0' } }, fr('release.sharedIncompatible', { lib: 'react', version: '^20.0.0', provided: '19.3.1' })],
      ['names the shell does not give', { imports: { 'react-router-dom': ['Link', 'useBlocker', 'useFetcher'] } }, fr('release.namesNotGiven', { lib: 'react-router-dom', names: 'useBlocker, useFetcher' })],
      ['a package given by name, imported whole', { imports: { 'react-router-dom': ['*'] } }, fr('release.namesNotGiven', { lib: 'react-router-dom', names: '*' })],
      ['imports that are not lists of names', { imports: { 'react-router-dom': 'Link' } as never }, fr('release.declarationsInvalid', { problem: 'imports is not a map of name lists' })],
    ])('refuses %s, naming the problem, and stores nothing', async (_label, options, message) => {
      const before = await builds();
      const response = await publish(options);
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { err: message } });
      expect(await builds()).toBe(before);
    });

    it('accepts names the shell gives, and any name of a package it gives whole', async () => {
      expect((await publish({ imports: { 'react-router-dom': ['Link', 'useParams'], react: ['useState', '*'] }, marker: 'names given' })).status).toBe(200);
    });

    it('accepts a singleton the shell does not share (the module brings its own) and a declared widget exposed', async () => {
      expect((await publish({ shared: { react: '19.3', 'chart-lib': '^3.0.0' }, widgets: ['Search'], marker: 'widget' })).status).toBe(200);
    });

    it('refuses a path sent twice and a build over the size limit, as the messages say', async () => {
      const body = publishBody(syntheticBuild({ marker: 'twice' }));
      const twice = await call(t.app, 'POST', '/api/release/admin/builds', { token: dev.token, body: { files: [...body.files, body.files[0]] } });
      expect({ status: twice.status, body: twice.body }).toEqual({ status: 400, body: { err: fr('release.duplicateFile', { path: 'mf-manifest.json' }) } });
      const zeros = Buffer.alloc(21 * 1024 * 1024).toString('base64');
      const tooLarge = await call(t.app, 'POST', '/api/release/admin/builds', {
        token: dev.token,
        body: { files: [...body.files, { path: 'big-1.bin', content: zeros }, { path: 'big-2.bin', content: zeros }] },
      });
      expect({ status: tooLarge.status, body: tooLarge.body }).toEqual({ status: 413, body: { err: fr('release.tooLarge') } });
    }, 60_000);

    it('refuses every build while the served shell does not say what it provides', async () => {
      const bare = shellRoot(null);
      const other = await startTestApp({ web: { root: bare } }, t.testDb);
      try {
        const response = await call(other.app, 'POST', '/api/release/admin/builds', { token: dev.token, body: publishBody(syntheticBuild({ marker: 'no shell' })) });
        expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { err: fr('release.shellUnknown') } });
      } finally {
        await other.close();
        rmSync(bare, { recursive: true, force: true });
      }
    });

    it('is for developers only', async () => {
      const user = await createLimitedUser(t.app, dev.token, 'release.viewer', [['AFFICHER', 'PATIENTS']]);
      const response = await call(t.app, 'POST', '/api/release/admin/builds', { token: user.token, body: publishBody(syntheticBuild()) });
      expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: { err: fr('auth.devOnly') } });
    });
  });

  describe('stored builds served', () => {
    let id: string;
    beforeAll(async () => {
      id = await published({ marker: 'served' });
    });

    it('serves the manifest with no-cache and an ETag, answers 304 to a revalidation', async () => {
      const response = await t.app.inject({ method: 'GET', url: `${folder(id)}/mf-manifest.json` });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ name: 'admin' });
      expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' });
      // Never a document: only what applies to a fetched file.
      expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
      expect(response.headers['content-security-policy']).toBeUndefined();
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({ method: 'GET', url: `${folder(id)}/mf-manifest.json`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      for (const file of ['remoteEntry.js', 'declarations.json', 'locales/fr.json']) {
        const plain = await t.app.inject({ method: 'GET', url: `${folder(id)}/${file}` });
        expect({ file, status: plain.statusCode, cache: plain.headers['cache-control'] }).toEqual({ file, status: 200, cache: 'no-cache' });
      }
    });

    it('serves content-hashed chunks as immutable, compressed when asked', async () => {
      const response = await t.app.inject({ method: 'GET', url: `${folder(id)}/react.0123abcd.js`, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'gzip' });
      const chunk = await t.app.inject({ method: 'GET', url: `${folder(id)}/__federation_expose_Module.89abcdef.js` });
      expect(chunk.body).toContain('served');
    });

    it('answers 404 for an unknown build, file, or a build of another module', async () => {
      for (const url of [`${folder('0000000000000000')}/mf-manifest.json`, `${folder(id)}/missing.js`, `${folder('not-an-id')}/mf-manifest.json`, `/modules/finance/builds/${id}/mf-manifest.json`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    });
  });

  describe('canary, promote and rollback', () => {
    let a: string;
    let b: string;

    beforeAll(async () => {
      a = await published({ marker: 'A' });
      b = await published({ marker: 'B' });
    });

    it('runs a canary, a promote and a rollback, each recorded, repeats changing nothing', async () => {
      const canary = await command('canary', { build: a, percent: 10 });
      expect(canary.status).toBe(200);
      expect(canary.body.success).toMatchObject({
        changed: true,
        event: { action: 'canary', by: 'admin', fromBuild: null, toBuild: a, fromUrl: null, toUrl: `${folder(a)}/mf-manifest.json`, percent: 10, reason: 'canary 10 %' },
        status: { stable: { build: 'bundled', url: BUNDLED }, canary: { build: a, url: `${folder(a)}/mf-manifest.json`, percent: 10 } },
      });
      expect((await command('canary', { build: a, percent: 10 })).body.success).toMatchObject({ changed: false, event: null });
      const registry = async () =>
        (await call<{ success: RemoteModuleEntry[] }>(t.app, 'GET', '/api/registry', { token: dev.token })).body.success.find((entry) => entry.name === 'admin');
      // The registry describes the stored canary build from the database; the bundled one is not built in this root.
      const canaryUrl = `${folder(a)}/mf-manifest.json`;
      const described = (files: Record<string, string>) => ({ manifest: JSON.parse(files['mf-manifest.json']), declarations: JSON.parse(files['declarations.json']) });
      expect(await registry()).toEqual({ name: 'admin', url: BUNDLED, canary: { url: canaryUrl, percent: 10 }, builds: { [canaryUrl]: described(syntheticBuild({ marker: 'A' })) } });
      // Built in place, the bundled build is described from the next list on.
      const bundled = syntheticBuild({ marker: 'bundled', widgets: ['Count'] });
      const dist = join(root, 'apps', 'admin', 'dist');
      mkdirSync(dist, { recursive: true });
      for (const file of ['mf-manifest.json', 'declarations.json']) writeFileSync(join(dist, file), bundled[file]);
      expect((await registry())?.builds).toEqual({ [BUNDLED]: described(bundled), [canaryUrl]: described(syntheticBuild({ marker: 'A' })) });
      rmSync(dist, { recursive: true });

      const promote = await command('promote', {});
      expect(promote.body.success).toMatchObject({ changed: true, event: { action: 'promote', fromBuild: 'bundled', toBuild: a, reason: 'promote' }, status: { stable: { build: a }, canary: null } });
      expect((await command('promote', {})).body).toEqual({ err: fr('release.noCanary', { module: 'admin' }) });

      const rollback = await command('rollback', {});
      expect(rollback.body.success).toMatchObject({ changed: true, event: { action: 'rollback', fromBuild: a, toBuild: 'bundled', toUrl: BUNDLED, reason: 'rollback to bundled' }, status: { stable: { build: 'bundled', url: BUNDLED } } });
      const repeat = await command('rollback', {});
      expect({ status: repeat.status, changed: repeat.body.success.changed }).toEqual({ status: 200, changed: false });

      const current = await status();
      expect(current.events.slice(0, 3).map((event) => event.action)).toEqual(['rollback', 'promote', 'canary']);
      expect(current.builds.map((build) => build.id)).toEqual(expect.arrayContaining([a, b]));
      expect(current.thresholds).toMatchObject({ minLoads: 30, windowMinutes: 10 });
    });

    it('ends a canary at 0 %, refuses the stable build as canary and an unknown build', async () => {
      await command('rollback', { build: b });
      expect((await command('canary', { build: b, percent: 20 })).body).toEqual({ err: fr('release.canaryIsStable', { build: b, module: 'admin' }) });
      const unknown = await command('canary', { build: 'ffffffffffffffff', percent: 20 });
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { err: fr('release.buildUnknown', { module: 'admin', build: 'ffffffffffffffff' }) } });
      await command('canary', { build: a, percent: 20 });
      const end = await command('canary', { build: a, percent: 0 });
      expect(end.body.success).toMatchObject({ changed: true, event: { action: 'canary', fromBuild: a, toBuild: null, percent: 0 }, status: { canary: null } });
      expect((await command('canary', { build: a, percent: 0 })).body.success.changed).toBe(false);
    });

    it('refuses a bad build without force, and uses it with force', async () => {
      await t.db.query("update module_builds set bad = true, bad_reason = 'failures 12 %' where id = $1", [a]);
      const refused = await command('canary', { build: a, percent: 30 });
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { err: fr('release.buildBad', { build: a, reason: 'failures 12 %' }) } });
      expect((await command('canary', { build: a, percent: 30, force: true })).status).toBe(200);
      expect((await command('promote', {})).status).toBe(409);
      expect((await command('promote', { force: true })).body.success.status.stable.build).toBe(a);
      const named = await command('rollback', { build: a });
      expect(named.body.success.changed).toBe(false);
      await t.db.query('update module_builds set bad = false, bad_reason = null where id = $1', [a]);
    });

    it('lets one of two promotes at once win; the history shows one promote', async () => {
      await command('canary', { build: b, percent: 50 });
      const before = (await history()).filter((event) => event.action === 'promote').length;
      const answers = await Promise.all([command('promote', {}), command('promote', {})]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ err: fr('release.noCanary', { module: 'admin' }) });
      expect((await history()).filter((event) => event.action === 'promote')).toHaveLength(before + 1);
      expect((await status()).stable.build).toBe(b);
    });

    it('records a hand edit of the registry, from which a rollback goes back', async () => {
      const edit = await call(t.app, 'PUT', '/api/registry/admin', { token: dev.token, body: { url: BUNDLED, canary: null } });
      expect(edit.status).toBe(200);
      const [event] = await history();
      expect(event).toMatchObject({ action: 'registry', by: 'admin', fromBuild: b, toBuild: 'bundled', fromUrl: `${folder(b)}/mf-manifest.json`, toUrl: BUNDLED, percent: null });
      expect((await call(t.app, 'PUT', '/api/registry/admin', { token: dev.token, body: { url: BUNDLED, canary: null } })).status).toBe(200);
      expect((await history())[0]._id).toBe(event._id);
      expect((await command('rollback', {})).body.success.status.stable.build).toBe(b);
    });

    it('lists the history newest first, as many as asked', async () => {
      const events = await call<{ success: ReleaseEvent[] }>(t.app, 'GET', '/api/release/admin/events?limit=2', { token: dev.token });
      expect(events.body.success).toHaveLength(2);
      expect(Number(events.body.success[0]._id)).toBeGreaterThan(Number(events.body.success[1]._id));
    });
  });

  it('answers no previous stable build on a module never changed', async () => {
    const response = await call(t.app, 'POST', '/api/release/finance/rollback', { token: dev.token, body: {} });
    expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { err: fr('release.noPreviousStable', { module: 'finance' }) } });
  });
});
