import type { LoginInput, ModuleLoad } from '@dental/contracts';
import { signIn, readClinicSettings } from './anonymous-calls';
import { call, callList, sendKeepalive } from './client';
import { currentToken } from './config';
import { takeEarlyRegistry } from './early-registry';

/**
 * The calls made outside the shared RTK Query API (`dentalApi`): signing in and out, the login
 * screen's settings and the module registry, which the store and the loader need before any screen,
 * and the module loads' outcomes the loader reports.
 */

export const authApi = {
  login: (input: LoginInput) => signIn(input),
  /** Ends the session on the server; its token stops working everywhere. */
  logout: () => call('auth.logout', { anonymous: true }),
};

export const settingsApi = {
  get: () => readClinicSettings(),
};

export const registryApi = {
  /** The registry: the answer read early for this session (a signed-in page's start) if there is one, else asked now. */
  list: async () => (await takeEarlyRegistry(currentToken())) ?? callList('registry.list'),
};

export const moduleHealthApi = {
  /** A batch of module loads' outcomes (at most 20); survives the page unloading, never throws. */
  report: (loads: ModuleLoad[]) => sendKeepalive('moduleHealth.report', { body: { loads } }),
};
