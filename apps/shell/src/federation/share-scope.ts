// The page's Module Federation host, made at run time after sign-in: the login screen loads no
// federation runtime and no share scope. Every module's remoteEntry is built without the runtime
// (`experiments.externalRuntime` and tools/rspack's externals) and finds it where the shell puts it.
import * as runtimeHelpers from '@module-federation/runtime/helpers';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { init } from '@module-federation/enhanced/runtime';
import { SHARED_MODULES } from './shared-modules';

declare const __SHELL_SHARED__: Record<string, { version: string; requiredVersion: string | false }>;
/** Each runtime package the modules' builds leave out, by the global they read it from (tools/rspack). */
declare const __FEDERATION_RUNTIME_GLOBALS__: Record<string, string>;

const RUNTIME_PACKAGES: Record<string, object> = {
  '@module-federation/runtime-core': runtimeCore,
  '@module-federation/runtime/helpers': runtimeHelpers,
  '@module-federation/sdk': sdk,
};

function provideRuntime(): void {
  for (const [pkg, global] of Object.entries(__FEDERATION_RUNTIME_GLOBALS__)) {
    const provided = RUNTIME_PACKAGES[pkg];
    if (!provided) throw new Error(`The modules' builds read ${pkg} from the page, which the shell does not provide`);
    Object.assign(globalThis, { [global]: provided });
  }
}

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
  provideRuntime();
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
