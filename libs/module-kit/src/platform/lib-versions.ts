import { getInstance, satisfy } from '@module-federation/enhanced/runtime';

/** A workspace lib a module's build needs in a range the page's loaded copy is not in. */
export interface LibMismatch {
  lib: string;
  required: string;
  loaded: string;
}

/** A module built against workspace libs the page cannot give it: it is not mounted. */
export class IncompatibleModuleError extends Error {
  constructor(
    readonly module: string,
    readonly mismatches: readonly LibMismatch[],
  ) {
    super(`Module ${module} needs ${mismatches.map(({ lib, required, loaded }) => `${lib} ${required} (loaded: ${loaded})`).join(', ')}`);
    this.name = 'IncompatibleModuleError';
  }
}

/** The mismatches between what a build requires and the versions the page runs (libs not loaded yet pass). */
export function libMismatches(requires: Readonly<Record<string, string>>, loadedVersion: (lib: string) => string | undefined): LibMismatch[] {
  return Object.entries(requires).flatMap(([lib, required]) => {
    const loaded = loadedVersion(lib);
    return loaded === undefined || satisfy(loaded, required) ? [] : [{ lib, required, loaded }];
  });
}

/** The version of the copy of a shared package this page has loaded, read from Module Federation's share scope. */
export function loadedSharedVersion(lib: string): string | undefined {
  const versions = getInstance()?.shareScopeMap.default?.[lib];
  if (!versions) return undefined;
  return Object.values(versions).find((shared) => shared.loaded || shared.lib)?.version;
}
