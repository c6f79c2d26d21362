import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type RouteKey } from '@dental/contracts';
import { DEFAULT_CANARY_THRESHOLDS } from '@dental/domain';
import type { RouteCase, Rule } from './route-case-types';
import { call } from './helpers';
import { publishBody, syntheticBuild } from './helpers-release';

/** The release calls' and the health reports' route cases, on module admin with one published build. */

const at = (key: RouteKey) => ({ key, method: API_ROUTES[key].method, route: `/api/${API_ROUTES[key].path}` });
const signedIn: Rule = () => true;
const devOnly: Rule = (caller) => caller.dev;

export interface ReleaseFixtures {
  /** A build of module admin, published (a canary of it, a promote and a rollback follow in the cases). */
  build: string;
}

export async function createReleaseFixtures(app: FastifyInstance, devToken: string): Promise<ReleaseFixtures> {
  const published = await call<{ success: { build: { id: string } } }>(app, 'POST', '/api/release/admin/builds', { token: devToken, body: publishBody(syntheticBuild()) });
  if (published.status !== 200) throw new Error(`publish: ${published.raw}`);
  return { build: published.body.success.build.id };
}

export function releaseCases(f: ReleaseFixtures): RouteCase[] {
  return [
    { ...at('release.status'), url: '/api/release/admin', allowed: devOnly },
    { ...at('release.events'), url: '/api/release/admin/events?limit=5', allowed: devOnly },
    { ...at('release.publish'), url: '/api/release/admin/builds', body: publishBody(syntheticBuild()), allowed: devOnly },
    { ...at('release.canary'), url: '/api/release/admin/canary', body: { build: f.build, percent: 10, force: false }, allowed: devOnly },
    { ...at('release.promote'), url: '/api/release/admin/promote', body: { force: false }, allowed: devOnly },
    { ...at('release.rollback'), url: '/api/release/admin/rollback', body: { build: null, force: false }, allowed: devOnly },
    { ...at('release.thresholds'), url: '/api/release/admin/thresholds', body: { ...DEFAULT_CANARY_THRESHOLDS }, allowed: devOnly },
    {
      ...at('moduleHealth.report'),
      url: '/api/moduleHealth',
      body: { loads: [{ module: 'admin', build: 'bundled', cohort: 'stable', stage: 'mount', ok: true }] },
      allowed: signedIn,
    },
  ];
}
