import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleName } from '@dental/contracts';
import { registryApi } from '@dental/api-client';
import type { ModuleLifecycles } from '../types';
import { chooseBuilds, type ChosenBuild } from './build-choice';
import { declarationsOfBuild, knowDeclarations } from './build-declarations';
import { noteLoadedBuild } from './build-updates';
import { answerKnownManifests, knowManifest } from './known-manifests';
import { IncompatibleModuleError, libMismatches, loadedSharedNames, loadedSharedVersion, namesMissing } from './lib-versions';
import { LoadAttempt, ModuleUnavailableError } from './load-health';
import { watchModuleLoads } from './mf-health-plugin';

export { MODULE_OVERRIDES_KEY } from './build-choice';

let registry: { userId: string; builds: Promise<Map<ModuleName, ChosenBuild>> } | null = null;

/**
 * Reads the registry once per signed-in user and picks each module's build for that user; the
 * manifests and declarations its answer carries are kept, so that loading those builds asks for neither.
 */
function moduleBuilds(userId: string): Promise<Map<ModuleName, ChosenBuild>> {
  if (registry?.userId !== userId) {
    const builds = registryApi.list().then((entries) => {
      const chosen = chooseBuilds(entries, userId);
      for (const [name, build] of chosen) {
        if (!build.description) continue;
        knowDeclarations(name, build.url, build.description.declarations);
        knowManifest(build.url, build.description.manifest);
      }
      return chosen;
    });
    // A failed read is retried on the next attempt instead of being remembered.
    builds.catch(() => {
      registry = null;
    });
    registry = { userId, builds };
  }
  return registry.builds;
}

/** The build of `name` chosen for this user (the registry is read once), or undefined when there is none. */
export async function chosenBuild(userId: string, name: ModuleName): Promise<ChosenBuild | undefined> {
  return (await moduleBuilds(userId)).get(name);
}

export function forgetRegistry(): void {
  registry = null;
}

/** Reports the lifecycles' mount (bootstrap included) as the attempt's outcome. */
function reportingMount(lifecycles: ModuleLifecycles, attempt: LoadAttempt): ModuleLifecycles {
  const settledBy =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>, onSuccess?: () => void) =>
    async (...args: Args): Promise<Result> => {
      try {
        const result = await run(...args);
        onSuccess?.();
        return result;
      } catch (error) {
        attempt.mountFailed();
        throw error;
      }
    };
  return {
    ...lifecycles,
    bootstrap: settledBy(lifecycles.bootstrap),
    mount: settledBy(lifecycles.mount as (props: never) => Promise<unknown>, () => attempt.mounted()) as ModuleLifecycles['mount'],
  };
}

/** The build each module is registered with in the federation runtime, while no load of it has failed. */
const registeredBuilds = new Map<ModuleName, string>();

/**
 * Registers a module's build once: its other exposes reuse the container already loaded. Another
 * build (a promote, a rollback) or a failed load registers it again, so a failure is not cached.
 */
function registerBuild(name: ModuleName, url: string): void {
  if (registeredBuilds.get(name) === url) return;
  registerRemotes([{ name, entry: url }], { force: true });
  registeredBuilds.set(name, url);
}

async function loadLifecycles(name: ModuleName, url: string, expose: string, attempt: LoadAttempt): Promise<ModuleLifecycles> {
  registerBuild(name, url);
  const [exposed, declarations] = await Promise.all([
    loadRemote<{ default: ModuleLifecycles }>(`${name}/${expose}`),
    declarationsOfBuild(name, url).catch((error: unknown) => {
      // The declarations travel beside the manifest: a build without them is not a whole build.
      attempt.noteFailure('manifest');
      throw error;
    }),
  ]);
  if (!exposed?.default?.mount) throw new ModuleUnavailableError(`Module ${name} exposes no lifecycles as ${expose}`);
  const mismatches = libMismatches(declarations.requires ?? {}, loadedSharedVersion);
  const missing = namesMissing(declarations.imports ?? {}, loadedSharedNames);
  if (mismatches.length > 0 || missing.length > 0) throw new IncompatibleModuleError(name, mismatches, missing);
  return exposed.default;
}

/**
 * Registers the module's build (again after a failed attempt, so a failure is not cached) and loads
 * the lifecycle object it exposes. A retry also re-reads the registry: a rollback applies at once.
 * Each attempt at a build reports its outcome: the stage it failed at, or its mount.
 */
export async function loadModule(
  userId: string,
  name: ModuleName,
  options: { expose: string; rereadRegistry: boolean },
): Promise<ModuleLifecycles> {
  if (options.rereadRegistry) forgetRegistry();
  const build = (await moduleBuilds(userId)).get(name);
  if (!build) throw new ModuleUnavailableError(`Module ${name} is not in the registry`);
  watchModuleLoads();
  answerKnownManifests();
  noteLoadedBuild(userId, name, build.url);
  const attempt = new LoadAttempt(name, build.url, build.cohort);
  try {
    const lifecycles = await loadLifecycles(name, build.url, options.expose, attempt);
    attempt.loaded();
    return reportingMount(lifecycles, attempt);
  } catch (error) {
    registeredBuilds.delete(name);
    attempt.failed(error);
    throw error;
  }
}

/** The build URLs of every module of the registry for this user (stable, canary or forced). */
export async function registeredModules(userId: string, options: { reread?: boolean } = {}): Promise<Map<ModuleName, string>> {
  if (options.reread) forgetRegistry();
  const builds = await moduleBuilds(userId);
  return new Map([...builds].map(([name, build]) => [name, build.url]));
}
