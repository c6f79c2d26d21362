import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { namesNotGiven } from '@dental/contracts';

/** A workspace lib a module's build needs in a range the page's loaded copy is not in. */
export interface LibMismatch {
  lib: string;
  required: string;
  loaded: string;
}

/** Names a build imports of a shared package that the page's loaded copy does not give. */
export interface NamesMissing {
  lib: string;
  names: readonly string[];
}

/** A module built against workspace libs, or names of shared packages, the page cannot give it: it is not mounted. */
export class IncompatibleModuleError extends Error {
  constructor(
    readonly module: string,
    readonly mismatches: readonly LibMismatch[],
    readonly namesMissing: readonly NamesMissing[] = [],
  ) {
    const needs = [
      ...mismatches.map(({ lib, required, loaded }) => `${lib} ${required} (loaded: ${loaded})`),
      ...namesMissing.map(({ lib, names }) => `${names.join(', ')} from ${lib}`),
    ];
    super(`Module ${module} needs ${needs.join(', ')}`);
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

/**
 * The names a build imports (its declarations' `imports`) that the page's loaded copies do not have.
 * A whole-package import is not judged here: the build and the server refuse it for these packages.
 */
export function namesMissing(imports: Readonly<Record<string, readonly string[]>>, loadedNames: (lib: string) => readonly string[] | undefined): NamesMissing[] {
  return Object.entries(namesNotGiven(imports, loadedNames)).flatMap(([lib, names]) => {
    const named = names.filter((name) => name !== '*');
    return named.length > 0 ? [{ lib, names: named }] : [];
  });
}

/** The names the page's loaded copy of a shared package gives (undefined while none is loaded). */
export function loadedSharedNames(lib: string): string[] | undefined {
  const versions = getInstance()?.shareScopeMap.default?.[lib];
  const loaded = versions && Object.values(versions).find((shared) => shared.loaded || shared.lib)?.lib?.();
  return loaded && typeof loaded === 'object' ? Object.keys(loaded) : undefined;
}
