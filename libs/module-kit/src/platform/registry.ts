import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleName, RemoteModuleEntry } from '@dental/contracts';
import { registryApi } from '@dental/api-client';
import { chooseBuildUrl } from '@dental/domain';
import type { ModuleLifecycles } from '../types';
import { declarationsOfBuild } from './build-declarations';
import { IncompatibleModuleError, libMismatches, loadedSharedVersion } from './lib-versions';

/** localStorage key a tester sets to force a build in one browser: {"admin": "http://…/mf-manifest.json"}. */
export const MODULE_OVERRIDES_KEY = 'moduleOverrides';

function forcedBuilds(): Partial<Record<ModuleName, string>> {
  try {
    return JSON.parse(localStorage.getItem(MODULE_OVERRIDES_KEY) ?? '{}') as Partial<Record<ModuleName, string>>;
  } catch {
    return {};
  }
}

let registry: { userId: string; urls: Promise<Map<ModuleName, string>> } | null = null;

/** Reads the registry once per signed-in user and picks each module's build for that user. */
function moduleUrls(userId: string): Promise<Map<ModuleName, string>> {
  if (registry?.userId !== userId) {
    const urls = registryApi.list().then((entries: RemoteModuleEntry[]) => {
      const forced = forcedBuilds();
      return new Map(entries.map((entry) => [entry.name, new URL(chooseBuildUrl(entry, userId, forced[entry.name]), location.href).href]));
    });
    // A failed read is retried on the next attempt instead of being remembered.
    urls.catch(() => {
      registry = null;
    });
    registry = { userId, urls };
  }
  return registry.urls;
}

export function forgetRegistry(): void {
  registry = null;
}

export class ModuleUnavailableError extends Error {}

/**
 * Registers the module's build (again on every attempt, so a failed load is not cached) and loads
 * the lifecycle object it exposes. A retry also re-reads the registry: a rollback applies at once.
 */
export async function loadModule(
  userId: string,
  name: ModuleName,
  options: { expose: string; rereadRegistry: boolean },
): Promise<ModuleLifecycles> {
  if (options.rereadRegistry) forgetRegistry();
  const url = (await moduleUrls(userId)).get(name);
  if (!url) throw new ModuleUnavailableError(`Module ${name} is not in the registry`);
  registerRemotes([{ name, entry: url }], { force: true });
  const [exposed, declarations] = await Promise.all([
    loadRemote<{ default: ModuleLifecycles }>(`${name}/${options.expose}`),
    declarationsOfBuild(name, url),
  ]);
  if (!exposed?.default?.mount) throw new ModuleUnavailableError(`Module ${name} exposes no lifecycles as ${options.expose}`);
  const mismatches = libMismatches(declarations.requires ?? {}, loadedSharedVersion);
  if (mismatches.length > 0) throw new IncompatibleModuleError(name, mismatches);
  return exposed.default;
}

/** The build URLs of every module of the registry for this user (stable, canary or forced). */
export function registeredModules(userId: string, options: { reread?: boolean } = {}): Promise<Map<ModuleName, string>> {
  if (options.reread) forgetRegistry();
  return moduleUrls(userId);
}
