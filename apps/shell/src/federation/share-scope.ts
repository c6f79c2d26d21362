// The page's Module Federation host, made at run time after sign-in: the login screen loads no
// federation runtime and no share scope. Every module's remoteEntry is built with
// `experiments.externalRuntime` and finds the runtime core where the shell puts it here.
import * as runtimeCore from '@module-federation/runtime-core';
import { init } from '@module-federation/enhanced/runtime';
import { SHARED_MODULES } from './shared-modules';

declare const __SHELL_SHARED__: Record<string, { version: string; requiredVersion: string | false }>;

/** What the share scope gets for one request: the shell's own copy, or how to fetch it. */
function shareOf(request: string) {
  const module = SHARED_MODULES[request];
  if (!module) throw new Error(`The shell shares ${request} but does not provide it (apps/shell/src/federation/shared-modules.ts)`);
  const { version, requiredVersion } = __SHELL_SHARED__[request];
  const shareConfig = { singleton: true, requiredVersion };
  return 'loaded' in module
    ? { version, shareConfig, lib: () => module.loaded }
    : { version, shareConfig, get: () => module.load().then((loaded) => () => loaded) };
}

let started = false;

/** Creates the page's federation instance, once, before any module is loaded. */
export function startModuleFederation(): void {
  if (started) return;
  // Where the modules' builds read the runtime core from (`experiments.externalRuntime`).
  Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  init({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries(Object.keys(__SHELL_SHARED__).map((request) => [request, shareOf(request)])),
    // The page keeps the copy of a shared package it loaded first (the shell's): a module never
    // brings a second store, router or i18n. Whether that copy suits the module is checked before
    // it mounts (libs/module-kit lib-versions.ts).
    shareStrategy: 'loaded-first',
  });
  started = true;
}
